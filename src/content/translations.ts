// Which translations are out of date: a text of the site has an English value and one in each
// other language, and a translation is up to date while the English it was written (or
// confirmed) for is the English of today. What the server knows of it is kept per language in
// a file of the model's own, translations/<language>.json, which the site's build never reads
// and which is reviewed like any change (it is in the commit that changed the text):
//   - `confirmed`: a fingerprint of each pair (English, translation) a person wrote or
//     confirmed, for the texts the site has now;
//   - `outOfDate`: each translation whose English changed after it, with the English it was
//     written for and since when, so that the editor can show before and after.
// The pairs are known by their words, not by where they are, so a list entry moved keeps its
// status. A publish keeps the file up to date (`afterPublish`); a translator's "still right"
// confirms a pair (`confirm`). Browser and server alike: nothing here reads a file.
import { type Language, defaultLanguage, languages } from '../core/languages';
import type { Place } from './problem';

/** The file of a language's translation status. */
export const translationsFile = (language: Language) => `translations/${language}.json`;

/** The languages translated from the default one. */
export const translatedLanguages = languages.filter((language) => language !== defaultLanguage);

export interface OutOfDate {
  /** The English now. */
  english: string;
  /** The English the translation was written for. */
  was: string;
  /** The translation, unchanged since. */
  translation: string;
  /** When the English changed (ISO 8601). */
  since: string;
}

export interface TranslationRecord {
  confirmed: string[];
  outOfDate: OutOfDate[];
}

/** A text of the site in the default language and one other: where it is, and its two values. */
export interface TextPair {
  /** The file and the field, as the content check places a value (src/content/places.ts). */
  file: string;
  field: PropertyKey[];
  english: string;
  /** Undefined or empty: not translated. */
  translation?: string;
  /** Where a person finds it in the editor, in the form's words (the check's places). */
  place?: Place;
}

export type TranslationState = 'missing' | 'outOfDate' | 'upToDate';

/** A short fingerprint of a pair: two FNV-1a hashes of its words, 16 hex digits. */
export function pairFingerprint(english: string, translation: string): string {
  const words = `${english}\u0000${translation}`;
  let [a, b] = [0x811c9dc5, 0x01000193 ^ 0x5bd1e995];
  for (let i = 0; i < words.length; i++) {
    const code = words.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193) ^ (b >>> 13);
  }
  return [a, b].map((hash) => (hash >>> 0).toString(16).padStart(8, '0')).join('');
}

const sameSpot = (one: TextPair, other: TextPair) =>
  one.file === other.file &&
  one.field.length === other.field.length &&
  one.field.every((key, index) => String(key) === String(other.field[index]));

const translated = (pair: TextPair): pair is TextPair & { translation: string } =>
  typeof pair.translation === 'string' && pair.translation.trim() !== '';

const entryOf = (record: TranslationRecord, pair: TextPair) =>
  record.outOfDate.find(
    (entry) => entry.english === pair.english && entry.translation === pair.translation,
  );

/** A text's state: not translated, translated for another English, or up to date. */
export function stateOf(record: TranslationRecord, pair: TextPair): TranslationState {
  if (!translated(pair)) return 'missing';
  return record.confirmed.includes(pairFingerprint(pair.english, pair.translation))
    ? 'upToDate'
    : 'outOfDate';
}

/** What the editor shows of an out-of-date text: the English it was written for, and since when. */
export const outOfDateOf = (record: TranslationRecord, pair: TextPair) => entryOf(record, pair);

/** A record with nothing in it: every translated text is out of date, every other missing. */
export const emptyRecord = (): TranslationRecord => ({ confirmed: [], outOfDate: [] });

/** Every translated text confirmed as it is: the record a language starts with on a site. */
export const recordOfAll = (pairs: TextPair[]): TranslationRecord => ({
  confirmed: [
    ...new Set(pairs.filter(translated).map((p) => pairFingerprint(p.english, p.translation))),
  ].sort(),
  outOfDate: [],
});

/**
 * The record after a publish changed the site's texts from `before` to `after`, at `now`. A
 * pair known before keeps its state; otherwise, at the same place: a translation written (or
 * a new text with one) is confirmed, an English changed under an unchanged translation is out
 * of date. Only pairs the site still has are kept.
 */
