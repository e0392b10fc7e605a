// What every field of the content model is, whatever its kind: what it holds (its zod schema,
// which the check validates with), how GraphQL declares it, what an editor is told when a
// value is wrong, its words (label, hint, whether only a developer should change it), and its
// widget in the editor. Each kind declares all of these in its own module beside this one
// (./text.ts, ./image.ts, ./group.ts, …); nothing reads them back out of the zod schemas.
import * as z from 'zod';
import type { EditorLanguage } from '../../core/editor-language';
import type { Language } from '../../core/languages';

/** How GraphQL declares a field, and what its value must be in an editor's words. */
export interface FieldMeta {
  /** GraphQL type of the field, without nullability (`String`, `[String!]`, `File`, …). */
  graphql: string;
  /** Field directives: `@localized`, `@fileByRelativePath`. */
  directives?: string;
  /** What the value must be, in an editor's words. */
  expected: string;
  /** Paragraph-long text: the content editor gives it a multi-line box. */
  multiline?: boolean;
}

/** A field in the words of the person who edits it: every field has a label. */
export interface FieldWords {
  /** As the editor's form names it, and the refusals after it: "Phone", "Postal address". */
  label: string;
  /** A sentence under the field. A field with a format has the validator's words without one. */
  hint?: string;
  /** Only a developer should change it: the form keeps it in the folded group "Advanced". */
  advanced?: true;
}

/** What a list of groups adds to its words: how it names one entry, and folds each. */
export interface ListWords extends FieldWords {
  singular?: string;
  /** A Decap summary template over an entry's fields: `{{fields.number}}. {{fields.title}}`. */
  summary?: string;
}

/**
 * How a list's Add button names one entry, in the editor's language ("Add point", "Voeg punt
 * toe"): short enough for a phone's row, where the list's own label would wrap.
 */
export const entryLabel = (
  words: Pick<ListWords, 'singular'>,
  word: (english: string) => string,
) => (words.singular ? { label_singular: word(words.singular) } : {});

/** A text that names an entry of another list, chosen in the editor by what a person reads. */
export interface Reference {
  /** The list file, and the field of its entries the editor shows (`title.en`). */
  file: string;
  by: string;
  /** What a value that names no entry breaks, in the editor's words: "its link would lead nowhere". */
  breaks: string;
}

/** What a field holds, as the check, the messages and the GraphQL types walk it. */
export type FieldShape =
  /** A text; `pattern`: the regular expression it must match; `url`: it is a web address. */
  | { kind: 'text'; pattern?: RegExp; url?: boolean; references?: Reference }
  | { kind: 'number' }
  /** A day, written year-month-day. */
  | { kind: 'date' }
  /** One of a fixed list of values. */
  | { kind: 'choice'; options: string[] }
  /** The path of a picture, relative to the YAML file, in its folder below data/ (`images/about`). */
  | { kind: 'image'; folder: string }
  /** A text, or a list of texts (`list`, each as `item` says), with a value per language. */
  | { kind: 'localized'; list: boolean; item?: FieldMeta }
  /** A list of plain values of one kind (texts, country codes); `countries`: chosen by name. */
  | { kind: 'list'; item: FieldDescription; countries?: boolean }
  /** A group of fields, or a list of such groups (`list`). */
  | { kind: 'group'; list: boolean; fields: FieldDescription[] }
  /** Empty, or what `value` describes (an address not set yet). */
  | { kind: 'emptyOr'; value: FieldDescription };

/**
 * A field in the editor's form, as Decap's configuration declares it (/admin/config.yml):
 * the field's words, then what its kind's widget sets.
 */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  fields?: EditorField[];
  field?: EditorField;
  options?: string[] | Array<{ label: string; value: string }>;
  multiple?: boolean;
  value_type?: 'int';
  min?: number;
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  /** The date widget: what it writes and shows (a day, without time). */
  format?: string;
  date_format?: string;
  time_format?: false;
  /** A relation: the collection and file it chooses from, and what it shows and writes. */
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  /** A list: new entries on top; a field: its value in a new entry. */
  add_to_top?: boolean;
  default?: unknown;
}

/** What a kind's widget sets: all but the field's name and words. */
export type Widget = Omit<EditorField, 'name' | 'label' | 'hint'>;

