import type { z } from 'zod';
import { englishName, isLanguage } from '../../src/i18n/languages';
import { fieldMeta } from './fields';

/** A value as an editor would name it: "a single text", "the number 12", "nothing". */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'an empty value';
  if (typeof value === 'string')
    return value.trim() === '' ? 'an empty text' : `a single text ("${shorten(value)}")`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the value ${value}`;
  if (Array.isArray(value))
    return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  return `a group of fields (${Object.keys(value).join(', ')})`;
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

type Walkable = z.ZodType & {
  def: {
    type: string;
    innerType?: Walkable;
    element?: Walkable;
    shape?: Record<string, Walkable>;
    options?: Walkable[];
  };
};

/** The schema of the value at `path` below `schema`, for its plain-words expectation. */
export function schemaAt(schema: Walkable, path: ReadonlyArray<PropertyKey>): Walkable | undefined {
  let current: Walkable | undefined = schema;
  for (const key of path) {
    while (current?.def.type === 'optional') current = current.def.innerType;
    if (!current) return undefined;
    if (typeof key === 'number') current = current.def.element;
    else current = current.def.shape?.[String(key)];
  }
  while (current && !fieldMeta(current) && current.def.type === 'optional')
    current = current.def.innerType;
  return current;
}

/** What a field must hold, from its declaration, or a fallback drawn from the issue. */
export function describeExpected(schema: Walkable | undefined, issue: z.core.$ZodIssue): string {
  const meta = schema && fieldMeta(schema);
  if (meta) return meta.expected;
  if (issue.code === 'invalid_type')
    return issue.expected === 'string' ? 'a text' : `a ${issue.expected}`;
  return 'a valid value';
}

/** "field "features", item 2" for the path below an entry. */
export function describeField(path: ReadonlyArray<PropertyKey>): string {
  const parts: string[] = [];
  for (const key of path) {
    if (typeof key === 'number') parts.push(`item ${key + 1}`);
    else if (isLanguage(key)) parts.push(`${englishName(key)} text`);
    else parts.push(`field "${String(key)}"`);
  }
  return parts.join(', ');
}

/** The closest of `candidates` to a misspelt name, if one is close enough to suggest. */
export function closest(name: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(name.length / 3))
    ? best.candidate
    : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
