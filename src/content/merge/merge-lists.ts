// A list whose entries have no identity (lines of "why choose us", opening-hours rows, the
// paragraphs of an article), merged by sequence. Part of ./merge.ts.
//
// node-diff3 compares the three lists as diff3 compares lines, over a key per entry that
// is the same for entries the same by structure (./values.ts). What only one side changed
// stands. Where the two sides' changes overlap or merely touch, diff3 gives up on the whole
// stretch; but an entry here is a whole value, not a line, and two people rewording
// neighbouring lines, or one rewording a line the other added one after, changed nothing in
// common. So such a stretch is matched entry by entry (`mergeStretch`): each base entry with what
// each side made of it (kept, changed, or removed) and each side's added entries where they
// were added. A base entry both changed is merged value by value, so only a value both
// changed differently, or an entry one removed while the other changed it, is a clash.
import { type IRegion, diff3MergeRegions, diffIndices } from 'node-diff3';
import type { Clash, Context, Merged, Path, Value } from './merge-types';
import { leaves, sameValue, valueKey } from './values';

type Side = 'mine' | 'theirs';
/** An entry of the result and where it came from: both sides had it, one added it, or merged. */
interface Placed {
  value: Value;
  from: 'base' | Side | 'merged';
}

export function mergeBySequence(
  base: Value[],
  mine: Value[],
  theirs: Value[],
  path: Path,
  context: Context,
): Merged {
  const keys = (list: Value[]) => list.map(valueKey);
  const regions: IRegion<string>[] = diff3MergeRegions(keys(mine), keys(base), keys(theirs));
  const lists = { o: base, a: mine, b: theirs };
  const origin = { o: 'base', a: 'mine', b: 'theirs' } as const;
  const placed: Placed[] = [];
  const clashes: Clash[] = [];
  for (const region of regions) {
    if (region.stable) {
      const { buffer, bufferStart, bufferLength } = region;
      const values = lists[buffer].slice(bufferStart, bufferStart + bufferLength);
      placed.push(...values.map((value) => ({ value, from: origin[buffer] })));
      continue;
    }
    const stretch = {
      base: base.slice(region.oStart, region.oStart + region.oLength),
      mine: mine.slice(region.aStart, region.aStart + region.aLength),
      theirs: theirs.slice(region.bStart, region.bStart + region.bLength),
    };
    if (sameValue(stretch.mine, stretch.theirs)) {
      // Both made the same change here.
      placed.push(...stretch.mine.map((value) => ({ value, from: 'base' as const })));
      continue;
    }
    const merged = mergeStretch(stretch, region.aStart, path, context);
    placed.push(...merged.placed);
    clashes.push(...merged.clashes);
  }
  return { value: withoutSurplus(placed, mine, theirs), clashes };
}

/** What one side made of a stretch of the base: each base entry's counterpart, and additions. */
interface Alignment {
  /** For each base entry, the index of what became of it on this side, or -1: removed. */
  counterpart: number[];
  /** For each place before a base entry (and after the last), the indexes this side added there. */
  added: number[][];
}

/**
 * How a side's stretch follows from the base's: entries kept match. In a run the side
 * changed, an entry that still shares a value with a base entry (a row whose other language
 * is unchanged) is that entry changed; between such pairs, as many entries for as many is
 * each changed in place (a line reworded whole); the rest is removed and added.
 */
function align(base: Value[], side: Value[]): Alignment {
  const counterpart = base.map(() => -1);
  const added: number[][] = [...base.map(() => []), []];
  const hunks = diffIndices(base.map(valueKey), side.map(valueKey));
  let [inBase, inSide] = [0, 0];
  const keep = (until: number) => {
    while (inBase < until) counterpart[inBase++] = inSide++;
  };
  for (const { buffer1, buffer2 } of hunks) {
    keep(buffer1[0]);
    const [from, removed] = buffer1;
    const [start, length] = buffer2;
    const pairs = withInPlace(similarPairs(base, from, removed, side, start, length), [
      [from, start],
      [from + removed, start + length],
    ]);
    let next = from;
    for (let at = start; at < start + length; at++) {
      const pair = pairs.find(([, s]) => s === at);
      if (pair) {
        counterpart[pair[0]] = at;
        next = pair[0] + 1;
      } else added[next].push(at);
    }
    [inBase, inSide] = [from + removed, start + length];
  }
  keep(base.length);
  return { counterpart, added };
}

/** The pairs, and between two of them (or a run's ends) as many entries for as many, in order. */
function withInPlace(
  pairs: Array<readonly [number, number]>,
  [[from, start], [end, sideEnd]]: Array<readonly [number, number]>,
): Array<readonly [number, number]> {
  const bounds = [[from - 1, start - 1] as const, ...pairs, [end, sideEnd] as const];
  const all: Array<readonly [number, number]> = [];
  bounds.slice(1).forEach(([base, side], index) => {
    const [lastBase, lastSide] = bounds[index];
    if (base - lastBase === side - lastSide)
      for (let k = 1; k < base - lastBase; k++) all.push([lastBase + k, lastSide + k]);
    if (index < pairs.length) all.push([base, side]);
  });
  return all;
}

