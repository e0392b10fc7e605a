/**
 * @jest-environment node
 */
// The merge's laws (./merge.ts), tried by fast-check over content of the model's own shapes:
// every file of src/content/schemas.ts, with its texts in every language, its lists with and
// without identity, its nested groups. Each run of a law generates a file's base value and
// what each side made of it. CI fixes the seed (the same cases every run); elsewhere each run
// tries new ones. A failure prints its seed and path: FC_SEED=<seed> replays it.
import fc from 'fast-check';
import { type Value, merge3 } from './merge';
import {
  files,
  fileNamed,
  valueOf,
  sides,
  sideOf,
  bothOf,
  plantedClashes,
  holds,
  leafValues,
  voiceOf,
  inAnyOrder,
  aFile,
  scripted,
  listsIn,
} from '../../../jest/merge-scripts';
import { sameValue, valueKey } from './values';

const seed = process.env.FC_SEED
  ? Number(process.env.FC_SEED)
  : process.env.CI
    ? 20261126
    : undefined;
fc.configureGlobal({
  numRuns: Number(process.env.FC_RUNS ?? 300),
  ...(seed === undefined ? {} : { seed }),
});

describe('the merge’s laws, over generated content of every file', () => {
  it('merging a side with the base gives the other side', () => {
    fc.assert(
      fc.property(
        aFile.chain((name) =>
          fc.record({
            name: fc.constant(name),
            base: valueOf(fileNamed(name).node, 'base'),
            other: valueOf(fileNamed(name).node, 'theirs'),
          }),
        ),
        ({ name, base, other: side }) => {
          const { idFieldAt } = fileNamed(name);
          expect(merge3(base, base, side, { idFieldAt })).toEqual({ value: side, clashes: [] });
          expect(merge3(base, side, base, { idFieldAt })).toEqual({ value: side, clashes: [] });
        },
      ),
    );
  });

  it('both sides making the same change gives that change', () => {
    fc.assert(
      fc.property(scripted(true), ({ name, base, edit }) => {
        const file = fileNamed(name);
        const changed = sideOf(base, edit, 'mine');
        const merged = merge3(base, changed, structuredClone(changed), {
          idFieldAt: file.idFieldAt,
        });
        expect(merged).toEqual({ value: changed, clashes: [] });
      }),
    );
  });

  it('whatever only one side changed is in the result, with no clash', () => {
    fc.assert(
      fc.property(scripted(false), ({ name, base, edit }) => {
        const file = fileNamed(name);
        const [mine, theirs] = sides.map((side) => sideOf(base, edit, side));
        const merged = merge3(base, mine, theirs, { idFieldAt: file.idFieldAt });
        expect(merged.clashes).toEqual([]);
        expect(inAnyOrder(file.node, merged.value)).toEqual(
          inAnyOrder(file.node, bothOf(base, edit)),
        );
      }),
    );
  });

  it('an entry or a value both changed differently is always a clash, whatever else changed', () => {
    fc.assert(
      fc.property(
        scripted(true).filter(({ base, edit }) => plantedClashes(base, edit).length > 0),
        ({ name, base, edit }) => {
          const file = fileNamed(name);
          const [mine, theirs] = sides.map((side) => sideOf(base, edit, side));
          for (const prefer of sides) {
            const merged = merge3(base, mine, theirs, { idFieldAt: file.idFieldAt, prefer });
            for (const planted of plantedClashes(base, edit)) {
              // Named: a clash holds what a side has there, or a part of it (the one text of
              // an entry both changed).
              const named = merged.clashes.some((clash) =>
                sides.some(
                  (side) =>
                    planted[side] !== undefined &&
                    clash[side] !== undefined &&
                    (holds(clash[side], planted[side]) || holds(planted[side], clash[side])),
                ),
              );
              expect(named).toBe(true);
              // And every text the preferred side wrote there is in the result.
              const written = leafValues(planted[prefer]).filter(
                (leaf) => voiceOf(leaf) === prefer,
              );
              const kept = new Set(leafValues(merged.value));
              expect(written.filter((leaf) => !kept.has(leaf))).toEqual([]);
            }
          }
        },
      ),
    );
  });

  it('no entry is in the result twice unless a side has it twice', () => {
    // Lists drawn from a small pool of entries, so sides add, remove and move the same ones.
    const lists = files.flatMap(({ node }) => listsIn(node));
    fc.assert(
      fc.property(
        fc.constantFrom(...lists).chain((node) =>
          fc
            .uniqueArray(valueOf(node.item, 'base'), {
              minLength: 1,
              maxLength: 4,
              selector: valueKey,
            })
            .chain((pool) => {
              const list = fc.array(fc.constantFrom(...pool), { maxLength: 6 });
              return fc.record({ node: fc.constant(node), base: list, mine: list, theirs: list });
            }),
        ),
        fc.constantFrom(...sides),
        ({ node, base, mine, theirs }, prefer) => {
          const idFieldAt = (keys: string[]) => (keys.length === 0 ? node.idField : undefined);
          const { value } = merge3(base, mine, theirs, { idFieldAt, prefer });
          const times = (list: Value[], entry: Value) =>
            list.filter((other) => sameValue(other, entry)).length;
          for (const entry of value as Value[])
            if (times(value as Value[], entry) > 1)
              expect(
                Math.max(...[base, mine, theirs].map((list) => times(list, entry))),
              ).toBeGreaterThan(1);
        },
      ),
    );
  });
});
