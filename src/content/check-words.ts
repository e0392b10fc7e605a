// The content check's words: how its findings name a place (`data/services.yaml, service
// "customs"`), a field, a value, a day, in each language of the editor, and a finding as a
// Problem with its place in the editor's form. The check (./check.ts) and the files' own rules
// (./rules.ts) say what they find in these words.
import { type Language, languageName } from '../core/languages';
import { type EditorLanguage, type Said, editorLanguages } from '../core/editor-language';
import { describeField, describeFound } from './describe';
import type { Problem } from './problem';
import type { ContentFile } from './schemas';
import { dataPlace } from './places';
import { modelWord } from './words';
import { formatLegalDate } from './terms';
import type { Entry, RuleWords } from './rules';

export const relative = (spec: ContentFile) => `data/${spec.file}`;

/** The check's words for places and values in one language of the editor. */
export interface Words extends RuleWords {
  /** `service "customs"`, `the 2nd service from the top`. */
  entry(spec: ContentFile, entry: unknown, index: number): string;
  /** `field "features", item 2`. */
  field(path: ReadonlyArray<PropertyKey>): string;
  /** `a single text ("…")`. */
  found(value: unknown): string;
  /** A site language's name: `Dutch`, `Nederlands`. */
  name(language: Language): string;
}

/** The identifying value of a list entry, as the check names it, if it has one. */
function idOf(spec: ContentFile, entry: unknown): string | number | undefined {
  const id =
    spec.idField && entry && typeof entry === 'object' ? (entry as Entry)[spec.idField] : undefined;
  if (typeof id === 'number') return id;
  // A day, as the build's YAML reader gives an unquoted one.
  if (id instanceof Date && !Number.isNaN(id.getTime())) return id.toISOString().slice(0, 10);
  if (typeof id === 'string' && id.trim()) return id;
  return undefined;
}

const wordsIn = (language: EditorLanguage, own: Pick<Words, 'ordinal' | 'entry'>): Words => ({
  ...own,
  expected: (english) => modelWord(english, language),
  field: (path) => describeField(path, language),
  found: (value) => describeFound(value, language),
  name: (site) => languageName(site, language),
  date: (day) => formatLegalDate(day, language),
});

const english: Words = wordsIn('en', {
  ordinal: (n) =>
    `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`,
  entry(spec, entry, index) {
    const id = idOf(spec, entry);
    if (typeof id === 'number') return `${spec.entryName} numbered ${id}`;
    if (id !== undefined) return `${spec.entryName} "${id}"`;
    return `the ${english.ordinal(index + 1)} ${spec.entryName} from the top`;
  },
});

const dutch: Words = wordsIn('nl', {
  ordinal: (n) => `${n}e`,
  entry(spec, entry, index) {
    const id = idOf(spec, entry);
    const name = modelWord(spec.entryName, 'nl');
    if (typeof id === 'number') return `${name} met nummer ${id}`;
    if (id !== undefined) return `${name} "${id}"`;
    return `de ${dutch.ordinal(index + 1)} ${name} van boven`;
  },
});

const checkWords: Record<EditorLanguage, Words> = { en: english, nl: dutch };

/** What a finding says, in each language of the editor, made with that language's words. */
export type Says = Record<EditorLanguage, (words: Words) => string>;

/** A finding in every language of the editor, each made with that language's words. */
const said = (make: Says): Said =>
  Object.fromEntries(
    editorLanguages.map((language) => [language, make[language](checkWords[language])]),
  ) as Said;

/** `data/services.yaml, service "customs"` (or just the file, for single-entry files). */
function where(spec: ContentFile, entries: unknown, index?: number, words = english): string {
  if (spec.shape === 'single' || index === undefined) return relative(spec);
  return `${relative(spec)}, ${words.entry(spec, (entries as unknown[])[index], index)}`;
}

/** A finding as a Problem: English its message, and in every language where one is made. */
export const finding = (message: string | Said): Pick<Problem, 'message' | 'said'> =>
  typeof message === 'string' ? { message } : { message: message.en, said: message };

/** A problem in a data file: the entry `index` of a list (or the file), the field at `field`. */
const at = (
  spec: ContentFile,
  entries: unknown,
  index: number | undefined,
  field: PropertyKey[],
  message: string | Said,
): Problem => ({ ...finding(message), place: dataPlace(spec, entries, index, field) });

/** A problem with the whole file (missing, not YAML): its form is the place. */
export const inFile = (spec: ContentFile, message: string) =>
  at(spec, undefined, undefined, [], message);

/**
 * A problem at the entry `index` (or the file) and its field, said after its place in every
 * language: `data/services.yaml, service "customs": field "title" must be …`.
 */
export const problemAt = (
  spec: ContentFile,
  entries: unknown,
  index: number | undefined,
  field: PropertyKey[],
  says: Says,
): Problem =>
  at(
    spec,
    entries,
    index,
    field,
    said(
      Object.fromEntries(
        editorLanguages.map((language) => [
          language,
          (w: Words) => `${where(spec, entries, index, w)}: ${says[language](w)}`,
        ]),
      ) as Says,
    ),
  );
