// The merge's words (./merge.ts), shared by its parts (./merge-identity.ts, ./merge-lists.ts).

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

export interface MergeOptions {
  prefer?: Prefer;
  /**
   * The field that identifies the entries of the list at `keys` (the path's names, without
   * list indexes), as the content model declares it; none: the list merges by sequence.
   */
  idFieldAt?: (keys: string[]) => string | undefined;
}

/** What the list merges are handed: the options filled in, and the way back to merge3. */
export interface Context {
  prefer: Prefer;
  idFieldAt: (keys: string[]) => string | undefined;
  merge: (base: Value, mine: Value, theirs: Value, path: Path) => Merged;
}
