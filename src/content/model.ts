// The content model's fields as one typed description, read off the zod schemas of
// ./schemas.ts once, here and nowhere else: the GraphQL types (gatsby/graphql-types.ts),
// the validator's expectations (./describe.ts) and the editor's forms
// (../admin/decap-config.ts) are all written from it. It is read through zod's public
// description of a schema, its JSON Schema (`z.toJSONSchema`), which carries each field's
// declaration from ./fields.ts beside the standard keywords.
import { z } from 'zod';
import type { FieldMeta } from './fields';

/** What a field holds. */
export type FieldShape =
  /** A text or a whole number; `pattern`: the regular expression a text must match. */
  | { kind: 'text'; pattern?: RegExp; url?: boolean }
  | { kind: 'number' }
  /** A day, written year-month-day. */
  | { kind: 'date' }
  /** One of a fixed list of values. */
  | { kind: 'choice'; options: string[] }
  /** The path of a picture, relative to the YAML file. */
  | { kind: 'image' }
  /** A text, or a list of texts (`list`, each as `item` says), with a value per language. */
  | { kind: 'localized'; list: boolean; item?: FieldMeta }
  /** A list of plain values of one kind (texts, country codes). */
  | { kind: 'list'; item: FieldDescription }
  /** A group of fields, or a list of such groups (`list`). */
  | { kind: 'group'; list: boolean; fields: FieldDescription[] }
  /** Empty, or what `value` describes (an address not set yet). */
  | { kind: 'emptyOr'; value: FieldDescription };

export interface FieldDescription {
  name: string;
  /** False for a field the files may leave out. */
  required: boolean;
  meta: FieldMeta;
  shape: FieldShape;
}

/** The part of a JSON Schema node read here: the standard keywords and our declaration. */
type Node = z.core.JSONSchema.JSONSchema & Partial<FieldMeta>;

const declarationOf = ({
  graphql,
  directives,
  expected,
  multiline,
}: Node): FieldMeta | undefined =>
  graphql === undefined || expected === undefined
    ? undefined
    : {
        graphql,
        ...(directives === undefined ? {} : { directives }),
        expected,
        ...(multiline === undefined ? {} : { multiline }),
      };

const single = (items: Node['items']): Node | undefined =>
  items && typeof items === 'object' && !Array.isArray(items) ? (items as Node) : undefined;

function shapeOf(node: Node, meta: FieldMeta): FieldShape {
  const item = single(node.items);
  if (meta.directives === '@localized')
    return item
      ? { kind: 'localized', list: true, item: declarationOf(item) }
      : { kind: 'localized', list: false };
  if (meta.graphql === 'File') return { kind: 'image' };
  if (node.enum) return { kind: 'choice', options: node.enum.map(String) };
  if (node.type === 'number' || node.type === 'integer') return { kind: 'number' };
  if (node.format === 'date') return { kind: 'date' };
  if (node.anyOf) {
    const value = node.anyOf.find((option) => option.const === undefined) as Node | undefined;
    if (!value) throw new Error(`src/content/model: a choice without a value of its own`);
    return { kind: 'emptyOr', value: describeNode('value', value, true, meta) };
  }
  if (node.type === 'array' && item) {
    if (item.properties) return { kind: 'group', list: true, fields: describeObject(item) };
    return { kind: 'list', item: describeNode('item', item, true) };
  }
  if (node.properties) return { kind: 'group', list: false, fields: describeObject(node) };
  // zod parses addresses rather than matching them: `url` says a text is one.
  return {
    kind: 'text',
    pattern: node.pattern === undefined ? undefined : new RegExp(node.pattern),
    url: node.format === 'uri',
  };
}

/** One field: `inherited` gives a node without a declaration of its own its parent's. */
function describeNode(
  name: string,
  node: Node,
  required: boolean,
  inherited?: FieldMeta,
): FieldDescription {
  const meta = declarationOf(node) ?? inherited;
  if (!meta) throw new Error(`src/content/model: field "${name}" has no declaration`);
  return { name, required, meta, shape: shapeOf(node, meta) };
}

function describeObject(node: Node): FieldDescription[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) =>
    describeNode(name, property as Node, required.has(name)),
  );
}

/** Every field of a group (an entry of a content file, or a group inside one). */
export function describeFields(shape: z.ZodRawShape): FieldDescription[] {
  return describeObject(z.toJSONSchema(z.strictObject(shape)) as Node);
}
