// Two people, one file: a three-way merge of a file's values. `base` is what this person's
// form was loaded from, `mine` what they publish, `theirs` what the file holds now, after
// someone else published meanwhile. Each side's changes against the base are kept: a value
// only one side changed takes that side's value; a list merges entry by entry. What both
// changed differently, or one removed while the other changed it, is a clash: the merge
// names it and its place, and the caller writes nothing. It never invents an entry: an entry
// is in the result twice only if a side has it twice.
//
// Lists are matched entry to entry in one of two ways:
//   - by identity, where the content model declares the field that identifies an entry
//     (`idField`: a slug, an airport code, a date in force): entries are matched by it,
//     wherever each side moved them;
//   - by sequence otherwise (a line of "why choose us", an opening-hours row): a three-way
//     diff of the lists, as diff3 does for lines (node-diff3), over the entries compared
//     by value. Where diff3 sees both sides' changes overlap or touch, the entries there
//     are matched one by one (./merge-lists.ts): a row both changed is merged field by
//     field, so only what both changed differently is a clash.
// Values are compared by structure, never by their text. Pure: browser and Node alike.
import { type Identify, mergeByIdentity } from './merge-identity';
import { mergeBySequence } from './merge-lists';
import type { Clash, Context, MergeOptions, Merged, Path, Prefer, Value } from './merge-types';
import { isGroup, sameValue } from './values';

export type { Clash, Merged, MergeOptions, Path, Prefer, Value };

export function merge3(
  base: Value,
  mine: Value,
  theirs: Value,
  { prefer = 'theirs', idFieldAt = () => undefined }: MergeOptions = {},
): Merged {
  const context: Context = {
    prefer,
    idFieldAt,
    merge: (b, m, t, path) => mergeAt(b, m, t, path, context),
  };
  return mergeAt(base, mine, theirs, [], context);
}

function mergeAt(base: Value, mine: Value, theirs: Value, path: Path, context: Context): Merged {
  if (sameValue(mine, base) || sameValue(mine, theirs)) return { value: theirs, clashes: [] };
  if (sameValue(theirs, base)) return { value: mine, clashes: [] };
  if (isGroup(mine) && isGroup(theirs) && (base === undefined || isGroup(base)))
    return mergeGroups(base ?? {}, mine, theirs, path, context);
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    const idField = context.idFieldAt(path.filter((key) => typeof key === 'string'));
    const identify: Identify | undefined = idField ? identityBy(idField) : undefined;
    return (
      (identify && mergeByIdentity(base, mine, theirs, path, identify, context)) ??
      mergeBySequence(base, mine, theirs, path, context)
    );
  }
  const clash: Clash = { path, kind: 'changed', mine, theirs };
  return { value: context.prefer === 'mine' ? mine : theirs, clashes: [clash] };
}

function mergeGroups(
  base: Record<string, Value>,
  mine: Record<string, Value>,
  theirs: Record<string, Value>,
  path: Path,
  context: Context,
): Merged {
  const value: Record<string, Value> = {};
  const clashes: Clash[] = [];
  // Theirs' order, then the fields only this person added.
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])) {
    const merged = context.merge(base[key], mine[key], theirs[key], [...path, key]);
    clashes.push(...merged.clashes);
    if (merged.value !== undefined) value[key] = merged.value;
  }
  return { value, clashes };
}

/** An entry's identity: the value of its identifying field, a text or a number. */
const identityBy =
  (idField: string): Identify =>
  (entry) => {
    const id = isGroup(entry) ? entry[idField] : undefined;
    return typeof id === 'string' || typeof id === 'number' ? `${typeof id}:${id}` : undefined;
  };
