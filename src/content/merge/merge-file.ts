// One content file merged three ways, as values: its texts read (YAML, or JSON for the
// interface texts), merged with the content model's identities for lists (./merge.ts), and
// written over the text of the side that is kept, whose comments and layout stay. The content
// API merges each save with what was saved since its form was loaded (./since-loaded.ts), and
// a draft with what was published meanwhile (functions/_lib/content-api/workflow.ts). Pure:
// browser and Node alike.
import { parse } from 'yaml';
import { contentFiles, idFieldOfList } from '../schemas';
import { writeValues } from '../yaml-writer';
import { type Merged, type Prefer, type Value, merge3 } from './merge';

const isJson = (path: string) => path.endsWith('.json');

/** A content file's values, from its text. */
export const readValues = (path: string, text: string): Value =>
  isJson(path) ? JSON.parse(text) : parse(text);

/** `value` written over `over`, a text of the same file, which keeps its comments and layout. */
export const writeValuesOver = (path: string, over: string, value: Value): string =>
  isJson(path)
    ? `${JSON.stringify(value, null, 2)}${over.endsWith('\n') ? '\n' : ''}`
    : writeValues(over, value);

/** The texts `base`, `mine` and `theirs` of the file at `path`, merged as values. */
export function mergeFile(
  path: string,
  [base, mine, theirs]: [string, string, string],
  prefer?: Prefer,
): Merged {
  const spec = contentFiles.find(({ file }) => `data/${file}` === path);
  const idFieldAt = (keys: string[]) => (spec ? idFieldOfList(spec, keys) : undefined);
  return merge3(readValues(path, base), readValues(path, mine), readValues(path, theirs), {
    idFieldAt,
    ...(prefer && { prefer }),
  });
}
