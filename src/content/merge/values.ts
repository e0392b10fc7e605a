// Values of a content file compared by structure: the same fields with the same values are
// the same value, whatever order a side wrote its keys in (a YAML file edited by hand, a
// form that adds a language's text after another's). Pure: browser and Node alike.

export const isGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Equal by structure: lists in order, groups by their fields in any order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((entry, index) => sameValue(entry, b[index]));
  if (isGroup(a) && isGroup(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    return (
      keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length &&
      keys.every((key) => sameValue(a[key], b[key]))
    );
  }
  return false;
}

/** One text per value, the same for values the same by structure: a key to match entries by. */
export function valueKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(valueKey).join(',')}]`;
  if (isGroup(value))
    return `{${Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${valueKey(value[key])}`)
      .join(',')}}`;
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** The texts and numbers a value holds, with their paths: what two entries may share. */
export function leaves(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => leaves(entry, `${at}/${index}`));
  if (isGroup(value))
    return Object.keys(value).flatMap((key) => leaves(value[key], `${at}/${key}`));
  return value === undefined ? [] : [`${at}=${JSON.stringify(value)}`];
}
