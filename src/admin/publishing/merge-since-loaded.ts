// Two editors, one file: the content API merges a save with what someone else saved since the
// form was loaded (src/content/merge/since-loaded.ts, run by functions/_lib/content-api/save.ts).
// The page sends each form's file with the text it was loaded from (../forms/loaded-from.ts),
// and reads back, per form, what happened: written as it was, merged with changes made
// meanwhile, or refused for a clash, with the file as it is now and a proposal (this person's
// changes on top of it). A form of interface texts is one file to the content API too (its
// languages joined: functions/_lib/content-api/texts-forms.ts).
import type { Problem } from '../../content/problem';
import type { DataFile } from '../decap/types';
import { baseOf } from '../forms/loaded-from';

export interface Meanwhile {
  /** The form's file, as written (merged with what changed meanwhile, where it did). */
  file: DataFile;
  /** The stored text, when someone changed it since the form was loaded. */
  changedMeanwhile?: string;
  /** What both changed, each with its place and in words. */
  clashes: Problem[];
  /** The stored file with this person's changes on top (theirs where both changed a value). */
  proposal?: string;
}

/** A form's file as the content API takes it: its text and the text it was loaded from. */
export interface SentFile extends DataFile {
  base?: string;
  slug?: string;
}

/** The files a save sends: each form's file, with the text it was loaded from where known. */
export const filesToSend = (forms: Array<DataFile & { slug?: string }>): SentFile[] =>
  forms.map((form) => {
    const base = baseOf(form.raw, form.path);
    return { ...form, ...(base !== undefined && { base }) };
  });

/** What the server says of each file of a save it refused for a clash. */
export interface FileOutcome {
  path: string;
  now: string;
  clashes: Problem[];
  proposal: string;
}

/** A save the server wrote: per form, its file as written and whether it was merged. */
export const savedForms = (
  forms: DataFile[],
  written: Record<string, string>,
  mergedMeanwhile: string[],
): Meanwhile[] =>
  forms.map((form) => {
    // Merged: the stored text it went over is no longer the form's (its value is said, not kept).
    if (!mergedMeanwhile.includes(form.path)) return { file: form, clashes: [] };
    const raw = written[form.path] ?? form.raw;
    return { file: { ...form, raw }, clashes: [], changedMeanwhile: raw };
  });

/** A save the server refused for a clash: per form, the file as it is now, the clashes, the proposal. */
export function clashedForms(forms: DataFile[], outcomes: FileOutcome[]): Meanwhile[] {
  const byPath = new Map(outcomes.map((outcome) => [outcome.path, outcome]));
  return forms.map((form) => {
    const outcome = byPath.get(form.path);
    if (!outcome || outcome.clashes.length === 0) return { file: form, clashes: [] };
    return {
      file: form,
      changedMeanwhile: outcome.now,
      clashes: outcome.clashes,
      proposal: outcome.proposal,
    };
  });
}
