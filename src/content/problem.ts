// What the content check reports: each problem in the validator's words, with its place.
import type { EditorLanguage, Said } from '../core/editor-language';

/**
 * A place in the form's words: English, each word of which the editor says in its language
 * (`modelWord`); `wordsIn` where a word is the content's own, a list entry's summary, which the
 * form's list names in the editor's language (./summary-template.ts).
 */
export interface PlaceWords {
  words: string[];
  wordsIn?: Partial<Record<EditorLanguage, string[]>>;
}

/**
 * Where a problem is, for the editor to lead a person to it: the file, the list entry (by
 * its index), the path to the field below it, and the same in the form's words (the
 * collection, the entry's summary, the field's labels: ./schemas.ts, by way of ./words.ts).
 */
export interface Place extends PlaceWords {
  file: string;
  entry?: number;
  field: PropertyKey[];
}

/**
 * One finding of the check, in the validator's words, and where it is when that is known:
 * `message` in English (a terminal's, a log's); `said` in every language of the editor where
 * an editor can meet it (a developer's finding, such as a file of the site misnamed, has none).
 */
export interface Problem {
  message: string;
  said?: Said;
  place?: Place;
}

export interface ValidationReport {
  errors: Problem[];
  warnings: Problem[];
}

/** The messages alone, as a terminal or a log prints them. */
export const messages = (problems: Problem[]) => problems.map(({ message }) => message);
