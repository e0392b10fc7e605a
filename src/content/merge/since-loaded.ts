// Two people, one file. A save writes whole files, each as its form last saw it; if someone
// else saved the same file since the form was loaded, writing it as it is would undo their
// work. So each file is merged three ways: the text the form was loaded from (the base), the
// person's text, and the file as it is stored now:
//   - unchanged meanwhile: written as it is;
//   - changed: this person's changes merged into the file as it is now (./merge-file.ts);
//   - both changed the same value, or one removed an entry the other changed: a clash, said in
//     the form's words, with a proposal (the stored file with this person's changes on top).
// The content API's save runs it (functions/_lib/content-api/save.ts); the words are the
// editor's too (src/admin/publishing/merge-since-loaded.ts). Pure: browser and Node alike.
import { isLanguage } from '../../core/languages';
import { dataPlace, textsPlace } from '../places';
import type { Place, Problem } from '../problem';
import { contentFiles } from '../schemas';
import type { Clash, Path, Value } from './merge';
import { mergeFile, readValues, writeValuesOver } from './merge-file';
import { isGroup } from './values';

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
export function describeClash({ kind, mine, theirs }: Clash, where: string): string {
  const since = 'since you opened this form';
  if (kind === 'removed-meanwhile') return `${where} was removed ${since}; you changed it.`;
  if (kind === 'changed-meanwhile') return `${where} was changed ${since}; you removed it.`;
  const theyDid = theirs === undefined ? 'was removed' : `was changed to ${quoted(theirs)}`;
  const youDid = mine === undefined ? 'you removed it' : `you changed it to ${quoted(mine)}`;
  return `${where} ${theyDid} ${since}; ${youDid}.`;
}

/** Where a clash is in a stored file (a data file, or one language's texts), as the form shows it. */
export function clashPlace(path: string, mine: Value, at: Path): Place | undefined {
  const texts = /^locales\/([\w-]+)\/([\w-]+)\.json$/.exec(path);
  if (texts) {
    if (!isLanguage(texts[1])) return undefined;
    return textsPlace(texts[1], texts[2], at.length ? at.join('.') : undefined);
  }
  const spec = contentFiles.find(({ file }) => `data/${file}` === path);
  if (!spec) return undefined;
  if (spec.shape === 'list') {
    const [entry, ...field] = at;
    return dataPlace(spec, mine, typeof entry === 'number' ? entry : undefined, field);
  }
  return dataPlace(spec, mine, undefined, at);
}

export type SinceLoaded =
  /** Nobody else changed it, or the base is not known: the person's text. */
  | { kind: 'unchanged'; text: string }
  /** Someone else changed it: both changes, over the stored text. */
  | { kind: 'merged'; text: string; now: string }
  /** Both changed the same values: nothing to write; what clashed, and a proposal. */
  | { kind: 'clash'; now: string; clashes: Problem[]; proposal: string };

/** The person's `text` of `path`, loaded from `base`, against the file as stored `now`. */
export function mergeSinceLoaded(
  path: string,
  text: string,
  base: string | undefined,
  now: string | undefined,
  placeOf: (path: string, mine: Value, at: Path) => Place | undefined = clashPlace,
): SinceLoaded {
  if (base === undefined || now === undefined || now === base) return { kind: 'unchanged', text };
  const texts: [string, string, string] = [base, text, now];
  const merged = mergeFile(path, texts);
  if (merged.clashes.length === 0)
    return { kind: 'merged', text: writeValuesOver(path, now, merged.value), now };
  const mine = readValues(path, text);
  const clashes = merged.clashes.map((clash) => {
    const place = placeOf(path, mine, clash.path);
    const where = place?.words.join(' › ') ?? path;
    return { message: describeClash(clash, where), ...(place && { place }) };
  });
  const proposal = writeValuesOver(path, now, mergeFile(path, texts, 'mine').value);
  return { kind: 'clash', now, clashes, proposal };
}
