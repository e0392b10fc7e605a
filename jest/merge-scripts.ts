// Content for the merge's laws (src/content/merge/merge.laws.test.ts): every file of the
// model as a shape (its texts in every language, its lists with and without identity, its
// nested groups), and fast-check's generators of a base value and of what each side made of
// it, with the value both sides' changes together should give.
import fc from 'fast-check';
import { languages } from '../src/core/languages';
import type { FieldDescription } from '../src/content/fields';
import { contentFiles, idFieldOfList } from '../src/content/schemas';
import type { Value } from '../src/content/merge/merge';
import { isGroup, leaves, sameValue, valueKey } from '../src/content/merge/values';

/** A value's shape, as the model declares it. */
export type Node =
  /** `fixed`: the field that identifies a list's entry, which no side changes in place. */
  | { kind: 'leaf'; of: 'text' | 'number' | 'choice'; options?: string[]; fixed?: boolean }
  | { kind: 'group'; fields: Array<[string, Node]> }
  | { kind: 'list'; item: Node; idField?: string };

export const localized: Node = {
  kind: 'group',
  fields: languages.map((language) => [language, { kind: 'leaf', of: 'text' }]),
};

export function nodeOf({ shape }: FieldDescription): Node {
  switch (shape.kind) {
    case 'number':
      return { kind: 'leaf', of: 'number' };
    case 'choice':
      return { kind: 'leaf', of: 'choice', options: shape.options };
    case 'localized':
      return shape.list ? { kind: 'list', item: localized } : localized;
    case 'list':
      return { kind: 'list', item: nodeOf(shape.item) };
    case 'group': {
      const group: Node = { kind: 'group', fields: shape.fields.map((f) => [f.name, nodeOf(f)]) };
      return shape.list ? { kind: 'list', item: group } : group;
    }
    default:
      return { kind: 'leaf', of: 'text' };
  }
}

/** Each content file as a node: a group of fields, or a list of them identified as declared. */
export const files = contentFiles.map((spec) => {
  const fields: Node = {
    kind: 'group',
    fields: Object.entries(spec.fields).map(([name, field]) => [name, nodeOf({ ...field, name })]),
  };
  const node: Node =
    spec.shape === 'list'
      ? { kind: 'list', item: fields, idField: idFieldOfList(spec, []) }
      : fields;
  return { name: spec.file, node, idFieldAt: (keys: string[]) => idFieldOfList(spec, keys) };
});
export type File = (typeof files)[number];
/** Files by name: a failure prints the name, not the model. */
export const fileNamed = (name: string): File => files.find((file) => file.name === name)!;

// Values are generated as skeletons, then filled with leaves unique to their author (`fill`):
// the base's texts read "base 3", this person's "mine 7", so no two entries meet by chance
// and each law's expected result is the only one.
export type Voice = 'base' | 'mine' | 'theirs';
export const voiceNumber = { base: 0, mine: 1000, theirs: 2000 };

export const skeleton = (node: Node): fc.Arbitrary<Value> => {
  // A choice is one of its options; every other leaf is filled in by its author.
  if (node.kind === 'leaf')
    return node.of === 'choice' ? fc.constantFrom(...node.options!) : fc.constant(null);
  if (node.kind === 'group') return fc.tuple(...node.fields.map(([, field]) => skeleton(field)));
  return fc.array(skeleton(node.item), { maxLength: 4 });
};

export function fill(node: Node, shape: Value, voice: Voice, next: () => number): Value {
  if (node.kind === 'leaf') {
    const n = next();
    if (node.of === 'number') return voiceNumber[voice] + n;
    if (node.of === 'choice') return shape;
    return `${voice} ${n}`;
  }
  if (node.kind === 'group')
    return Object.fromEntries(
      node.fields.map(([name, field], index) => [
        name,
        fill(field, (shape as Value[])[index], voice, next),
      ]),
    );
  return (shape as Value[]).map((entry) => fill(node.item, entry, voice, next));
}

export const counter = () => {
  let n = 0;
  return () => n++;
};

