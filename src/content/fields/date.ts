// A day, written year-month-day (`2026-01-01`), as GraphQL gives it back too: in the editor
// the browser's own date picker, writing the day as the model does.
import * as z from 'zod';
import { type FieldWords, field } from './field';

export const date = (words: FieldWords) =>
  field({
    // The build's YAML reader (js-yaml) reads an unquoted 2026-01-01 as a date; the site shows
    // it year-month-day, as written (../yaml.ts refuses one it would read otherwise).
    schema: z.preprocess(
      (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
      z.iso.date(),
    ),
    meta: {
      graphql: 'Date',
      directives: '@dateformat(formatString: "YYYY-MM-DD")',
      expected: 'a date written year-month-day, such as 2026-01-01',
    },
    shape: { kind: 'date' },
    words,
    widget: () => ({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
    }),
    ruleAsHint: true,
  });
