// The content editor's configuration (Decap CMS, /admin/config.yml), written from the
// content model (../../src/content/schemas.ts) and the English interface texts, never by hand:
// one collection per data file and per namespace of interface texts, each field with the
// widget its kind declares (../../src/content/fields/), required where the model requires it.
import { EDITOR_LOGO_FILE } from './editor-logo';
import { ADVANCED_FIELD, formPath } from '../../src/admin/forms/advanced';
import {
  LIST_FIELD,
  LOCALE_TEXTS,
  SOURCE_FIELD,
  dataFormatName,
} from '../../src/admin/forms/formats';
import { IMAGE_WIDGET, checkedName } from '../../src/admin/forms/form-names';
import { formOf, textsCollection } from '../../src/content/forms';
import { joinedTextsFile } from '../../src/content/joined-texts';
import { pagePathOf, previewPages } from '../../src/admin/preview/pages';
import {
  type EditorField,
  type FieldDescription,
  type Reference,
  type Widget,
  type WidgetContext,
  describeFields,
  localizedFields,
} from '../../src/content/fields';
import { type ContentFile, contentFiles } from '../../src/content/schemas';
import {
  ADVANCED,
  fileLabel,
  modelWord,
  summaryIn,
  textWordsOf,
  textsLabel,
} from '../../src/content/words';
import type { EditorLanguage } from '../../src/core/editor-language';

/** A field of Decap's configuration: the content model's kinds say theirs (../../src/content/fields/). */
export type DecapField = EditorField;

/**
 * The field in the editor's words, as the content model declares it (../../src/content/schemas.ts),
 * with the widget its kind declares (../../src/content/fields/).
 */
function decapField(field: FieldDescription, language: EditorLanguage): DecapField {
  const word = (english: string) => modelWord(english, language);
  const context: WidgetContext = {
    language,
    word,
    inner: (inner) => decapField(inner, language),
    pictureWidget: IMAGE_WIDGET,
    relation: relationTo,
  };
  return {
    name: field.name,
    label: word(field.words.label),
    required: field.required,
    ...(field.words.hint ? { hint: word(field.words.hint) } : {}),
    ...field.widget(context, field),
  };
}

/**
 * A link to an entry of another list file, chosen from its entries as they are stored now
 * (Decap's relation widget reads them through the backend): the value is the entry's
 * identifying field, wherever the form keeps it (../../src/admin/forms/advanced.ts).
 */
function relationTo({ file, by }: Reference): Widget {
  const spec = contentFiles.find((candidate) => candidate.file === file)!;
  const form = formOf(`data/${file}`)!;
  const entries = `${LIST_FIELD}.*`;
  return {
    widget: 'relation',
    collection: form.collection,
    file: form.file,
    value_field: `${entries}.${formPath(file, [spec.idField!]).join('.')}`,
    search_fields: [`${entries}.${by}`],
    display_fields: [`${entries}.${by}`],
    options_length: 50,
  };
}

/** The hidden field that carries the file's text to its next save (../../src/admin/forms/formats.ts). */
const sourceField: DecapField = {
  name: SOURCE_FIELD,
  label: 'File text',
  widget: 'hidden',
  required: false,
};

/** An entry's fields, those only a developer should change folded in a group at its end. */
function withAdvancedGroup(
  declared: FieldDescription[],
  fields: DecapField[],
  language: EditorLanguage,
): DecapField[] {
  const names = new Set(declared.filter(({ words }) => words.advanced).map(({ name }) => name));
  const advanced = fields.filter((field) => names.has(field.name));
  if (advanced.length === 0) return fields;
  return [
    ...fields.filter((field) => !advanced.includes(field)),
    {
      name: ADVANCED_FIELD,
      label: modelWord(ADVANCED.label, language),
      hint: modelWord(ADVANCED.hint!, language),
      widget: 'object',
      collapsed: true,
      fields: advanced,
    },
  ];
}