/** A value of the node's shape, written by `voice`. */
export const valueOf = (node: Node, voice: Voice) =>
  skeleton(node).map((shape) => fill(node, shape, voice, counter()));

// What the two sides do to a base value, as one script: each change belongs to one side
// (or, where a law wants a clash, to both, differently).
export type Side = 'mine' | 'theirs';
export type Edit =
  | { kind: 'keep' }
  | { kind: 'set'; by: Side; value: Value }
  | { kind: 'both'; mine: Value; theirs: Value }
  | { kind: 'group'; fields: Record<string, Edit> }
  | { kind: 'list'; entries: EntryEdit[]; added: Array<Record<Side, Value[]>> };
export type EntryEdit =
  | { kind: 'keep' }
  | { kind: 'remove'; by: Side }
  | { kind: 'edit'; edit: Edit }
  /** One side removed the entry, the other changed it (`edit`, with changes of its own). */
  | { kind: 'removedWhileChanged'; removedBy: Side; edit: Edit };

export const sides: Side[] = ['mine', 'theirs'];
export const other = (side: Side): Side => (side === 'mine' ? 'theirs' : 'mine');

/** A script of changes to `base`; `clashes`: whether a change may belong to both sides. */
export function editOf(
  node: Node,
  base: Value,
  clashes: boolean,
  owner?: Side,
): fc.Arbitrary<Edit> {
  const by = owner ? fc.constant(owner) : fc.constantFrom(...sides);
  if (node.kind === 'leaf') {
    if (node.fixed) return fc.constant({ kind: 'keep' });
    const options: Array<fc.WeightedArbitrary<Edit>> = [
      { weight: 3, arbitrary: fc.constant({ kind: 'keep' }) },
      {
        weight: 2,
        arbitrary: by.chain((side) =>
          valueOf(node, side).map((value): Edit => ({ kind: 'set', by: side, value })),
        ),
      },
    ];
    if (clashes && !owner)
      options.push({
        weight: 1,
        arbitrary: fc
          .tuple(valueOf(node, 'mine'), valueOf(node, 'theirs'))
          // A choice may fall on the same option: only values that differ are a clash.
          .filter(([mine, theirs]) => new Set([base, mine, theirs]).size === 3)
          .map(([mine, theirs]): Edit => ({ kind: 'both', mine, theirs })),
      });
    return fc.oneof(...options);
  }
  if (node.kind === 'group') {
    const record = base as Record<string, Value>;
    return fc
      .tuple(...node.fields.map(([name, field]) => editOf(field, record[name], clashes, owner)))
      .map((edits): Edit => ({
        kind: 'group',
        fields: Object.fromEntries(node.fields.map(([name], i) => [name, edits[i]])),
      }));
  }
  const list = base as Value[];
  // The field that identifies an entry stays: changing it is removing one and adding another.
  const item: Node =
    node.idField && node.item.kind === 'group'
      ? {
          kind: 'group',
          fields: node.item.fields.map(([name, field]) => [
            name,
            name === node.idField && field.kind === 'leaf' ? { ...field, fixed: true } : field,
          ]),
        }
      : node.item;
  const entryEdit = (entry: Value): fc.Arbitrary<EntryEdit> => {
    const options: Array<fc.WeightedArbitrary<EntryEdit>> = [
      { weight: 3, arbitrary: fc.constant({ kind: 'keep' }) },
      { weight: 1, arbitrary: by.map((side): EntryEdit => ({ kind: 'remove', by: side })) },
      {
        weight: 2,
        arbitrary: editOf(item, entry, clashes, owner).map((edit): EntryEdit => ({
          kind: 'edit',
          edit,
        })),
      },
    ];
    if (clashes && !owner)
      options.push({
        weight: 1,
        arbitrary: by.chain((removedBy) =>
          editOf(item, entry, false, other(removedBy))
            .filter((edit) => !sameValue(sideOf(entry, edit, other(removedBy)), entry))
            .map((edit): EntryEdit => ({ kind: 'removedWhileChanged', removedBy, edit })),
        ),
      });
    return fc.oneof(...options);
  };
  const added = fc.record({
    mine:
      owner === 'theirs'
        ? fc.constant<Value[]>([])
        : fc.array(valueOf(node.item, 'mine'), { maxLength: 2 }),
    theirs:
      owner === 'mine'
        ? fc.constant<Value[]>([])
        : fc.array(valueOf(node.item, 'theirs'), { maxLength: 2 }),
  });
  return fc
    .tuple(
      fc.tuple(...list.map(entryEdit)),
      fc.array(added, { minLength: list.length + 1, maxLength: list.length + 1 }),
    )
    .map(([entries, places]): Edit => {
      // Where a side's change leaves two readings, the law keeps to the one the merge must
      // give. To a side, an entry it removed is gone, and one it rewrote whole (no text of it
      // left) is gone and another put in its place: what it added right beside such an
      // entry, or a neighbour it removed, could as well be that entry's new version.
      const removes = (at: number, side: Side) => {
        const entry = entries[at];
        return (
          (entry?.kind === 'remove' && entry.by === side) ||
          (entry?.kind === 'removedWhileChanged' && entry.removedBy === side)
        );
      };
      const rewrites = (at: number, side: Side) => {
        const entry = entries[at];
        const edit =
          entry?.kind === 'edit' ||
          (entry?.kind === 'removedWhileChanged' && entry.removedBy !== side)
            ? entry.edit
            : undefined;
        if (!edit) return false;
        const ofBase = new Set(leaves(list[at]));
        const changed = sideOf(list[at], edit, side);
        return !sameValue(changed, list[at]) && !leaves(changed).some((l) => ofBase.has(l));
      };
      for (const side of sides)
        list.forEach((_, at) => {
          if (!rewrites(at, side)) return;
          for (const next of [at - 1, at + 1])
            if (removes(next, side)) entries[next] = { kind: 'keep' };
        });
      const gone = (at: number, side: Side) => removes(at, side) || rewrites(at, side);
      const added = places.map(
        (place, at) =>
          Object.fromEntries(
            sides.map((side) => [side, gone(at - 1, side) || gone(at, side) ? [] : place[side]]),
          ) as Record<Side, Value[]>,
      );
      return { kind: 'list', entries, added };
    });
}

