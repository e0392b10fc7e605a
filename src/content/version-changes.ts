// What differs between an earlier version of a form's file and today's, value by value, in the
// form's words: "Hubs › LGG — Liège › Name › Nederlands: “Luik” then, “Luik-Bierset” now". The
// editor shows it beside an earlier version before a person brings that version back
// (src/admin/history/). A data file's list entries are compared by their place in the list; an
// entry there on one side only is said whole.
import { languageInfo, type Language } from '../core/languages';
import { sameValue } from './merge/values';
import { textsNamespaceOf } from './joined-texts';
import { entrySummary, fieldLabels, textLabels } from './words';
import { entryWordsIn } from './places';
import type { PlaceWords } from './problem';
import { parse } from 'yaml';

/** Where the value is, as the form names it (`wordsIn`: an entry's, in the editor's languages). */
export interface ValueChange extends PlaceWords {
  /** The value then and now, as text; undefined where there was none. */
  then?: string;
  now?: string;
}

const asText = (value: unknown) =>
  value === undefined || value === null
    ? undefined
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every value of `then` and `now` that differs, below `at`, with where it is by `wordsOf`. */
function differences(
  then: unknown,
  now: unknown,
  at: PropertyKey[],
  wordsOf: (path: PropertyKey[]) => PlaceWords,
  found: ValueChange[],
) {
  if (sameValue(then, now)) return;
  if (isObject(then) && isObject(now)) {
    for (const key of new Set([...Object.keys(then), ...Object.keys(now)]))
      differences(then[key], now[key], [...at, key], wordsOf, found);
    return;
  }
  if (Array.isArray(then) && Array.isArray(now) && at.length > 0) {
    for (let index = 0; index < Math.max(then.length, now.length); index++)
      differences(then[index], now[index], [...at, index], wordsOf, found);
    return;
  }
  found.push({ ...wordsOf(at), then: asText(then), now: asText(now) });
}

/**
 * The differences between `thenText` and `nowText`, two versions of the form's file at `path`
 * (a data file, or a texts form's joined file), at most `limit`.
 */
export function versionChanges(
  path: string,
  thenText: string,
  nowText: string,
  limit = 50,
): ValueChange[] {
  const found: ValueChange[] = [];
  const namespace = textsNamespaceOf(path);
  if (namespace !== undefined) {
    // The joined file: { en: {…}, nl: {…} }, each language's texts by key.
    const [then, now] = [thenText, nowText].map((text) => JSON.parse(text) as unknown);
    differences(
      then,
      now,
      [],
      ([language, ...key]) => ({
        words: [
          ...textLabels(namespace, key.map(String)),
          languageInfo[language as Language]?.nativeName ?? String(language),
        ],
      }),
      found,
    );
    return found.slice(0, limit);
  }
  const file = path.replace(/^data\//, '');
  const [then, now] = [thenText, nowText].map((text) => parse(text) as unknown);
  if (Array.isArray(then) || Array.isArray(now)) {
    const [before, after] = [then, now].map((list) => (Array.isArray(list) ? list : []));
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      const entry = after[index] ?? before[index];
      const summary = entrySummary(file, entry, index);
      const entryWords = (labels: string[]): PlaceWords => ({
        words: [summary, ...labels],
        wordsIn: entryWordsIn(file, entry, index, [], labels),
      });
      if (before[index] === undefined || after[index] === undefined)
        found.push({ ...entryWords([]), then: asText(before[index]), now: asText(after[index]) });
      else
        differences(
          before[index],
          after[index],
          [],
          (field) => entryWords(fieldLabels(file, field)),
          found,
        );
    }
  } else differences(then, now, [], (field) => ({ words: fieldLabels(file, field) }), found);
  return found.slice(0, limit);
}
