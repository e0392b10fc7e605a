// Two people, one file: a three-way merge of a file's values. `base` is what this person's
// form was loaded from, `mine` what they publish, `theirs` what the file holds now, after
// someone else published meanwhile. Each side's changes against the base are kept: a value
// only one side changed takes that side's value; lists merge entry by entry (an entry is
// known by its identifying field: a slug, an airport code, a date in force, a name), so an
// entry each added stands. What both changed differently, or one removed while the other
// changed it, is a clash: the merge names it and its place, and the caller writes nothing.
// Pure: browser and Node (the unit tests) alike.

export type Value = unknown;
export type Path = Array<string | number>;

export interface Clash {
  /** Where, in `mine`'s terms: keys, and a list entry's index in this person's list. */
  path: Path;
  /** 'changed': both changed it; 'removed-meanwhile': they removed what I changed;
   *  'changed-meanwhile': they changed what I removed. */
  kind: 'changed' | 'removed-meanwhile' | 'changed-meanwhile';
  mine: Value;
  theirs: Value;
}

export interface Merged {
  value: Value;
  clashes: Clash[];
}

/** A clash's value in the merged result: this person's (for a proposal to look over) or theirs. */
export type Prefer = 'theirs' | 'mine';

const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);
const isGroup = (value: Value): value is Record<string, Value> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The fields that identify an entry of a list, in the order they are looked for. */
const identifying = ['slug', 'code', 'effective', 'name', 'url', 'href'];

/** An entry's identity: its identifying field's value, or else the whole entry. */
function identity(entry: Value): string {
  if (isGroup(entry))
    for (const field of identifying) {
      const value = entry[field];
      if (typeof value === 'string' || typeof value === 'number')
        return `${field}:${JSON.stringify(value)}`;
    }
  return `value:${JSON.stringify(entry)}`;
}

const keyed = (list: Value[]) => list.some((entry) => !identity(entry).startsWith('value:'));

/** Positions by identity; an identity that repeats is no identity (the check refuses it). */
function byIdentity(list: Value[]): Map<string, number> | undefined {
  const positions = new Map<string, number>();
  for (const [index, entry] of list.entries()) {
    const id = identity(entry);
    if (positions.has(id)) return undefined;
    positions.set(id, index);
  }
  return positions;
}

export function merge3(
  base: Value,
  mine: Value,
  theirs: Value,
  prefer: Prefer = 'theirs',
  path: Path = [],
): Merged {
  if (same(mine, base) || same(mine, theirs)) return { value: theirs, clashes: [] };
  if (same(theirs, base)) return { value: mine, clashes: [] };
  if (isGroup(base) && isGroup(mine) && isGroup(theirs))
    return mergeGroups(base, mine, theirs, prefer, path);
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs))
    return mergeLists(base, mine, theirs, prefer, path);
  const clash: Clash = { path, kind: 'changed', mine, theirs };
  return { value: prefer === 'mine' ? mine : theirs, clashes: [clash] };
}

function mergeGroups(
  base: Record<string, Value>,
  mine: Record<string, Value>,
  theirs: Record<string, Value>,
  prefer: Prefer,
  path: Path,
): Merged {
  const value: Record<string, Value> = {};
  const clashes: Clash[] = [];
  // Theirs' order, then the fields only this person added.
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])) {
    const merged = merge3(base[key], mine[key], theirs[key], prefer, [...path, key]);
    clashes.push(...merged.clashes);
    if (merged.value !== undefined) value[key] = merged.value;
  }
  return { value, clashes };
}

function mergeLists(
  base: Value[],
  mine: Value[],
  theirs: Value[],
  prefer: Prefer,
  path: Path,
): Merged {
  const [inBase, inMine, inTheirs] = [base, mine, theirs].map(byIdentity);
  if (!inBase || !inMine || !inTheirs || !keyed([...base, ...mine, ...theirs])) {
    // Entries without identity (texts, codes): the same length on every side is a list
    // edited in place, merged position by position.
    if (base.length === mine.length && base.length === theirs.length) {
      const results = base.map((entry, index) =>
        merge3(entry, mine[index], theirs[index], prefer, [...path, index]),
      );
      return {
        value: results.map((result) => result.value),
        clashes: results.flatMap((result) => result.clashes),
      };
    }
    return mergeAsSet(base, mine, theirs);
  }
  const clashes: Clash[] = [];
  const merged = new Map<string, Value>();
  const entryPath = (id: string) => [...path, inMine.get(id) ?? inTheirs.get(id) ?? 0];
  for (const id of new Set([...inTheirs.keys(), ...inMine.keys()])) {
    const [b, m, t] = [inBase, inMine, inTheirs].map((positions, side) => {
      const at = positions.get(id);
      return at === undefined ? undefined : [base, mine, theirs][side][at];
    });
    // Removed on one side: gone, unless the other side changed it, which is a clash.
    const removedBy = m === undefined ? 'mine' : t === undefined ? 'theirs' : undefined;
    if (inBase.has(id) && removedBy) {
      const kept = removedBy === 'mine' ? t : m;
      if (kept !== undefined && !same(kept, b)) {
        const kind = removedBy === 'mine' ? 'changed-meanwhile' : 'removed-meanwhile';
        clashes.push({ path: entryPath(id), kind, mine: m, theirs: t });
        if (prefer !== removedBy) merged.set(id, kept);
      }
      continue;
    }
    const result = merge3(b, m, t, prefer, entryPath(id));
    clashes.push(...result.clashes);
    merged.set(id, result.value);
  }
  return { value: ordered(merged, base, mine, theirs), clashes };
}

/**
 * The merged entries in order: this person's order if only they reordered the list, else
 * theirs; an entry only one side has comes after the entry it followed on that side (and
 * after what the other side added there).
 */
function ordered(
  merged: Map<string, Value>,
  base: Value[],
  mine: Value[],
  theirs: Value[],
): Value[] {
  const ids = (list: Value[]) => list.map(identity);
  const common = (list: string[], other: string[]) => list.filter((id) => other.includes(id));
  const [b, m, t] = [base, mine, theirs].map(ids);
  const mineMoved = !same(common(m, b), common(b, m));
  const theirsMoved = !same(common(t, b), common(b, t));
  const [lead, other] = mineMoved && !theirsMoved ? [m, t] : [t, m];
  const order = lead.filter((id) => merged.has(id));
  // Entries the leading side added after the same neighbour come first: the later addition
  // goes after them, as if added to the list as it now is.
  const addedByLead = (id: string) => !other.includes(id) && !b.includes(id);
  other.forEach((id, index) => {
    if (!merged.has(id) || order.includes(id)) return;
    const before = other
      .slice(0, index)
      .reverse()
      .find((previous) => order.includes(previous));
    let at = before === undefined ? 0 : order.indexOf(before) + 1;
    while (at < order.length && addedByLead(order[at])) at++;
    order.splice(at, 0, id);
  });
  return order.map((id) => merged.get(id));
}

/** Theirs, without what this person removed, with what they added after its neighbour. */
function mergeAsSet(base: Value[], mine: Value[], theirs: Value[]): Merged {
  const has = (list: Value[], entry: Value) => list.some((other) => same(other, entry));
  const value = theirs.filter((entry) => !(has(base, entry) && !has(mine, entry)));
  mine.forEach((entry, index) => {
    if (has(base, entry) || has(value, entry)) return;
    const before = mine
      .slice(0, index)
      .reverse()
      .find((previous) => has(value, previous));
    const at = before === undefined ? 0 : value.findIndex((other) => same(other, before)) + 1;
    value.splice(at, 0, entry);
  });
  return { value, clashes: [] };
}