/**
 * What the editor's configuration (gatsby/admin/decap-config.ts) gives a widget: the words of
 * the person's language, and what belongs to the editor rather than the model.
 */
export interface WidgetContext {
  language: EditorLanguage;
  /** A word of the model in the editor's language (../words.ts). */
  word(english: string): string;
  /** The editor's field for a field inside this one (a list's item, a group's fields). */
  inner(field: FieldDescription): EditorField;
  /** The editor's own widget for a picture, which checks an upload as the build will. */
  pictureWidget: string;
  /** The widget that chooses an entry of another list file, through that file's form. */
  relation(reference: Reference): Widget;
}

/**
 * One declared field: built by the kinds' functions, never by hand. `Value` is what the
 * files hold (its schema's type), `InLanguage` what a page reads of it in one language (a
 * text per language is one text): the model's own types, which ../model-types.ts gathers
 * per file.
 */
export interface Field<Value = unknown, InLanguage = Value> {
  schema: z.ZodType<Value>;
  /** False for a field the files may leave out. */
  required: boolean;
  meta: FieldMeta;
  shape: FieldShape;
  words: ListWords;
  /** Its widget in the editor's form (`field`: itself, with its name in its group). */
  widget(context: WidgetContext, field: FieldDescription): Widget;
  /** A type only, never set: the field's value in one language. */
  readonly inLanguage?: () => InLanguage;
}

/** A field with its name in its group: what the model's readers walk. */
export interface FieldDescription extends Field {
  name: string;
}

/** A group's fields, by name, in the order the form shows them. */
export type Fields = Record<string, Field<unknown, unknown>>;

/** What a group of fields holds in the files. */
export type GroupValue<F extends Fields> = {
  [Name in keyof F]: F[Name] extends Field<infer Value, unknown> ? Value : never;
};

/** What a group of fields holds in one language. */
export type GroupInLanguage<F extends Fields> = {
  readonly [Name in keyof F]: F[Name] extends Field<unknown, infer Text> ? Text : never;
};

/** A text in every language of the site, as the files hold it: `{ en: …, nl: … }`. */
export type LocalizedText = { readonly [L in Language]?: string };

/** Every field of a group, in order, with its name. */
export const describeFields = (fields: Fields): FieldDescription[] =>
  Object.entries(fields).map(([name, field]) => ({ ...field, name }));

/**
 * The zod schema of a group of fields: no field it does not declare. Made from the fields
 * at run time, so zod cannot tell its type: it is the group's value, by construction.
 */
export const groupSchema = <F extends Fields>(fields: F) =>
  z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.schema])),
  ) as unknown as z.ZodType<GroupValue<F>>;

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** What a kind declares of a field; `ruleAsHint`: its format's words are its hint, unless it has one. */
export interface FieldDeclaration<Value> {
  schema: z.ZodType<Value>;
  meta: FieldMeta;
  shape: FieldShape;
  words: ListWords;
  widget: Field['widget'];
  ruleAsHint?: boolean;
}

/** A field of a kind, as its module declares it: required unless made `optional`. */
export function field<Value, InLanguage = Value>({
  schema,
  meta,
  shape,
  words,
  widget,
  ruleAsHint = false,
}: FieldDeclaration<Value>): Field<Value, InLanguage> {
  // A field with a format shows the validator's own words as its hint, unless it has its own.
  const hint = words.hint ?? (ruleAsHint ? sentence(meta.expected) : undefined);
  return {
    schema,
    required: true,
    meta,
    shape,
    words: { ...words, ...(hint ? { hint } : {}) },
    widget,
  };
}

/** A field the files may leave out. */
export const optional = <Value, InLanguage>(
  declared: Field<Value, InLanguage>,
): Field<Value | undefined, InLanguage | undefined> => ({
  ...declared,
  schema: declared.schema.optional(),
  required: false,
  inLanguage: undefined,
});

/** A text with something in it, spaces around it aside. */
export const textSchema = () => z.string().trim().min(1);

/** For texts: `multiline` when the text runs to a paragraph. */
export interface TextOptions {
  multiline?: boolean;
}

/** The editor's box for a text: one line, or several for a paragraph. */
export const textBox = (meta: FieldMeta) => (meta.multiline ? 'text' : 'string');