/**
 * Base entries paired with side entries, in order, where they share a value: the pairing
 * that shares the most (a longest common subsequence weighted by shared values).
 */
function similarPairs(
  base: Value[],
  from: number,
  removed: number,
  side: Value[],
  start: number,
  length: number,
): Array<readonly [number, number]> {
  const shared = (i: number, j: number) => {
    const ofBase = new Set(leaves(base[from + i]));
    return leaves(side[start + j]).filter((leaf) => ofBase.has(leaf)).length;
  };
  // best[i][j]: the most shared values pairing base[i..] with side[j..].
  const best = Array.from({ length: removed + 1 }, () => new Array<number>(length + 1).fill(0));
  for (let i = removed - 1; i >= 0; i--)
    for (let j = length - 1; j >= 0; j--) {
      const here = shared(i, j);
      best[i][j] = Math.max(
        best[i + 1][j],
        best[i][j + 1],
        here > 0 ? here + best[i + 1][j + 1] : 0,
      );
    }
  const pairs: Array<readonly [number, number]> = [];
  for (let i = 0, j = 0; i < removed && j < length;) {
    const here = shared(i, j);
    if (here > 0 && best[i][j] === here + best[i + 1][j + 1]) {
      pairs.push([from + i, start + j]);
      i++;
      j++;
    } else if (best[i][j] === best[i + 1][j]) i++;
    else j++;
  }
  return pairs;
}

/** A stretch where both sides changed something, matched entry by entry. */
function mergeStretch(
  stretch: Record<'base' | Side, Value[]>,
  mineStart: number,
  path: Path,
  context: Context,
): { placed: Placed[]; clashes: Clash[] } {
  const { base, mine, theirs } = stretch;
  const [ofMine, ofTheirs] = [align(base, mine), align(base, theirs)];
  const placed: Placed[] = [];
  const clashes: Clash[] = [];
  // Where a clash is, in this person's list: their entry, or where it would have been.
  let inMine = mineStart;
  const add = (value: Value, from: Placed['from']) => placed.push({ value, from });
  for (let at = 0; at <= base.length; at++) {
    // What both added at one place: theirs first, then this person's, each once.
    const addedByTheirs = ofTheirs.added[at].map((index) => theirs[index]);
    addedByTheirs.forEach((value) => add(value, 'theirs'));
    for (const index of ofMine.added[at]) {
      inMine = mineStart + index + 1;
      if (!addedByTheirs.some((value) => sameValue(value, mine[index]))) add(mine[index], 'mine');
    }
    if (at === base.length) break;
    const [m, t] = [ofMine.counterpart[at], ofTheirs.counterpart[at]];
    const [mineValue, theirsValue] = [m < 0 ? undefined : mine[m], t < 0 ? undefined : theirs[t]];
    if (m >= 0) inMine = mineStart + m;
    if (m >= 0 && t >= 0) {
      const merged = context.merge(base[at], mineValue, theirsValue, [...path, inMine]);
      clashes.push(...merged.clashes);
      add(merged.value, 'merged');
    } else if (m >= 0 || t >= 0) {
      // Removed by one side: gone, unless the other changed it, which is a clash.
      const kept = m >= 0 ? mineValue : theirsValue;
      if (sameValue(kept, base[at])) continue;
      const removedBy: Side = m >= 0 ? 'theirs' : 'mine';
      const kind = removedBy === 'theirs' ? 'removed-meanwhile' : 'changed-meanwhile';
      clashes.push({ path: [...path, inMine], kind, mine: mineValue, theirs: theirsValue });
      if (context.prefer !== removedBy) add(kept, m >= 0 ? 'mine' : 'theirs');
    }
    if (m >= 0) inMine++;
  }
  return { placed, clashes };
}

/**
 * The result's entries, without the copies neither side has: when both added the same entry
 * at different places (or moved it to different places, or each changed another entry into
 * it), it stands once.
 */
function withoutSurplus(placed: Placed[], mine: Value[], theirs: Value[]): Value[] {
  const count = (list: Value[]) => {
    const counts = new Map<string, number>();
    for (const value of list) counts.set(valueKey(value), (counts.get(valueKey(value)) ?? 0) + 1);
    return counts;
  };
  const [ofMine, ofTheirs] = [count(mine), count(theirs)];
  const inResult = count(placed.map(({ value }) => value));
  const surplus = new Map<string, number>();
  for (const [key, times] of inResult) {
    const allowed = Math.max(ofMine.get(key) ?? 0, ofTheirs.get(key) ?? 0, 1);
    if (times > allowed) surplus.set(key, times - allowed);
  }
  if (surplus.size === 0) return placed.map(({ value }) => value);
  // This person's additions give way first, then theirs, then entries each side changed
  // into the same value; the last copies first.
  const dropped = new Set<number>();
  for (const from of ['mine', 'theirs', 'merged'] as const)
    for (let index = placed.length - 1; index >= 0; index--) {
      const key = valueKey(placed[index].value);
      const left = surplus.get(key) ?? 0;
      if (left > 0 && placed[index].from === from) {
        dropped.add(index);
        surplus.set(key, left - 1);
      }
    }
  return placed.filter((_, index) => !dropped.has(index)).map(({ value }) => value);
}
