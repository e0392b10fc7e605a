// The content model's fields as one typed description, read off the zod schemas of
// ./schemas.ts once, here and nowhere else: the GraphQL types (./graphql.ts), the
// validator's expectations (./describe.ts) and the editor's forms
// (../admin/decap-config.ts) are all written from it. zod keeps a schema's structure in
// `def` (its kind, an optional's inner schema, a list's element, a group's shape, a
// choice's entries, a union's options, a text's regex checks); that is what is read here.
import type { z } from 'zod';
import { type FieldMeta, fieldMeta } from './fields';

/** What a field holds. */
export type FieldShape =
  /** A text or a whole number; `pattern`: the regular expression a text must match. */
  | { kind: 'text'; pattern?: RegExp; url?: boolean }
  | { kind: 'number' }
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

type Schema = z.ZodType & {
  def: {
    type: string;
    innerType?: Schema;
    element?: Schema;
    shape?: Record<string, Schema>;
    entries?: Record<string, string>;
    options?: Schema[];
    pattern?: RegExp;
    format?: string;
  };
};

/** The regular expression a text must match, as zod keeps it, if it has one. */
function patternOf(schema: Schema): RegExp | undefined {
  // A regex check keeps its pattern in its own def.
  const checks = (schema.def as { checks?: Array<{ _zod: { def: { pattern?: RegExp } } }> }).checks;
  return schema.def.pattern ?? checks?.map((check) => check._zod.def.pattern).find(Boolean);
}

function shapeOf(schema: Schema, meta: FieldMeta): FieldShape {
  const { def } = schema;
  if (meta.directives === '@localized')
    return def.element
      ? { kind: 'localized', list: true, item: fieldMeta(def.element) }
      : { kind: 'localized', list: false };
  if (meta.graphql === 'File') return { kind: 'image' };
  if (def.type === 'enum') return { kind: 'choice', options: Object.values(def.entries ?? {}) };
  if (def.type === 'number') return { kind: 'number' };
  if (def.type === 'union') {
    const value = def.options?.find((option) => option.def.type !== 'literal');
    if (!value) throw new Error(`src/content/model: a union without a value of its own`);
    return { kind: 'emptyOr', value: describeField('value', value, meta) };
  }
  if (def.type === 'array' && def.element) {
    const element = def.element;
    if (element.def.shape)
      return { kind: 'group', list: true, fields: describeFields(element.def.shape) };
    return { kind: 'list', item: describeField('item', element) };
  }
  if (def.shape) return { kind: 'group', list: false, fields: describeFields(def.shape) };
  // zod parses addresses rather than matching them: `url` says a text is one.
  return { kind: 'text', pattern: patternOf(schema), url: def.format === 'url' };
}

/** One field: `inherited` gives a schema without a declaration of its own its parent's. */
function describeField(name: string, raw: Schema, inherited?: FieldMeta): FieldDescription {
  const optional = raw.def.type === 'optional' && raw.def.innerType;
  const schema = optional ? raw.def.innerType! : raw;
  const meta = fieldMeta(schema) ?? inherited;
  if (!meta) throw new Error(`src/content/model: field "${name}" has no declaration`);
  return { name, required: !optional, meta, shape: shapeOf(schema, meta) };
}

/** Every field of a group (an entry of a content file, or a group inside one). */
export function describeFields(shape: z.ZodRawShape): FieldDescription[] {
  return Object.entries(shape).map(([name, schema]) => describeField(name, schema as Schema));
}
