// Two editors, one file. Every Publish writes whole files, each as its form last saw it; if
// someone else published the same file since this form was loaded, writing it as it is would
// undo their work. So before a write, each file is compared with the text its form was loaded
// from (../forms/loaded-from.ts) as the backend holds it now (the same read the content check
// makes: the backend's versions over GitHub, the files themselves locally):
//   - unchanged meanwhile: written as it is;
//   - changed: this person's changes are merged into the file as it is now (src/content/merge/), so
//     both people's work stands; the check and the write see the merged file;
//   - both changed the same value, or one removed an entry the other changed: nothing is
//     written; the person reads what changed and where, keeps their typing, and may load the
//     file as it is now with their changes on top, to look over and publish again.
import { type Language, isLanguage, languages } from '../../core/languages';
import { dataPlace, textsPlace } from '../../content/places';
import type { Place, Problem } from '../../content/problem';
import { contentFiles } from '../../content/schemas';
import type { ContentSource } from '../../content/source';
import type { DataFile } from '../decap/types';
import type { Clash, Path, Value } from '../../content/merge/merge';
import { mergeFile, readValues, writeValuesOver } from '../../content/merge/merge-file';
import { baseOf } from '../forms/loaded-from';
import { joinTexts, languageTextsFile, textsNamespaceOf } from '../forms/joined-texts';
import { isGroup } from '../../content/merge/values';

export interface Meanwhile {
  /** The file to write: this person's, or merged into what changed meanwhile. */
  file: DataFile;
  /** The stored text, when someone changed it since the form was loaded. */
  changedMeanwhile?: string;
  /** What both changed, each with its place and in words. */
  clashes: Problem[];
  /** The stored file with this person's changes on top (theirs where both changed a value). */
  proposal?: string;
}

/** The file as stored now; a form of interface texts reads its language files joined. */
async function storedText(path: string, stored: ContentSource): Promise<string | undefined> {
  const namespace = textsNamespaceOf(path);
  if (namespace === undefined) return stored.readText(path);
  const texts = await Promise.all(
    languages.map((language) => stored.readText(languageTextsFile(namespace, language))),
  );
  if (texts.some((text) => text === undefined)) return undefined;
  return joinTexts(
    Object.fromEntries(languages.map((language, i) => [language, texts[i]!])) as Record<
      Language,
      string
    >,
  );
}

/** A value as a person reads it: its texts and numbers in quotes (an entry's, a list's). */
const quoted = (value: Value): string =>
  typeof value === 'string' || typeof value === 'number'
    ? `“${value}”`
    : Array.isArray(value)
      ? value.map(quoted).join(', ')
      : isGroup(value)
        ? Object.values(value)
            .filter((field) => field !== undefined)
            .map(quoted)
            .join(' / ')
        : JSON.stringify(value ?? null);

/** A clash in the words of the form: where, what the other person did, what this one did. */
function describe({ kind, mine, theirs }: Clash, where: string): string {
  const since = 'since you opened this form';
  if (kind === 'removed-meanwhile') return `${where} was removed ${since}; you changed it.`;
  if (kind === 'changed-meanwhile') return `${where} was changed ${since}; you removed it.`;
  const theyDid = theirs === undefined ? 'was removed' : `was changed to ${quoted(theirs)}`;
  const youDid = mine === undefined ? 'you removed it' : `you changed it to ${quoted(mine)}`;
  return `${where} ${theyDid} ${since}; ${youDid}.`;
}

/** Where a clash is, as the form shows it (entries by this person's list). */
function placeOf(path: string, mine: Value, at: Path): Place | undefined {
  const namespace = textsNamespaceOf(path);
  if (namespace !== undefined) {
    const [language, ...keys] = at;
    if (typeof language !== 'string' || !isLanguage(language)) return undefined;
    return textsPlace(language, namespace, keys.length ? keys.join('.') : undefined);
  }
  const spec = contentFiles.find(({ file }) => `data/${file}` === path);
  if (!spec) return undefined;
  if (spec.shape === 'list') {
    const [entry, ...field] = at;
    return dataPlace(spec, mine, typeof entry === 'number' ? entry : undefined, field);
  }
  return dataPlace(spec, mine, undefined, at);
}

/** One file of a Publish, against what the backend holds now. */
export async function mergeMeanwhile(file: DataFile, stored: ContentSource): Promise<Meanwhile> {
  const base = baseOf(file.raw, file.path);
  if (base === undefined) return { file, clashes: [] };
  const now = await storedText(file.path, stored);
  if (now === undefined || now === base) return { file, clashes: [] };
  const texts: [string, string, string] = [base, file.raw, now];
  const merged = mergeFile(file.path, texts);
  if (merged.clashes.length === 0)
    return {
      file: { ...file, raw: writeValuesOver(file.path, now, merged.value) },
      changedMeanwhile: now,
      clashes: [],
    };
  const m = readValues(file.path, file.raw);
  const clashes = merged.clashes.map((clash) => {
    const place = placeOf(file.path, m, clash.path);
    const where = place?.words.join(' › ') ?? file.path;
    return { message: describe(clash, where), ...(place && { place }) };
  });
  const proposal = writeValuesOver(file.path, now, mergeFile(file.path, texts, 'mine').value);
  return { file, changedMeanwhile: now, clashes, proposal };
}
