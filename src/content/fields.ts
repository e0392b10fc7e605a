// The field builders of the content model: each field of ./schemas.ts is one call, which
// declares at once what the field holds (its zod schema, which the check validates with),
// how GraphQL declares it, what an editor is told when a value is wrong, and the field in
// the editor's words (its label, hint, and whether only a developer should change it).
// The GraphQL types (gatsby/graphql-types.ts), the validator's messages (./check.ts,
// ./describe.ts), the editor's forms (gatsby/admin/decap-config.ts) and the refusals' place
// names (./places.ts) are all written from these declarations; nothing reads them back
// out of the zod schemas.
import { z } from 'zod';
import { type Language, defaultLanguage, englishName, languages } from '../core/languages';

/** How GraphQL declares a field, and what its value must be in an editor's words. */
export interface FieldMeta {
  /** GraphQL type of the field, without nullability (`String`, `[String!]`, `File`, …). */
  graphql: string;
  /** Field directives: `@localized`, `@fileByRelativePath`. */
  directives?: string;
  /** What the value must be, in an editor's words. */
  expected: string;
  /** Paragraph-long text: the content editor gives it a multi-line box. */
  multiline?: boolean;
}

/** A field in the words of the person who edits it: every field has a label. */
export interface FieldWords {
  /** As the editor's form names it, and the refusals after it: "Phone", "Postal address". */
  label: string;
  /** A sentence under the field. A field with a format has the validator's words without one. */
  hint?: string;
  /** Only a developer should change it: the form keeps it in the folded group "Advanced". */
  advanced?: true;
}

/** What a list of groups adds to its words: how it names one entry, and folds each. */
interface ListWords extends FieldWords {
  singular?: string;
  /** A Decap summary template over an entry's fields: `{{fields.number}}. {{fields.title}}`. */
  summary?: string;
}

/** A text that names an entry of another list, chosen in the editor by what a person reads. */
export interface Reference {
  /** The list file, and the field of its entries the editor shows (`title.en`). */
  file: string;
  by: string;
  /** What a value that names no entry breaks, in the editor's words: "its link would lead nowhere". */
  breaks: string;
}

/** What a field holds, as the forms, the GraphQL types and the messages need to know it. */
export type FieldShape =
  /** A text; `pattern`: the regular expression it must match; `url`: it is a web address. */
  | { kind: 'text'; pattern?: RegExp; url?: boolean; references?: Reference }
  | { kind: 'number' }
  /** A day, written year-month-day. */
  | { kind: 'date' }
  /** One of a fixed list of values. */
  | { kind: 'choice'; options: string[] }
  /** The path of a picture, relative to the YAML file, in its folder below data/ (`images/about`). */
  | { kind: 'image'; folder: string }
  /** A text, or a list of texts (`list`, each as `item` says), with a value per language. */
  | { kind: 'localized'; list: boolean; item?: FieldMeta }
  /** A list of plain values of one kind (texts, country codes); `countries`: chosen by name. */
  | { kind: 'list'; item: FieldDescription; countries?: boolean }
  /** A group of fields, or a list of such groups (`list`). */
  | { kind: 'group'; list: boolean; fields: FieldDescription[] }
  /** Empty, or what `value` describes (an address not set yet). */
  | { kind: 'emptyOr'; value: FieldDescription };

/**
 * One declared field: built by the functions below, never by hand. `Value` is what the
 * files hold (its schema's type), `InLanguage` what a page reads of it in one language (a
 * text per language is one text): the model's own types, which ./model-types.ts gathers
 * per file.
 */
export interface Field<Value = unknown, InLanguage = Value> {
  schema: z.ZodType<Value>;
  /** False for a field the files may leave out. */
  required: boolean;
  meta: FieldMeta;
  shape: FieldShape;
  words: ListWords;
  /** A type only, never set: the field's value in one language. */
  readonly inLanguage?: () => InLanguage;
}

/** A field with its name in its group: what the model's readers walk. */
export interface FieldDescription extends Field {
  name: string;
}

/** A group's fields, by name, in the order the form shows them. */
export type Fields = Record<string, Field<unknown, unknown>>;

/** What a group of fields holds in the files. */
export type GroupValue<F extends Fields> = {
  [Name in keyof F]: F[Name] extends Field<infer Value, unknown> ? Value : never;
};

/** What a group of fields holds in one language. */
export type GroupInLanguage<F extends Fields> = {
  readonly [Name in keyof F]: F[Name] extends Field<unknown, infer Text> ? Text : never;
};

/** A text in every language of the site, as the files hold it: `{ en: …, nl: … }`. */
export type LocalizedText = { readonly [L in Language]?: string };

