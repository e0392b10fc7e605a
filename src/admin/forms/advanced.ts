// The fields only a developer should change (../../content/schemas.ts marks them `advanced`: web
// address names, icons, the map's address, the analytics script) sit in a folded group at the
// end of their entry's form. A Decap group is a value of its own, so the form's entry holds
// them under ADVANCED_FIELD while the file keeps them where they are: the formats move them
// in when a file is read and out when it is written (./formats.ts), the preview reads the
// file's value (../preview/register.ts), and a problem's place in the file is led to its
// place in the form (../panel/go-to-field.ts). Browser code and Node code (the tests) alike.
import { contentFiles } from '../../content/schemas';
import { isAdvanced } from '../../content/words';

/** The form's group of the advanced fields, in each entry that has some. */
export const ADVANCED_FIELD = 'advanced';

type Entry = Record<string, unknown>;
/** A group of named values (not a list, not a text). */
export const isEntry = (value: unknown): value is Entry =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An entry of `file` as the form holds it: its advanced fields in their group. */
export function toForm(file: string, entry: unknown): unknown {
  if (!isEntry(entry)) return entry;
  const advanced = Object.entries(entry).filter(([name]) => isAdvanced(file, name));
  if (advanced.length === 0) return entry;
  const rest = Object.entries(entry).filter(([name]) => !isAdvanced(file, name));
  return { ...Object.fromEntries(rest), [ADVANCED_FIELD]: Object.fromEntries(advanced) };
}

/**
 * An entry of the form as `file` holds it: its advanced fields back in the entry, in the
 * content model's order of fields (a new entry is written in the order the others are).
 */
export function fromForm(file: string, entry: unknown): unknown {
  if (!isEntry(entry) || !isEntry(entry[ADVANCED_FIELD])) return entry;
  const { [ADVANCED_FIELD]: advanced, ...rest } = entry;
  const fields = { ...rest, ...advanced };
  const order = Object.keys(contentFiles.find((spec) => spec.file === file)?.fields ?? {});
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.fromEntries(Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b)));
}

/** The path of a file's field in the form: `['slug']` → `['advanced', 'slug']`. */
export const formPath = (file: string, field: readonly PropertyKey[]): PropertyKey[] =>
  isAdvanced(file, field[0]) ? [ADVANCED_FIELD, ...field] : [...field];
