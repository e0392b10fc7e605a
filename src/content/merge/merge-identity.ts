// A list whose entries the content model identifies (services by their slug, hubs by their
// airport code, versions of the conditions by their date in force), merged entry by entry
// by that identity, wherever either side moved an entry. Part of ./merge.ts.
import type { Clash, Context, Merged, Path, Value } from './merge-types';
import { sameValue } from './values';

/** An entry's identity, or none when it has no identifying value. */
export type Identify = (entry: Value) => string | undefined;

/** Positions by identity; none when an entry has no identity or one repeats (the check refuses both). */
function byIdentity(list: Value[], identify: Identify): Map<string, number> | undefined {
  const positions = new Map<string, number>();
  for (const [index, entry] of list.entries()) {
    const id = identify(entry);
    if (id === undefined || positions.has(id)) return undefined;
    positions.set(id, index);
  }
  return positions;
}

/** The merged list, or undefined when a side's entries cannot all be told apart. */
export function mergeByIdentity(
  base: Value[],
  mine: Value[],
  theirs: Value[],
  path: Path,
  identify: Identify,
  context: Context,
): Merged | undefined {
  const [inBase, inMine, inTheirs] = [base, mine, theirs].map((list) => byIdentity(list, identify));
  if (!inBase || !inMine || !inTheirs) return undefined;
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
      if (kept !== undefined && !sameValue(kept, b)) {
        const kind = removedBy === 'mine' ? 'changed-meanwhile' : 'removed-meanwhile';
        clashes.push({ path: entryPath(id), kind, mine: m, theirs: t });
        if (context.prefer !== removedBy) merged.set(id, kept);
      }
      continue;
    }
    const result = context.merge(b, m, t, entryPath(id));
    clashes.push(...result.clashes);
    merged.set(id, result.value);
  }
  const ids = (list: Value[]) => list.map((entry) => identify(entry)!);
  return { value: ordered(merged, ids(base), ids(mine), ids(theirs)), clashes };
}

/**
 * The merged entries in order: this person's order if only they reordered the list, else
 * theirs; an entry only one side has comes after the entry it followed on that side (and
 * after what the other side added there).
 */
function ordered(merged: Map<string, Value>, b: string[], m: string[], t: string[]): Value[] {
  const common = (list: string[], other: string[]) => list.filter((id) => other.includes(id));
  const mineMoved = !sameValue(common(m, b), common(b, m));
  const theirsMoved = !sameValue(common(t, b), common(b, t));
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
