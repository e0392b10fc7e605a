// A whole number (a figure, an article's number): in the editor a number box from 0.
import * as z from 'zod';
import { type FieldWords, field } from './field';

export const wholeNumber = (words: FieldWords) =>
  field({
    schema: z.number().int().nonnegative(),
    meta: { graphql: 'Int', expected: 'a whole number, such as 20' },
    shape: { kind: 'number' },
    words,
    widget: () => ({ widget: 'number', value_type: 'int', min: 0 }),
  });
