// One of a fixed list of values (an icon, a list a stat counts): in the editor a menu.
import * as z from 'zod';
import { type FieldWords, field } from './field';

export const oneOf = (words: FieldWords, values: readonly [string, ...string[]]) =>
  field({
    schema: z.enum(values),
    meta: { graphql: 'String', expected: `one of ${values.join(', ')}` },
    shape: { kind: 'choice', options: [...values] },
    words,
    widget: () => ({ widget: 'select', options: [...values] }),
  });
