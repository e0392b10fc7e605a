// One reading of YAML: the build's. gatsby-transformer-yaml reads every data file with
// js-yaml's `load` (its default schema: dates, merge keys, !!binary and the rest), and the site
// shows what that gives. The check, the editor and the gateway read a file here, with the same
// js-yaml (a test holds the two to one module), so they judge what the site will show.
//
// The file is also read with `yaml` (YAML 1.2's core schema, as the editor writes it), and
// whatever the two read differently is refused in words: an unquoted 2026-02-30, which js-yaml
// turns into 2 March. So are what an editor never needs and a reader may get wrong: merge keys
// (`<<`), tags (`!!binary`, `!custom`), several documents in one file, and aliases that
// multiply a file (a "YAML bomb": nine lines that read as millions of values).
import * as jsYaml from 'js-yaml';
import { isAlias, isPair, isScalar, parseAllDocuments, visit } from 'yaml';

/** How far aliases may multiply a file's values (`yaml`'s count of the values they copy). */
export const MAX_ALIAS_COUNT = 100;

export type YamlReading = { value: unknown; problem?: undefined } | { problem: string };

/**
 * Whether the build reads `text`, written without quotes, as something other than what it
 * says: a time (`2026-01-01 10:00`), a day that does not exist (`2026-02-30`, which js-yaml
 * moves to 2 March), a merge key (`<<`), or a number, a yes/no or nothing as js-yaml reads
 * them and YAML 1.2 does not (`-0o0`, `0b1`, `+.5`: fast-check found `-0o0` as a key, read back
 * as 0). YAML 1.2, and so the editor's writer, takes each for a text; the editor quotes such a
 * text when it writes one (./yaml-writer.ts). A real day written year-month-day stays as it
 * is: a date field wants it so, and the check tells a text field that holds one (`must be a
 * text, found the date …`).
 */
export const misreadUnquoted = (text: string): boolean =>
  buildTypes.merge.resolve(text) ||
  (buildTypes.timestamp.resolve(text) && !isDay(text)) ||
  ['int', 'float', 'bool', 'null'].some((type) => buildTypes[type].resolve(text));

/** A day that exists, written year-month-day: what js-yaml reads back as that very day. */
export const isDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/** js-yaml's own types (its exported `types`, which @types/js-yaml leaves out). */
const buildTypes = (
  jsYaml as unknown as { types: Record<string, { resolve(text: string): boolean }> }
).types;

/** `data/x.yaml, line 3` or `lines 3–4`. */
const atLines = (file: string, first?: number, last?: number) =>
  first === undefined
    ? file
    : `${file}, ${last !== undefined && last > first ? `lines ${first}–${last}` : `line ${first}`}`;

const quoteHint =
  'Check the indentation, and put in "quotes" any text that contains ": " or " #", or a comma inside { }';

/** The file's value as the site's build reads it, or why the site cannot take it, in words. */
export function readYaml(file: string, text: string): YamlReading {
  const documents = parseAllDocuments(text, { uniqueKeys: true, prettyErrors: true });
  if (!Array.isArray(documents) || documents.length === 0) return { value: undefined };
  if (documents.length > 1)
    return {
      problem: `${file}: the file holds ${documents.length} YAML documents (a line "---" or "..." starts another); the site reads one: remove the separator line`,
    };
  const [document] = documents;
  if (document.errors.length > 0) {
    // Only the first: the parser's later complaints are usually echoes of it.
    const [error] = document.errors;
    const line = error.linePos?.[0].line;
    // Complaints starting on the same line often reach into the next, where the mistake is.
    const lastLine = Math.max(
      ...document.errors
        .filter((e) => e.linePos?.[0].line === line)
        .map((e) => e.linePos?.[1]?.line ?? 0),
    );
    const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    return {
      problem: `${atLines(file, line, lastLine)}: this is not valid YAML (${reason}). ${quoteHint}`,
    };
  }
  let refused: string | undefined;
  const lineOf = (offset?: number) =>
    offset === undefined ? undefined : text.slice(0, offset).split('\n').length;
  visit(document, {
    Node(_, node, path) {
      if (refused) return;
      // An alias inside the value its anchor names (`loop: &loop { self: *loop }`) is a value
      // without end: no reader can write it out.
      if (isAlias(node)) {
        if (path.some((above) => (above as { anchor?: string }).anchor === node.source))
          refused = `${atLines(file, lineOf(node.range?.[0]))}: the alias *${node.source} lies inside the value it names, so the value never ends: write the values out in full`;
        return;
      }
      if ('tag' in node && typeof node.tag === 'string' && node.tag)
        refused = `${atLines(file, lineOf(node.range?.[0]))}: the YAML tag ${shortTag(node.tag)} is not used in the site's files: remove it (put a text in "quotes" instead)`;
    },
    Pair(_, pair) {
      if (refused || !isPair(pair)) return;
      if (isScalar(pair.key) && pair.key.value === '<<')
        refused = `${atLines(file, lineOf(pair.key.range?.[0]))}: a merge key (<<) is not used in the site's files: write the fields out in full`;
    },
  });
  if (refused) return { problem: refused };
  let written: unknown;
  try {
    written = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    return {
      problem: `${file}: its aliases (*name) copy more than ${MAX_ALIAS_COUNT} values, which the site does not read: write the values out in full`,
    };
  }
  let value: unknown;
  try {
    value = jsYaml.load(text, { filename: file });
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = String((error as { reason?: string }).reason ?? error);
    return {
      problem: `${atLines(file, mark?.line === undefined ? undefined : mark.line + 1)}: the site's build cannot read this YAML (${reason}). ${quoteHint}`,
    };
  }
  const difference = firstDifference(value, written, []);
  if (difference) return { problem: `${file}: ${difference}` };
  return { value };
}

const shortTag = (tag: string) => tag.replace(/^tag:yaml\.org,2002:/, '!!');

const placeOf = (keys: PropertyKey[]) =>
  keys.length === 0
    ? 'the file'
    : keys
        .map((key) => (typeof key === 'number' ? `item ${key + 1}` : `"${String(key)}"`))
        .join(' › ');

/**
 * Where the build's reading (`built`, js-yaml) and the file as written (`written`, YAML 1.2)
 * part, in words, or undefined. A date is the same when the text is that day as year-month-day.
 */
function firstDifference(
  built: unknown,
  written: unknown,
  keys: PropertyKey[],
): string | undefined {
  if (built instanceof Date) {
    const day = Number.isNaN(built.getTime()) ? undefined : built.toISOString();
    if (
      typeof written === 'string' &&
      day?.slice(0, 10) === written &&
      day.endsWith('T00:00:00.000Z')
    )
      return undefined;
    return `${placeOf(keys)} is written "${String(written)}", which the site reads as the date ${day?.slice(0, 10) ?? '(none)'}: write a real day as year-month-day, or put a text in "quotes"`;
  }
  if (Array.isArray(built) && Array.isArray(written)) {
    if (built.length !== written.length) return `${placeOf(keys)} reads differently on the site`;
    for (const [index, item] of built.entries()) {
      const found = firstDifference(item, written[index], [...keys, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (isRecord(built) && isRecord(written)) {
    const names = new Set([...Object.keys(built), ...Object.keys(written)]);
    for (const name of names) {
      const found = firstDifference(built[name], written[name], [...keys, name]);
      if (found) return found;
    }
    return undefined;
  }
  if (Object.is(built, written)) return undefined;
  return `${placeOf(keys)} is written ${JSON.stringify(written) ?? 'as nothing'}, which the site reads as ${JSON.stringify(built) ?? 'nothing'}: put a text in "quotes"`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
