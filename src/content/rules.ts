// A content file's own rules: what its fields cannot say one by one (the versions of the
// conditions in order and kept once in force, a stat's one figure). Each is declared with its
// file's model (./schemas.ts: `rules`), written beside it (./terms-rules.ts, ./stats-rules.ts),
// and run by the check (./check.ts) once the file matches its model, which names the place of
// each finding and says it in every language of the editor.
import type { EditorLanguage } from '../core/editor-language';

/** An entry of a content file as the model reads it (a day as year-month-day). */
export type Entry = Record<string, unknown>;

/** What a file's rule is given. */
export interface RuleInput {
  /** The file's entries (a single file: its one entry). */
  entries: Entry[];
  /** The day the check is for, year-month-day: today in Amsterdam. */
  today: string;
  /** The file's entries as stored before the change checked, where the check knows them (the editor's save). */
  stored?: Entry[];
}

/** A rule's finding: where (an entry by its index, or the whole file), and what, in each language. */
export interface RuleFinding {
  index?: number;
  field: PropertyKey[];
  /** What is wrong, after the place the check names: `field "number" must be 2, …`. */
  says: Record<EditorLanguage, (words: RuleWords) => string>;
}

export type FileRule = (input: RuleInput) => RuleFinding[];

/** The check's words a rule says its findings in, in one language of the editor (./check-words.ts). */
export interface RuleWords {
  /** `2nd`, `2e`. */
  ordinal(n: number): string;
  /** A day of the conditions: `1 March 2026`, `1 maart 2026`. */
  date(day: string): string;
  /** A word of the model: the editor's words. */
  expected(english: string): string;
}