/** What one side made of the base. */
export function sideOf(base: Value, edit: Edit, side: Side): Value {
  switch (edit.kind) {
    case 'keep':
      return base;
    case 'set':
      return edit.by === side ? edit.value : base;
    case 'both':
      return edit[side];
    case 'group': {
      const record = base as Record<string, Value>;
      return Object.fromEntries(
        Object.keys(record).map((name) => [name, sideOf(record[name], edit.fields[name], side)]),
      );
    }
    case 'list':
      return (base as Value[])
        .flatMap((entry, index) => {
          const before = edit.added[index][side];
          const change = edit.entries[index];
          if (change.kind === 'keep') return [...before, entry];
          if (change.kind === 'remove') return change.by === side ? before : [...before, entry];
          if (change.kind === 'edit') return [...before, sideOf(entry, change.edit, side)];
          return change.removedBy === side ? before : [...before, sideOf(entry, change.edit, side)];
        })
        .concat(edit.added[(base as Value[]).length][side]);
  }
}

/** Both sides' changes together, where no change belongs to both: what the merge must give. */
export function bothOf(base: Value, edit: Edit): Value {
  switch (edit.kind) {
    case 'keep':
      return base;
    case 'set':
      return edit.value;
    case 'group': {
      const record = base as Record<string, Value>;
      return Object.fromEntries(
        Object.keys(record).map((name) => [name, bothOf(record[name], edit.fields[name])]),
      );
    }
    case 'list': {
      const at = (index: number) => [...edit.added[index].theirs, ...edit.added[index].mine];
      return (base as Value[])
        .flatMap((entry, index) => {
          const change = edit.entries[index];
          if (change.kind === 'remove') return at(index);
          if (change.kind === 'edit') return [...at(index), bothOf(entry, change.edit)];
          return [...at(index), entry];
        })
        .concat(at((base as Value[]).length));
    }
    default:
      throw new Error(`a change both sides made (${edit.kind}) has no one result`);
  }
}

