// A group of fields (an address), or a list of such groups (opening hours, a version's
// articles), each declared in GraphQL as a type of its own: in the editor a box of the fields,
// or a list whose entries fold under their summary.
import * as z from 'zod';
import {
  type FieldWords,
  type Fields,
  type GroupInLanguage,
  type GroupValue,
  type ListWords,
  describeFields,
  field,
  groupSchema,
  entryLabel,
} from './field';

/** A list of groups of fields, declared in GraphQL as its own type `typeName`. */
export const groups = <F extends Fields>(
  typeName: string,
  words: ListWords,
  fields: F,
  expected: string,
) =>
  field<GroupValue<F>[], ReadonlyArray<GroupInLanguage<F>>>({
    schema: z.array(groupSchema(fields)),
    meta: { graphql: `[${typeName}!]`, expected },
    shape: { kind: 'group', list: true, fields: describeFields(fields) },
    words,
    widget: ({ inner, word }) => ({
      widget: 'list',
      ...entryLabel(words, word),
      ...(words.summary ? { summary: words.summary, collapsed: true } : {}),
      fields: describeFields(fields).map(inner),
    }),
  });

/** One group of fields, declared in GraphQL as its own type `typeName`. */
export const group = <F extends Fields>(
  typeName: string,
  words: FieldWords,
  fields: F,
  expected: string,
) =>
  field<GroupValue<F>, GroupInLanguage<F>>({
    schema: groupSchema(fields),
    meta: { graphql: typeName, expected },
    shape: { kind: 'group', list: false, fields: describeFields(fields) },
    words,
    widget: ({ inner }) => ({
      widget: 'object',
      collapsed: false,
      fields: describeFields(fields).map(inner),
    }),
  });
