// Texts of one value for every language: plain, of a format (a slug, a phone number, a code),
// an e-mail or web address, or a slug naming another list's entry. In the editor a one-line
// box whose pattern is the format, with the validator's own words when it does not match.
import * as z from 'zod';
import type { Said } from '../../core/editor-language';
import {
  type Field,
  type FieldShape,
  type FieldWords,
  type Reference,
  type Widget,
  type WidgetContext,
  field,
  textBox,
  textSchema,
} from './field';

/**
 * A pattern for the editor's box, with the validator's words for what the value must be
 * (`expected`); Decap ends the message with its own full stop.
 */
function patternOf(
  shape: FieldShape,
  expected: string,
  { language, word }: WidgetContext,
): Pick<Widget, 'pattern'> {
  const message = (
    { en: `Expected ${word(expected)}`, nl: `Verwacht: ${word(expected)}` } satisfies Said
  )[language];
  if (shape.kind !== 'text') return {};
  if (shape.pattern) return { pattern: [shape.pattern.source, message] };
  // URLs have no pattern in zod (it parses them); the editor checks the scheme at least.
  if (shape.url) return { pattern: ['^https://\\S+$', message] };
  return {};
}

/** A text's widget: its box, and its pattern where it has a format. */
const textWidget: Field['widget'] = (context, { meta, shape }) => ({
  widget: textBox(meta),
  ...patternOf(shape, meta.expected, context),
});

export const text = (words: FieldWords) =>
  field({
    schema: textSchema(),
    meta: { graphql: 'String', expected: 'a text' },
    shape: { kind: 'text' },
    words,
    widget: textWidget,
  });

/** A text that must match `pattern`, said in the editor's words as `expected`. */
const formatted = (words: FieldWords, pattern: RegExp, expected: string) =>
  field({
    schema: z.string().regex(pattern),
    meta: { graphql: 'String', expected },
    shape: { kind: 'text', pattern },
    words,
    widget: textWidget,
    ruleAsHint: true,
  });

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const slug = (words: FieldWords) =>
  formatted(words, SLUG_PATTERN, 'lowercase words joined by hyphens, such as "cold-storage"');

/**
 * A slug that names an entry of another list: the editor offers that list's entries by what
 * a person reads, and the check refuses one that names none (what it `breaks`).
 */
export const reference = (words: FieldWords, references: Reference): Field<string> => ({
  ...slug(words),
  shape: { kind: 'text', pattern: SLUG_PATTERN, references } satisfies FieldShape,
  widget: (context) => context.relation(references),
});

// zod's own address check, whose pattern is written out for the editor's form.
const EMAIL_PATTERN = z.regexes.email;

export const email = (words: FieldWords) =>
  field({
    schema: z.email(),
    meta: { graphql: 'String', expected: 'an e-mail address, such as info@example.com' },
    shape: { kind: 'text', pattern: EMAIL_PATTERN },
    words,
    widget: textWidget,
    ruleAsHint: true,
  });

export const internationalPhone = (words: FieldWords) =>
  formatted(
    words,
    /^\+[1-9]\d{0,2}( ?\d){6,12}$/,
    'a phone number in international form, such as +31 20 123 4567',
  );

const httpsUrlSchema = () => z.url({ protocol: /^https$/ });

export const httpsUrl = (words: FieldWords) =>
  field({
    schema: httpsUrlSchema(),
    meta: { graphql: 'String', expected: 'a web address starting with https://' },
    shape: { kind: 'text', url: true },
    words,
    widget: textWidget,
    ruleAsHint: true,
  });

/** An https address, or empty for "not set yet": the editor's box may be left empty. */
export const optionalHttpsUrl = (words: FieldWords) => {
  const meta = { graphql: 'String', expected: 'a web address starting with https://, or empty' };
  const value = { ...httpsUrl(words), meta, name: 'value' };
  return field({
    schema: z.union([z.literal(''), httpsUrlSchema()]),
    meta,
    shape: { kind: 'emptyOr', value },
    words,
    widget: (context) => ({
      widget: 'string',
      required: false,
      ...patternOf(value.shape, meta.expected, context),
    }),
    ruleAsHint: true,
  });
};

export const sitePath = (words: FieldWords) =>
  formatted(words, /^\/[^\s]*$/, 'a path on this site, starting with /');

export const registrationNumber = (words: FieldWords) =>
  formatted(words, /^\d{8}$/, 'eight digits, such as 81234567');

const COUNTRY_CODE = /^[A-Z]{2}$/;

export const countryCode = (words: FieldWords) =>
  formatted(words, COUNTRY_CODE, 'a two-letter country code in capitals, such as NL');

export const iataCode = (words: FieldWords) =>
  formatted(words, /^[A-Z]{3}$/, 'a three-letter airport code in capitals, such as AMS');
