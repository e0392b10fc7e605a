// Two editors, one file: the content API merges a save with what someone else saved since the
// form was loaded (src/content/merge/since-loaded.ts, run by functions/_lib/content-api/save.ts).
// The page sends each file with the text its form was loaded from (../forms/loaded-from.ts),
// and reads back, per form, what happened: written as it was, merged with changes made
// meanwhile, or refused for a clash, with the file as it is now and a proposal (this person's
// changes on top of it). A form of interface texts is a file per language on the server: its
// languages' answers are joined again here (../forms/joined-texts.ts).
import { type Language, languages } from '../../core/languages';
import type { Problem } from '../../content/problem';
import type { DataFile } from '../decap/types';
import { baseOf } from '../forms/loaded-from';
import {
  joinTexts,
  languageFiles,
  languageTextsFile,
  textsNamespaceOf,
} from '../forms/joined-texts';

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

/** A file as the content API takes it: its text and the text it was loaded from. */
export interface SentFile extends DataFile {
  base?: string;
  slug?: string;
}

/** The files a save sends for its forms' files: a texts form's languages each, with their bases. */
export function filesToSend(forms: Array<DataFile & { slug?: string }>): SentFile[] {
  return forms.flatMap((form) => {
    const base = baseOf(form.raw, form.path);
    const files = languageFiles(form);
    const bases = base === undefined ? [] : languageFiles({ ...form, raw: base });
    return files.map((file, index) => ({
      ...file,
      ...(bases[index] && { base: bases[index].raw }),
    }));
  });
}

/** What the server says of each file of a save it refused for a clash. */
export interface FileOutcome {
  path: string;
  now: string;
  clashes: Problem[];
  proposal: string;
}

/** A form's language files' texts joined, from a text per file. */
const joined = (namespace: string, text: (path: string) => string) =>
  joinTexts(
    Object.fromEntries(
      languages.map((language) => [language, text(languageTextsFile(namespace, language))]),
    ) as Record<Language, string>,
  );

/** A save the server wrote: per form, its file as written and whether it was merged. */
export function savedForms(
  forms: DataFile[],
  written: Record<string, string>,
  mergedMeanwhile: string[],
): Meanwhile[] {
  return forms.map((form) => {
    const namespace = textsNamespaceOf(form.path);
    const paths =
      namespace === undefined ? [form.path] : languageFiles(form).map(({ path }) => path);
    const merged = paths.some((path) => mergedMeanwhile.includes(path));
    const raw =
      namespace === undefined
        ? (written[form.path] ?? form.raw)
        : joined(namespace, (path) => written[path] ?? '{}');
    // Merged: the stored text it went over is no longer the form's (its value is said, not kept).
    return {
      file: { ...form, raw: merged ? raw : form.raw },
      clashes: [],
      ...(merged && { changedMeanwhile: raw }),
    };
  });
}

/** A save the server refused for a clash: per form, the file as it is now, the clashes, the proposal. */
export function clashedForms(forms: DataFile[], outcomes: FileOutcome[]): Meanwhile[] {
  const byPath = new Map(outcomes.map((outcome) => [outcome.path, outcome]));
  const of = (path: string) => byPath.get(path);
  return forms.map((form) => {
    const namespace = textsNamespaceOf(form.path);
    if (namespace === undefined) {
      const outcome = of(form.path);
      if (!outcome || outcome.clashes.length === 0) return { file: form, clashes: [] };
      return {
        file: form,
        changedMeanwhile: outcome.now,
        clashes: outcome.clashes,
        proposal: outcome.proposal,
      };
    }
    const mine = languageFiles(form);
    const outcomesOf = mine.map(({ path }) => of(path));
    const clashes = outcomesOf.flatMap((outcome) => outcome?.clashes ?? []);
    if (clashes.length === 0) return { file: form, clashes: [] };
    const now = (path: string) => of(path)?.now ?? '{}';
    const proposal = (path: string) =>
      of(path)?.proposal ?? mine.find((file) => file.path === path)!.raw;
    return {
      file: form,
      changedMeanwhile: joined(namespace, now),
      clashes,
      proposal: joined(namespace, proposal),
    };
  });
}
