// What a Publish's commit says, in the editor's words: the form, and which entries or fields
// changed, as the form names them ("Services: Customs clearance changed", "Partners: Polar
// Air added", "Company: Phone changed"). The repository's history then reads as a list of
// what editors did. The content API writes it for every save (functions/_lib/content-api/).
import { parse } from 'yaml';
import { entrySummary, fieldLabels } from './words';
import { formLabel, formOf, textsCollection } from './forms';
import { sameValue as same } from './merge/values';

type Value = unknown;

/** "A", "A and B", "A, B and C"; more than three by their count. */
function names(list: string[], noun: string): string {
  if (list.length > 3) return `${list.length} ${noun}`;
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
}

/** What changed between two versions of a list: entries changed, added, removed, moved. */
function listChanges(file: string, before: Value[], after: Value[]): string[] {
  const name = (entry: Value, index: number) => entrySummary(file, entry, index);
  const kept = (entry: Value, others: Value[]) => others.some((other) => same(entry, other));
  const removed = before
    .map((entry, index) => ({ entry, index, name: name(entry, index) }))
    .filter(({ entry }) => !kept(entry, after));
  const added = after
    .map((entry, index) => ({ entry, index, name: name(entry, index) }))
    .filter(({ entry }) => !kept(entry, before));
  // The same entry, changed: one that kept its name, or else its place in the list.
  const pairs = new Map<(typeof added)[number], (typeof removed)[number]>();
  for (const samePlace of [false, true])
    for (const entry of added) {
      const old = removed.find(
        (candidate) =>
          ![...pairs.values()].includes(candidate) &&
          !pairs.has(entry) &&
          (samePlace ? candidate.index === entry.index : candidate.name === entry.name),
      );
      if (old) pairs.set(entry, old);
    }
  const changed = [...pairs.keys()];
  const paired = new Set<unknown>([...pairs.keys(), ...pairs.values()]);
  const phrases = [
    [changed, 'changed'],
    [added.filter((entry) => !paired.has(entry)), 'added'],
    [removed.filter((entry) => !paired.has(entry)), 'removed'],
  ] as const;
  const said = phrases
    .filter(([entries]) => entries.length > 0)
    .map(
      ([entries, what]) =>
        `${names(
          entries.map((entry) => entry.name),
          'entries',
        )} ${what}`,
    );
  if (said.length === 0 && !same(before, after)) said.push('order changed');
  return said;
}

/** What changed in a data file, by the names its form gives its entries or fields. */
function dataChanges(file: string, before: Value, after: Value): string[] {
  if (Array.isArray(after)) return listChanges(file, Array.isArray(before) ? before : [], after);
  const old = (before ?? {}) as Record<string, Value>;
  const now = (after ?? {}) as Record<string, Value>;
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])]
    .filter((key) => !same(old[key], now[key]))
    .map((key) => fieldLabels(file, [key]).at(-1)!);
  return fields.length ? [`${names(fields, 'fields')} changed`] : [];
}

const read = (path: string, text: string | undefined): Value =>
  text === undefined ? undefined : path.endsWith('.json') ? JSON.parse(text) : parse(text);

/**
 * The commit message of a Publish that writes `files` (path → new text) over what the
 * backend holds (`before`): one line per form (a form of interface texts writes a file per
 * language, and is one line).
 */
export async function commitMessage(
  files: Map<string, string>,
  before: (path: string) => Promise<string | undefined>,
): Promise<string> {
  const lines = new Map<string, string[]>();
  for (const [path, text] of files) {
    const form = formOf(path);
    if (!form) continue;
    if (form.collection === textsCollection(form.file)) {
      if ((await before(path)) !== text) lines.set(formLabel(form), []);
      continue;
    }
    const file = `${form.file}.yaml`;
    lines.set(formLabel(form), dataChanges(file, read(path, await before(path)), read(path, text)));
  }
  if (lines.size === 0) return 'Content saved unchanged';
  return [...lines]
    .map(([label, changes]) =>
      changes.length ? `${label}: ${changes.join('; ')}` : `${label} changed`,
    )
    .join('\n');
}