/** The changes both made differently, each as what each side holds there. */
export function plantedClashes(base: Value, edit: Edit): Array<Record<Side, Value>> {
  if (edit.kind === 'both') return [{ mine: edit.mine, theirs: edit.theirs }];
  if (edit.kind === 'group')
    return Object.entries(edit.fields).flatMap(([name, field]) =>
      plantedClashes((base as Record<string, Value>)[name], field),
    );
  if (edit.kind === 'list')
    return edit.entries.flatMap((change, index) => {
      const entry = (base as Value[])[index];
      if (change.kind === 'edit') return plantedClashes(entry, change.edit);
      if (change.kind !== 'removedWhileChanged') return [];
      const changed = sideOf(entry, change.edit, other(change.removedBy));
      return [
        { [change.removedBy]: undefined, [other(change.removedBy)]: changed } as Record<
          Side,
          Value
        >,
      ];
    });
  return [];
}

/** Whether `value` holds `part` anywhere (is it, or an entry or field of it, at any depth). */
export const holds = (value: Value, part: Value): boolean =>
  sameValue(value, part) ||
  (Array.isArray(value) && value.some((entry) => holds(entry, part))) ||
  (isGroup(value) && Object.values(value).some((field) => holds(field, part)));

/** The texts and numbers a value holds. */
export const leafValues = (value: Value): Value[] =>
  Array.isArray(value)
    ? value.flatMap(leafValues)
    : isGroup(value)
      ? Object.values(value).flatMap(leafValues)
      : value === undefined
        ? []
        : [value];

/** Who wrote a text or a number: the base, or a side. */
export const voiceOf = (leaf: Value): Voice | undefined => {
  if (typeof leaf === 'string') return /^(base|mine|theirs) \d+$/.exec(leaf)?.[1] as Voice;
  if (typeof leaf !== 'number') return undefined;
  return leaf >= voiceNumber.theirs ? 'theirs' : leaf >= voiceNumber.mine ? 'mine' : 'base';
};

/** A list identified by a field is compared whatever its order: its order is the examples' to show. */
export function inAnyOrder(node: Node, value: Value): Value {
  if (node.kind === 'leaf') return value;
  if (node.kind === 'group')
    return Object.fromEntries(
      node.fields.map(([name, field]) => [
        name,
        inAnyOrder(field, (value as Record<string, Value>)[name]),
      ]),
    );
  const entries = (value as Value[]).map((entry) => inAnyOrder(node.item, entry));
  return node.idField
    ? [...entries].sort((a, b) => valueKey(a).localeCompare(valueKey(b)))
    : entries;
}

export const aFile = fc.constantFrom(...files.map(({ name }) => name));
/** A file, its base value, and a script of both sides' changes to it. */
export const scripted = (clashes: boolean) =>
  aFile.chain((name) =>
    valueOf(fileNamed(name).node, 'base').chain((base) =>
      editOf(fileNamed(name).node, base, clashes).map((edit) => ({
        name,
        base,
        edit: uniquely(edit),
      })),
    ),
  );

/**
 * The script with every new text and number its own: a side's values are generated one by
 * one, each counting from 0, so two could meet; numbered anew through the whole script, no
 * two entries are the same by chance.
 */
export function uniquely<T>(script: T): T {
  let n = 0;
  const renumber = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const voice = /^(mine|theirs) \d+$/.exec(value)?.[1];
      return voice ? `${voice} ${n++}` : value;
    }
    if (typeof value === 'number' && value >= voiceNumber.mine)
      return (value >= voiceNumber.theirs ? voiceNumber.theirs : voiceNumber.mine) + n++;
    if (Array.isArray(value)) return value.map(renumber);
    if (isGroup(value))
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => [key, renumber(field)]),
      );
    return value;
  };
  return renumber(script) as T;
}

/** Every list in a node's shape: the file's own and those inside its entries. */
export function listsIn(node: Node): Array<Extract<Node, { kind: 'list' }>> {
  if (node.kind === 'leaf') return [];
  if (node.kind === 'group') return node.fields.flatMap(([, field]) => listsIn(field));
  return [node, ...listsIn(node.item)];
}