function dataCollection(file: ContentFile, current: unknown, language: EditorLanguage) {
  const { collection: name, file: stem } = formOf(`data/${file.file}`)!;
  const label = fileLabel(file.file, language);
  const entries = file.shape === 'list' && Array.isArray(current) ? current : [current];
  const declared = describeFields(file.fields);
  const made = withAdvancedGroup(
    declared,
    declared.map((field) => decapField(field, language)),
    language,
  );
  // A new entry starts as a copy of the top one, all but the field that identifies it.
  const top = (entries[0] ?? {}) as Record<string, unknown>;
  const fields = file.newEntryCopiesTop
    ? made.map((field) =>
        field.name === file.idField || top[field.name] === undefined
          ? field
          : { ...field, default: top[field.name] },
      )
    : made;
  return {
    name,
    label,
    // A file shown on a page is previewed as that page (src/admin/preview/); others are not.
    // Notes (a reviewer's remarks) show with drafts only; the content API keeps them.
    editor: { preview: name in previewPages, notes: true },
    // Decap reads `format` from the collection, not from its files.
    format: dataFormatName(file.file),
    files: [
      {
        name: stem,
        label,
        file: `data/${file.file}`,
        // A draft's whole-site preview opens on the page it changes.
        preview_path: pagePathOf({ collection: name, file: stem }),
        fields:
          file.shape === 'list'
            ? [
                {
                  name: LIST_FIELD,
                  label,
                  widget: 'list',
                  label_singular: modelWord(file.entryName, language),
                  // Each entry folded under what a person reads: a service by its title.
                  ...(file.summary
                    ? { summary: summaryIn(file.summary, language) }
                    : file.idField
                      ? { summary: `{{fields.${formPath(file.file, [file.idField]).join('.')}}}` }
                      : {}),
                  collapsed: true,
                  ...(file.newEntryCopiesTop ? { add_to_top: true } : {}),
                  fields,
                },
                sourceField,
              ]
            : [...fields, sourceField],
      },
    ],
  };
}

/**
 * The fields of a namespace's texts, from the default language's keys: each text a group of
 * its languages side by side, as in the data files, every one required (the content check
 * stops a build on a missing interface text; they have no fallback).
 */
function textFields(
  namespace: string,
  value: Record<string, unknown>,
  language: EditorLanguage,
  key: string[] = [],
) {
  return Object.entries(value).map(([name, item]): DecapField => {
    const path = [...key, name];
    const { label, hint } = textWordsOf(namespace, path);
    const words = {
      name,
      label: modelWord(label, language),
      ...(hint ? { hint: modelWord(hint, language) } : {}),
    };
    if (item !== null && typeof item === 'object')
      return {
        ...words,
        widget: 'object',
        collapsed: true,
        fields: textFields(namespace, item as Record<string, unknown>, language, path),
      };
    const widget = String(item).length > 80 ? 'text' : 'string';
    return {
      ...words,
      widget: 'object',
      collapsed: false,
      fields: localizedFields(widget, language, false),
    };
  });
}

/** A namespace's interface texts: one form, every language side by side (../../src/admin/forms/joined-texts.ts). */
function localeCollection(
  namespace: string,
  texts: Record<string, unknown>,
  language: EditorLanguage,
) {
  const label = textsLabel(namespace, language);
  return {
    name: textsCollection(namespace),
    label,
    editor: { preview: false, notes: true },
    format: LOCALE_TEXTS,
    files: [
      {
        name: namespace,
        label,
        file: joinedTextsFile(namespace),
        preview_path: pagePathOf({ collection: textsCollection(namespace), file: namespace }),
        fields: textFields(namespace, texts, language),
      },
    ],
  };
}

/** What the editor's configuration is written from besides the content model. */
export interface EditorConfigInput {
  /** Decap's `backend` setting, and the live site for its "view live" link. */
  backend: { config: Record<string, string>; siteUrl?: string };
  /**
   * Each data file's present values, by its name in data/ (`company.yaml`): a new entry of a
   * list starts as a copy of its top one; checking them is the validator's work.
   */
  data: Record<string, unknown>;
  /** The default language's interface texts, by namespace (`common`): the forms' fields. */
  texts: Record<string, Record<string, unknown>>;
}

/**
 * Decap's configuration (config.yml), written from the content model in the words of the
 * editor's `language` (../../src/content/words-in-dutch.ts): the same input gives the same output.
 */
export function decapConfig(
  { backend, data, texts }: EditorConfigInput,
  language: EditorLanguage = 'en',
) {
  return {
    // Decap's backend of that name, with every write checked first (src/admin/publishing/checked-backend.ts).
    backend: { ...backend.config, name: checkedName(backend.config.name) },
    // Uploaded pictures get safe file names: lower case, ASCII, no spaces.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // Where an uploaded image goes unless its field says otherwise (every image field does).
    media_folder: 'data/images',
    public_folder: './images',
    site_url: backend.siteUrl,
    // The header's link to the live site, and the company's logo and name on the sign-in page
    // and in the header (./editor-logo.ts) in place of Decap's.
    display_url: backend.siteUrl,
    logo: { src: EDITOR_LOGO_FILE, show_in_header: true },
    collections: [
      ...contentFiles.map((file) => dataCollection(file, data[file.file], language)),
      ...Object.keys(texts)
        .sort()
        .map((namespace) => localeCollection(namespace, texts[namespace], language)),
    ],
  };
}
