import type * as z from 'zod';
import { isLanguage, languageName, languages } from '../core/languages';
import type { EditorLanguage, Said } from '../core/editor-language';
import type { FieldDescription, FieldMeta } from './fields';

/** A value as an editor would name it: "a single text", "the number 12", "nothing". */
export function describeFound(value: unknown, language: EditorLanguage = 'en'): string {
  const said = (words: Said) => words[language];
  if (value === undefined)
    return said({ en: 'nothing (the field is missing)', nl: 'niets (het veld ontbreekt)' });
  if (value === null) return said({ en: 'an empty value', nl: 'een lege waarde' });
  if (typeof value === 'string')
    return value.trim() === ''
      ? said({ en: 'an empty text', nl: 'een lege tekst' })
      : said({
          en: `a single text ("${shorten(value)}")`,
          nl: `één tekst ("${shorten(value)}")`,
        });
  if (typeof value === 'number')
    return said({ en: `the number ${value}`, nl: `het getal ${value}` });
  if (typeof value === 'boolean')
    return said({ en: `the value ${value}`, nl: `de waarde ${value}` });
  if (Array.isArray(value))
    return value.length === 0
      ? said({ en: 'an empty list', nl: 'een lege lijst' })
      : said({ en: `a list of ${value.length}`, nl: `een lijst van ${value.length}` });
  if (value instanceof Date) {
    const day = value.toISOString().slice(0, 10);
    return said({ en: `the date ${day}`, nl: `de datum ${day}` });
  }
  const names = Object.keys(value).join(', ');
  return said({ en: `a group of fields (${names})`, nl: `een groep velden (${names})` });
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/** Where a path below an entry leads: a field, a group's fields, or one language's text. */
type Place =
  | { kind: 'fields'; fields: FieldDescription[] }
  | { kind: 'field'; field: FieldDescription }
  | { kind: 'localizedItem'; meta?: FieldMeta }
  | { kind: 'languageText' };

const fieldNamed = (fields: FieldDescription[], key: PropertyKey): Place | undefined => {
  const field = fields.find(({ name }) => name === key);
  return field && { kind: 'field', field };
};

/** One step down a path: an item's number, a field's or a language's name. */
function step(place: Place, key: PropertyKey): Place | undefined {
  if (place.kind === 'fields') return fieldNamed(place.fields, key);
  if (place.kind === 'localizedItem') return { kind: 'languageText' };
  if (place.kind === 'languageText') return undefined;
  const { shape } = place.field;
  if (typeof key === 'number') {
    if (shape.kind === 'group' && shape.list) return { kind: 'fields', fields: shape.fields };
    if (shape.kind === 'list') return { kind: 'field', field: shape.item };
    if (shape.kind === 'localized' && shape.list)
      return { kind: 'localizedItem', meta: shape.item };
    return undefined;
  }
  if (shape.kind === 'group' && !shape.list) return fieldNamed(shape.fields, key);
  if (shape.kind === 'localized' && !shape.list) return { kind: 'languageText' };
  return undefined;
}

function placeAt(fields: FieldDescription[], path: ReadonlyArray<PropertyKey>): Place | undefined {
  let place: Place | undefined = { kind: 'fields', fields };
  for (const key of path) place = place && step(place, key);
  return place;
}

/** The names a group at `path` may hold: its fields, or the languages of a localized text. */
export function namesAt(fields: FieldDescription[], path: ReadonlyArray<PropertyKey>): string[] {
  const place = placeAt(fields, path);
  if (place?.kind === 'fields') return place.fields.map(({ name }) => name);
  if (place?.kind === 'localizedItem') return [...languages];
  if (place?.kind === 'field') {
    const { shape } = place.field;
    if (shape.kind === 'group' && !shape.list) return shape.fields.map(({ name }) => name);
    if (shape.kind === 'localized' && !shape.list) return [...languages];
  }
  return [];
}

/**
 * What the value at `path` must be, from its declaration, or a fallback drawn from the issue
 * (in English: ./words.ts gives the model's words in the editor's other languages).
 */
export function expectedAt(
  fields: FieldDescription[],
  path: ReadonlyArray<PropertyKey>,
  issue: z.core.$ZodIssue,
): string {
  const place = placeAt(fields, path);
  if (place?.kind === 'field') return place.field.meta.expected;
  if (place?.kind === 'localizedItem' && place.meta) return place.meta.expected;
  if (place?.kind === 'languageText') return 'a text';
  if (issue.code === 'invalid_type')
    return issue.expected === 'string' ? 'a text' : `a ${issue.expected}`;
  return 'a valid value';
}

/** "field "features", item 2" for the path below an entry ("veld "features", item 2"). */
export function describeField(
  path: ReadonlyArray<PropertyKey>,
  language: EditorLanguage = 'en',
): string {
  const parts: string[] = [];
  for (const key of path) {
    if (typeof key === 'number') parts.push(`item ${key + 1}`);
    else if (isLanguage(key))
      parts.push(
        (
          {
            en: `${languageName(key, 'en')} text`,
            nl: `tekst in het ${languageName(key, 'nl')}`,
          } satisfies Said
        )[language],
      );
    else
      parts.push(
        ({ en: `field "${String(key)}"`, nl: `veld "${String(key)}"` } satisfies Said)[language],
      );
  }
  return parts.join(', ');
}

/** The closest of `candidates` to a misspelt name, if one is close enough to suggest. */
export function closest(name: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(name.length / 3))
    ? best.candidate
    : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
