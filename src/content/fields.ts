import { z } from 'zod';
import { defaultLanguage, englishName, languages } from '../core/languages';

/**
 * The kinds of value a content file holds. Each carries, as metadata, how GraphQL declares
 * it and what an editor is told when a value is wrong, so the validator, the GraphQL types
 * and (through typegen) the components all follow from the one content model in schemas.ts.
 */
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

/** For texts: `multiline` when the text runs to a paragraph. */
interface TextOptions {
  multiline?: boolean;
}

function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  return schema.meta({ ...meta });
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const text = () =>
  field(z.string().trim().min(1), { graphql: 'String', expected: 'a text' });

export const texts = ({ multiline }: TextOptions = {}) =>
  field(z.array(text()).min(1), { graphql: '[String!]', expected: 'a list of texts', multiline });

/** "English and Dutch", "English, Dutch and German": every language of the site. */
const languageNames = (() => {
  const names = languages.map(englishName);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
})();

/**
 * A visible text, one value per language of src/core/languages.ts: the default language's
 * required, every other expected, but the default one stands in where it is missing.
 */
export const localizedText = ({ multiline }: TextOptions = {}) =>
  field(
    z.strictObject(
      Object.fromEntries(
        languages.map((language) => [
          language,
          language === defaultLanguage ? text() : z.string().optional(),
        ]),
      ),
    ),
    {
      graphql: 'String',
      directives: '@localized',
      expected: `a text in ${languageNames}, written as  ${languages.map((language) => `${language}: …`).join('  and  ')}`,
      multiline,
    },
  );

export const localizedTexts = ({ multiline }: TextOptions = {}) =>
  field(z.array(localizedText({ multiline })).min(1), {
    graphql: '[String!]',
    directives: '@localized',
    expected: `a list of texts, each in ${languageNames} ({ ${languages.map((language) => `${language}: "…"`).join(', ')} })`,
    multiline,
  });

export const slug = () =>
  field(z.string().regex(SLUG_PATTERN), {
    graphql: 'String',
    expected: 'lowercase words joined by hyphens, such as "cold-storage"',
  });

/** A day, written year-month-day (`2026-01-01`), as GraphQL gives it back too. */
export const date = () =>
  field(z.iso.date(), {
    graphql: 'Date',
    directives: '@dateformat(formatString: "YYYY-MM-DD")',
    expected: 'a date written year-month-day, such as 2026-01-01',
  });

export const wholeNumber = () =>
  field(z.number().int().nonnegative(), { graphql: 'Int', expected: 'a whole number, such as 20' });

/** A file next to the YAML, such as `./images/services/cold-storage.jpg`. */
export const image = () =>
  field(z.string().trim().min(1), {
    graphql: 'File',
    directives: '@fileByRelativePath',
    expected: 'the path of an image file, such as ./images/photo.jpg',
  });

export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  field(z.enum(values), { graphql: 'String', expected: `one of ${values.join(', ')}` });

export const email = () =>
  field(z.email(), { graphql: 'String', expected: 'an e-mail address, such as info@example.com' });

export const internationalPhone = () =>
  field(z.string().regex(/^\+[1-9]\d{0,2}( ?\d){6,12}$/), {
    graphql: 'String',
    expected: 'a phone number in international form, such as +31 20 123 4567',
  });

export const httpsUrl = () =>
  field(z.url({ protocol: /^https$/ }), {
    graphql: 'String',
    expected: 'a web address starting with https://',
  });

/** An https address, or empty for "not set yet". */
export const optionalHttpsUrl = () =>
  field(z.union([z.literal(''), z.url({ protocol: /^https$/ })]), {
    graphql: 'String',
    expected: 'a web address starting with https://, or empty',
  });

export const sitePath = () =>
  field(z.string().regex(/^\/[^\s]*$/), {
    graphql: 'String',
    expected: 'a path on this site, starting with /',
  });

export const registrationNumber = () =>
  field(z.string().regex(/^\d{8}$/), {
    graphql: 'String',
    expected: 'eight digits, such as 81234567',
  });

/** A list of groups of fields, declared in GraphQL as its own type `typeName`. */
export const groups = <T extends z.ZodRawShape>(typeName: string, shape: T, expected: string) =>
  field(z.array(z.strictObject(shape)), { graphql: `[${typeName}!]`, expected });

/** One group of fields, declared in GraphQL as its own type `typeName`. */
export const group = <T extends z.ZodRawShape>(typeName: string, shape: T, expected: string) =>
  field(z.strictObject(shape), { graphql: typeName, expected });

export const countryCode = () =>
  field(z.string().regex(/^[A-Z]{2}$/), {
    graphql: 'String',
    expected: 'a two-letter country code in capitals, such as NL',
  });

export const countryCodes = () =>
  field(z.array(countryCode()).min(1), {
    graphql: '[String!]',
    expected: 'a list of two-letter country codes, such as [NL, BE, DE]',
  });

export function fieldMeta(schema: z.core.$ZodType): FieldMeta | undefined {
  return z.globalRegistry.get(schema) as FieldMeta | undefined;
}

export const iataCode = () =>
  field(z.string().regex(/^[A-Z]{3}$/), {
    graphql: 'String',
    expected: 'a three-letter airport code in capitals, such as AMS',
  });
