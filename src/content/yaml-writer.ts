// Writing values into a content file's YAML text, changing only what differs: its comments,
// quotes, key order and `{ en: …, … }` one-liners stay as they were. A value the file did not
// have is laid out as the files already are. A text the site's build would misread unquoted
// (a time, a day that does not exist, `<<`) gets quotes (./yaml.ts). The editor's file formats
// (src/admin/forms/formats.ts) and the gateway's merge of a draft write with it. Pure: browser
// and Node alike.
import {
  Document,
  type Node,
  type Pair,
  type Scalar,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  visit,
} from 'yaml';
import { languages } from '../core/languages';
import { isGroup } from './merge/values';
import { isDay, misreadUnquoted } from './yaml';

/** A value of a file or a form: a text, number, list or group of such, or empty. */
type Value = unknown;

/** The text of a key (`title:`), whatever node holds it. */
const keyOf = (pair: Pair<unknown, unknown>) => (isScalar(pair.key) ? pair.key.value : pair.key);

/** A text in the site's languages (`{ en: …, … }`) and nothing else. */
export const isLocalized = (value: Value): value is Record<string, string> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => (languages as readonly string[]).includes(key));

/**
 * A new node for a value the file did not have, laid out as the files already are: a short
 * text in every language on one line, `{ en: "…", … }`; anything else in blocks.
 */
function createNode(doc: Document, value: Value): Node {
  const node = doc.createNode(value);
  visit(node, { Scalar: (_, scalar) => void quoteWhereMisread(scalar) });
  const shortLocalized = (item: Value) =>
    isLocalized(item) && Object.values(item).join('').length <= 100;
  const style = (current: unknown, item: Value): void => {
    if (isMap(current) && shortLocalized(item)) {
      current.flow = true;
      for (const pair of current.items) if (isScalar(pair.value)) pair.value.type = 'QUOTE_DOUBLE';
    } else if (isMap(current))
      for (const pair of current.items)
        style(pair.value, (item as Record<string, Value>)[String(keyOf(pair))]);
    else if (isSeq(current))
      current.items.forEach((child, index) => style(child, (item as Value[])[index]));
  };
  style(node, value);
  return node;
}

/** A text the build would read as something else, unquoted, gets quotes (./yaml.ts). */
function quoteWhereMisread(scalar: Scalar) {
  if (typeof scalar.value === 'string' && misreadUnquoted(scalar.value))
    scalar.type = 'QUOTE_DOUBLE';
}

/** Writes `value` into `node` in place; returns the node to use (a new one if the kind changed). */
function merge(doc: Document, node: unknown, value: Value): Node {
  if (Array.isArray(value) && isSeq(node)) {
    value.forEach((item, index) => {
      node.items[index] =
        index < node.items.length ? merge(doc, node.items[index], item) : createNode(doc, item);
    });
    node.items.length = value.length;
    return node;
  }
  if (isGroup(value) && isMap(node)) {
    for (const [key, item] of Object.entries(value)) {
      const pair = node.items.find((candidate) => keyOf(candidate) === key);
      // Decap sends an emptied field as "": a field the file never had stays out of it.
      if (!pair) {
        if (item !== '' && item !== undefined && item !== null) {
          const added = doc.createPair(key, createNode(doc, item));
          // A key is a text too (fast-check found the key `-0o0` read back as 0).
          if (isScalar(added.key)) quoteWhereMisread(added.key);
          node.items.push(added);
        }
      } else pair.value = merge(doc, pair.value, item);
    }
    node.items = node.items.filter((pair) => Object.hasOwn(value, String(keyOf(pair))));
    return node;
  }
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    // A number written in a text field arrives as a text; the file keeps its kind. A text that
    // is no number stays a text (CI's property test found "!" written over 0 as NaN).
    const next =
      typeof node.value === 'number' &&
      typeof value === 'string' &&
      value.trim() !== '' &&
      Number.isFinite(Number(value))
        ? Number(value)
        : value;
    // A value left as it was keeps its quotes, or their absence, as the file has them. A real
    // day takes them off, as a date field means it (./yaml.ts; CI's property test found a day
    // written over a quoted "1e3" read back as a text).
    if (next !== node.value) {
      node.value = next;
      if (typeof next === 'string' && isDay(next)) node.type = 'PLAIN';
      quoteWhereMisread(node);
    }
    return node;
  }
  return createNode(doc, value);
}

/** `value` written into the text `source` (a file's), changing only what differs. */
export function writeValues(source: string | undefined, value: Value): string {
  const doc = source ? parseDocument(source) : new Document();
  doc.contents = doc.contents ? merge(doc, doc.contents, value) : createNode(doc, value);
  return doc.toString({ lineWidth: 0 });
}