/** Every field of a group, in order, with its name. */
export const describeFields = (fields: Fields): FieldDescription[] =>
  Object.entries(fields).map(([name, field]) => ({ ...field, name }));

/**
 * The zod schema of a group of fields: no field it does not declare. Made from the fields
 * at run time, so zod cannot tell its type: it is the group's value, by construction.
 */
export const groupSchema = <F extends Fields>(fields: F) =>
  z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.schema])),
  ) as unknown as z.ZodType<GroupValue<F>>;

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

function field<Value, InLanguage = Value>(
  schema: z.ZodType<Value>,
  meta: FieldMeta,
  shape: FieldShape,
  words: ListWords,
  { ruleAsHint = false } = {},
): Field<Value, InLanguage> {
  // A field with a format shows the validator's own words as its hint, unless it has its own.
  const hint = words.hint ?? (ruleAsHint ? sentence(meta.expected) : undefined);
  return { schema, required: true, meta, shape, words: { ...words, ...(hint ? { hint } : {}) } };
}

/** A field the files may leave out. */
export const optional = <Value, InLanguage>(
  declared: Field<Value, InLanguage>,
): Field<Value | undefined, InLanguage | undefined> => ({
  ...declared,
  schema: declared.schema.optional(),
  required: false,
  inLanguage: undefined,
});

/** For texts: `multiline` when the text runs to a paragraph. */
interface TextOptions {
  multiline?: boolean;
}

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A text that must match `pattern`, said in the editor's words as `expected`. */
const formatted = (words: FieldWords, pattern: RegExp, expected: string) =>
  field(
    z.string().regex(pattern),
    { graphql: 'String', expected },
    { kind: 'text', pattern },
    words,
    { ruleAsHint: true },
  );

const textSchema = () => z.string().trim().min(1);

export const text = (words: FieldWords) =>
  field(textSchema(), { graphql: 'String', expected: 'a text' }, { kind: 'text' }, words);

export const texts = (words: FieldWords, { multiline }: TextOptions = {}) => {
  // Each item of the list is named as the list is; the list's hint is said once, above it.
  const item = text({ label: words.label });
  return field(
    z.array(item.schema).min(1),
    { graphql: '[String!]', expected: 'a list of texts', multiline },
    { kind: 'list', item: { ...item, name: 'item' } },
    words,
  );
};

/** "English and Dutch", "English, Dutch and German": every language of the site. */
const languageNames = (() => {
  const names = languages.map(englishName);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
})();

/** Made from the list of languages at run time: its type is a LocalizedText, by construction. */
const localizedSchema = () =>
  z.strictObject(
    Object.fromEntries(
      languages.map((language) => [
        language,
        language === defaultLanguage ? textSchema() : z.string().optional(),
      ]),
    ),
  ) as unknown as z.ZodType<LocalizedText>;

const localizedMeta = (multiline?: boolean): FieldMeta => ({
  graphql: 'String',
  directives: '@localized',
  expected: `a text in ${languageNames}, written as  ${languages.map((language) => `${language}: …`).join('  and  ')}`,
  multiline,
});

/**
 * A visible text, one value per language of src/core/languages.ts: the default language's
 * required, every other expected, but the default one stands in where it is missing.
 */
export const localizedText = (words: FieldWords, { multiline }: TextOptions = {}) =>
  field<LocalizedText, string>(
    localizedSchema(),
    localizedMeta(multiline),
    { kind: 'localized', list: false },
    words,
  );

export const localizedTexts = (words: FieldWords, { multiline }: TextOptions = {}) =>
  field<LocalizedText[], readonly string[]>(
    z.array(localizedSchema()).min(1),
    {
      graphql: '[String!]',
      directives: '@localized',
      expected: `a list of texts, each in ${languageNames} ({ ${languages.map((language) => `${language}: "…"`).join(', ')} })`,
      multiline,
    },
    { kind: 'localized', list: true, item: localizedMeta(multiline) },
    words,
  );

export const slug = (words: FieldWords) =>
  formatted(words, SLUG_PATTERN, 'lowercase words joined by hyphens, such as "cold-storage"');

/** A slug that names an entry of another list: the editor offers that list's entries. */
export const reference = (words: FieldWords, references: Reference): Field<string> => {
  const declared = slug(words);
  return { ...declared, shape: { kind: 'text', pattern: SLUG_PATTERN, references } };
};

