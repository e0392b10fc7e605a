// Lists of plain values of one kind: texts (a paragraph each), country codes (chosen in the
// editor by the countries' names, ../countries.ts). At least one each.
import * as z from 'zod';
import { countryChoices } from '../countries';
import { type FieldWords, type ListWords, type TextOptions, entryLabel, field } from './field';
import { countryCode, text } from './text';

export const texts = (
  words: FieldWords & Pick<ListWords, 'singular'>,
  { multiline }: TextOptions = {},
) => {
  // Each item of the list is named as the list is; the list's hint is said once, above it. A
  // list of paragraphs gives each its box of several lines.
  const plain = text({ label: words.label });
  const item = { ...plain, meta: { ...plain.meta, multiline }, name: 'item' };
  return field({
    schema: z.array(item.schema).min(1),
    meta: { graphql: '[String!]', expected: 'a list of texts' },
    shape: { kind: 'list', item },
    words,
    widget: ({ inner, word }, { name }) => ({
      widget: 'list',
      min: 1,
      ...entryLabel(words, word),
      field: inner({ ...item, name }),
    }),
  });
};

/** Country codes, which the editor offers by the countries' names. */
export const countryCodes = (words: FieldWords) => {
  const item = { ...countryCode({ label: words.label }), name: 'item' };
  return field({
    schema: z.array(item.schema).min(1),
    meta: {
      graphql: '[String!]',
      expected: 'a list of two-letter country codes, such as [NL, BE, DE]',
    },
    shape: { kind: 'list', item, countries: true },
    words,
    widget: ({ language }) => ({
      widget: 'select',
      multiple: true,
      min: 1,
      options: countryChoices(language),
    }),
  });
};