export function afterPublish(
  record: TranslationRecord,
  before: TextPair[],
  after: TextPair[],
  now: Date,
): TranslationRecord {
  const confirmed = new Set<string>();
  const outOfDate: OutOfDate[] = [];
  for (const pair of after.filter(translated)) {
    const fingerprint = pairFingerprint(pair.english, pair.translation);
    if (record.confirmed.includes(fingerprint)) {
      confirmed.add(fingerprint);
      continue;
    }
    const known = entryOf(record, pair);
    if (known) {
      outOfDate.push(known);
      continue;
    }
    const was = before.find((old) => sameSpot(old, pair));
    if (
      was &&
      translated(was) &&
      was.translation === pair.translation &&
      was.english !== pair.english
    ) {
      // The English changed under this translation: out of date since now, or since it first was.
      const earlier = entryOf(record, was);
      outOfDate.push({
        english: pair.english,
        was: earlier?.was ?? was.english,
        translation: pair.translation,
        since: earlier?.since ?? now.toISOString(),
      });
    } else if (!was || !translated(was) || was.translation !== pair.translation) {
      // Written now, for the English of now.
      confirmed.add(fingerprint);
    }
    // Otherwise unchanged here and unknown to the record: it stays unconfirmed.
  }
  return {
    confirmed: [...confirmed].sort(),
    outOfDate: dedupe(outOfDate),
  };
}

const dedupe = (entries: OutOfDate[]) =>
  entries.filter(
    (entry, index) =>
      entries.findIndex(
        (other) => other.english === entry.english && other.translation === entry.translation,
      ) === index,
  );

/** A translator's "the translation is still right" for a pair: up to date until the English changes. */
export function confirm(record: TranslationRecord, pair: TextPair): TranslationRecord {
  if (!translated(pair)) return record;
  return {
    confirmed: [
      ...new Set([...record.confirmed, pairFingerprint(pair.english, pair.translation)]),
    ].sort(),
    outOfDate: record.outOfDate.filter(
      (entry) => !(entry.english === pair.english && entry.translation === pair.translation),
    ),
  };
}

/** A record's file text: sorted, two-space indented, ending in a newline (a reviewable diff). */
export const recordText = (record: TranslationRecord) => `${JSON.stringify(record, null, 2)}\n`;

/** A record read from its file's text; an unreadable or missing one is empty. */
export function readRecord(text: string | undefined): TranslationRecord {
  try {
    const value = JSON.parse(text ?? '') as Partial<TranslationRecord>;
    return {
      confirmed: Array.isArray(value.confirmed)
        ? value.confirmed.filter((x) => typeof x === 'string')
        : [],
      outOfDate: Array.isArray(value.outOfDate) ? value.outOfDate : [],
    };
  } catch {
    return emptyRecord();
  }
}

/**
 * The localized texts of a data file's values: every object whose keys are languages, with the
 * default language's text, paired with `language`'s.
 */
export function dataTextPairs(file: string, values: unknown, language: Language): TextPair[] {
  const pairs: TextPair[] = [];
  const walk = (value: unknown, field: PropertyKey[]) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, [...field, index]));
    if (value === null || typeof value !== 'object') return;
    const entries = Object.entries(value as Record<string, unknown>);
    const isText =
      entries.length > 0 &&
      entries.every(
        ([key, text]) =>
          (languages as readonly string[]).includes(key) &&
          (text === undefined || text === null || typeof text === 'string'),
      );
    const english = (value as Record<string, unknown>)[defaultLanguage];
    if (isText && typeof english === 'string' && english.trim() !== '') {
      const translation = (value as Record<string, unknown>)[language];
      pairs.push({ file, field, english, ...(typeof translation === 'string' && { translation }) });
      return;
    }
    for (const [key, item] of entries) walk(item, [...field, key]);
  };
  walk(values, []);
  return pairs;
}

/** The interface texts of a namespace: each key of the default language's file, with `language`'s. */
export function localeTextPairs(
  namespace: string,
  english: unknown,
  other: unknown,
  language: Language,
): TextPair[] {
  const pairs: TextPair[] = [];
  const walk = (value: unknown, translated: unknown, key: string[]) => {
    if (typeof value === 'string') {
      if (value.trim() === '') return;
      pairs.push({
        file: `locales/${language}/${namespace}.json`,
        field: [...key, language],
        english: value,
        ...(typeof translated === 'string' && { translation: translated }),
      });
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [name, item] of Object.entries(value as Record<string, unknown>))
      walk(item, (translated as Record<string, unknown> | undefined)?.[name], [...key, name]);
  };
  walk(english, other, []);
  return pairs;
}