/** A day, written year-month-day (`2026-01-01`), as GraphQL gives it back too. */
export const date = (words: FieldWords) =>
  field(
    // The build's YAML reader (js-yaml) reads an unquoted 2026-01-01 as a date; the site shows
    // it year-month-day, as written (../content/yaml.ts refuses one it would read otherwise).
    z.preprocess(
      (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
      z.iso.date(),
    ),
    {
      graphql: 'Date',
      directives: '@dateformat(formatString: "YYYY-MM-DD")',
      expected: 'a date written year-month-day, such as 2026-01-01',
    },
    { kind: 'date' },
    words,
    { ruleAsHint: true },
  );

export const wholeNumber = (words: FieldWords) =>
  field(
    z.number().int().nonnegative(),
    { graphql: 'Int', expected: 'a whole number, such as 20' },
    { kind: 'number' },
    words,
  );

/**
 * A picture in its folder below data/ (`images/services`), written from the YAML file as
 * `./images/services/cold-storage.jpg`. The folder is one of the content's (./content-files.ts).
 */
export const image = (words: FieldWords, { folder }: { folder: string }) =>
  field(
    textSchema(),
    {
      graphql: 'File',
      directives: '@fileByRelativePath',
      expected: `the path of a picture in data/${folder}/, such as ./${folder}/photo.jpg`,
    },
    { kind: 'image', folder },
    words,
  );

export const oneOf = (words: FieldWords, values: readonly [string, ...string[]]) =>
  field(
    z.enum(values),
    { graphql: 'String', expected: `one of ${values.join(', ')}` },
    { kind: 'choice', options: [...values] },
    words,
  );

// zod's own address check, whose pattern is written out for the editor's form.
const EMAIL_PATTERN = z.regexes.email;

export const email = (words: FieldWords) =>
  field(
    z.email(),
    { graphql: 'String', expected: 'an e-mail address, such as info@example.com' },
    { kind: 'text', pattern: EMAIL_PATTERN },
    words,
    { ruleAsHint: true },
  );

export const internationalPhone = (words: FieldWords) =>
  formatted(
    words,
    /^\+[1-9]\d{0,2}( ?\d){6,12}$/,
    'a phone number in international form, such as +31 20 123 4567',
  );

const httpsUrlSchema = () => z.url({ protocol: /^https$/ });

export const httpsUrl = (words: FieldWords) =>
  field(
    httpsUrlSchema(),
    { graphql: 'String', expected: 'a web address starting with https://' },
    { kind: 'text', url: true },
    words,
    { ruleAsHint: true },
  );

/** An https address, or empty for "not set yet". */
export const optionalHttpsUrl = (words: FieldWords) => {
  const meta = { graphql: 'String', expected: 'a web address starting with https://, or empty' };
  const value: FieldDescription = {
    ...httpsUrl(words),
    meta,
    name: 'value',
  };
  return field(
    z.union([z.literal(''), httpsUrlSchema()]),
    meta,
    { kind: 'emptyOr', value },
    words,
    { ruleAsHint: true },
  );
};

export const sitePath = (words: FieldWords) =>
  formatted(words, /^\/[^\s]*$/, 'a path on this site, starting with /');

export const registrationNumber = (words: FieldWords) =>
  formatted(words, /^\d{8}$/, 'eight digits, such as 81234567');

/** A list of groups of fields, declared in GraphQL as its own type `typeName`. */
export const groups = <F extends Fields>(
  typeName: string,
  words: ListWords,
  fields: F,
  expected: string,
) =>
  field<GroupValue<F>[], ReadonlyArray<GroupInLanguage<F>>>(
    z.array(groupSchema(fields)),
    { graphql: `[${typeName}!]`, expected },
    { kind: 'group', list: true, fields: describeFields(fields) },
    words,
  );

/** One group of fields, declared in GraphQL as its own type `typeName`. */
export const group = <F extends Fields>(
  typeName: string,
  words: FieldWords,
  fields: F,
  expected: string,
) =>
  field<GroupValue<F>, GroupInLanguage<F>>(
    groupSchema(fields),
    { graphql: typeName, expected },
    { kind: 'group', list: false, fields: describeFields(fields) },
    words,
  );

const COUNTRY_CODE = /^[A-Z]{2}$/;

export const countryCode = (words: FieldWords) =>
  formatted(words, COUNTRY_CODE, 'a two-letter country code in capitals, such as NL');

/** Country codes, which the editor offers by the countries' names. */
export const countryCodes = (words: FieldWords) => {
  const item = countryCode({ label: words.label });
  return field(
    z.array(item.schema).min(1),
    {
      graphql: '[String!]',
      expected: 'a list of two-letter country codes, such as [NL, BE, DE]',
    },
    { kind: 'list', item: { ...item, name: 'item' }, countries: true },
    words,
  );
};

export const iataCode = (words: FieldWords) =>
  formatted(words, /^[A-Z]{3}$/, 'a three-letter airport code in capitals, such as AMS');
