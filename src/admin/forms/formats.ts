// How the content editor (/admin/, Decap CMS) reads and writes the site's content files.
// Decap's own YAML format rewrites a whole file on save: comments gone, quotes and layout
// changed. These formats change only the values the editor changed: the file's text is
// kept beside the entry (SOURCE_FIELD, a hidden field) and the new values are written into
// it, so its comments, quotes, order and `{ en: …, … }` one-liners stay as they were.
// Decap also cannot edit a file whose top is a list (decap-cms issue #531); the list
// format presents such a file as one field, LIST_FIELD, holding the list. Each data file has
// a format of its own, which moves the fields only a developer should change into their
// folded group and back (./advanced.ts). The interface texts' format shows each text with
// its languages side by side, from the joined file of ./joined-texts.ts.
// Browser code (bundled into /admin/) and Node code (the tests) alike.
import { parseDocument } from 'yaml';
import { languages } from '../../core/languages';
import { contentFiles } from '../../content/schemas';
import { isLocalized, writeValues } from '../../content/yaml-writer';
import { fromForm, isEntry, toForm } from './advanced';
import { noteWrittenOver } from './loaded-from';

/** The field that holds a list-shaped file's entries in the form. */
export const LIST_FIELD = 'items';
/** The hidden field that carries the file's text from loading to saving. */
export const SOURCE_FIELD = 'fileSource';
/** The format of a namespace's interface texts, every language in one form. */
export const LOCALE_TEXTS = 'locale-texts';

/** Entry data as Decap CMS holds it: the file's fields, plus the editor's own. */
export type EntryData = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** How a kind of file becomes a form's entry and back. */
export interface FileFormat {
  fromFile(text: string): EntryData;
  toFile(data: EntryData): string;
}

/** A value of a file or a form: a text, number, list or group of such, or empty. */
type Value = unknown;

/** Writes the form's values over the file's text it was loaded from, and notes which that was. */
const written = (source: string | undefined, text: string) => {
  if (source !== undefined) noteWrittenOver(text, source);
  return text;
};

const withoutSource = (data: EntryData) => {
  const { [SOURCE_FIELD]: source, ...value } = data;
  return { source: source as string | undefined, value };
};

/** A data file whose top is a group of fields (company.yaml, home.yaml, about.yaml). */
export const dataYaml = (file: string): FileFormat => ({
  fromFile: (text) => ({
    ...(toForm(file, parseDocument(text).toJS()) as EntryData),
    [SOURCE_FIELD]: text,
  }),
  toFile: (data) => {
    const { source, value } = withoutSource(data);
    return written(source, writeValues(source, fromForm(file, value)));
  },
});

/** A data file whose top is a list of entries (services.yaml, hubs.yaml, …). */
export const dataYamlList = (file: string): FileFormat => ({
  fromFile: (text) => ({
    [LIST_FIELD]: ((parseDocument(text).toJS() ?? []) as Value[]).map((entry) =>
      toForm(file, entry),
    ),
    [SOURCE_FIELD]: text,
  }),
  toFile: (data) => {
    const { source, value } = withoutSource(data);
    const entries = (value[LIST_FIELD] ?? []) as Value[];
    return written(
      source,
      writeValues(
        source,
        entries.map((entry) => fromForm(file, entry)),
      ),
    );
  },
});

/**
 * A text left empty is left out of its file. The form requires every interface text, so this
 * only keeps "" from being written as if it were a text: a missing key is one the content
 * check names in its own words.
 */
const withoutEmptyTexts = (value: Value): Value =>
  value !== null && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== '' && item !== undefined && item !== null)
          .map(([key, item]) => [key, withoutEmptyTexts(item)]),
      )
    : value;

type Tree = Record<string, Value>;

/** `{ en: { a: "x" }, nl: { a: "y" } }` → `{ a: { en: "x", nl: "y" } }`: each text in every language. */
function textsByKey(byLanguage: Tree): EntryData {
  const data: EntryData = {};
  const place = (into: Tree, texts: Value, language: string) => {
    if (!isEntry(texts)) return;
    for (const [key, item] of Object.entries(texts)) {
      if (isEntry(item)) place((into[key] ??= {}) as Tree, item, language);
      else ((into[key] ??= {}) as Tree)[language] = item;
    }
  };
  for (const language of languages) place(data, byLanguage[language], language);
  return data;
}

/** The other way round: the form's texts, each in every language, as one tree per language. */
function textsByLanguage(data: EntryData): Tree {
  const byLanguage: Tree = Object.fromEntries(languages.map((language) => [language, {}]));
  const place = (group: Tree, into: (language: string) => Tree) => {
    for (const [key, item] of Object.entries(group)) {
      if (!isEntry(item)) continue;
      if (isLocalized(item))
        for (const [language, text] of Object.entries(item)) into(language)[key] = text;
      else place(item, (language) => (into(language)[key] ??= {}) as Tree);
    }
  };
  place(data, (language) => byLanguage[language] as Tree);
  return withoutEmptyTexts(byLanguage) as Tree;
}

/**
 * A namespace's interface texts, every language in one form (the joined file of
 * ./joined-texts.ts): each text a group of its languages, as in the data files.
 */
export const localeTexts: FileFormat = {
  fromFile: (text) => ({ ...textsByKey(JSON.parse(text) as Tree), [SOURCE_FIELD]: text }),
  toFile: (data) => {
    const { source, value } = withoutSource(data);
    return written(source, JSON.stringify(textsByLanguage(value), null, 2));
  },
};

/** A data file's format, by the name the generated configuration gives it (`data-services`). */
export const dataFormatName = (file: string) => `data-${file.replace(/\.yaml$/, '')}`;

/** The formats the editor registers with Decap: their names, and the files' extension. */
export const formats: Array<{ name: string; extension: 'yaml' | 'json'; format: FileFormat }> = [
  ...contentFiles.map(({ file, shape }) => ({
    name: dataFormatName(file),
    extension: 'yaml' as const,
    format: shape === 'list' ? dataYamlList(file) : dataYaml(file),
  })),
  { name: LOCALE_TEXTS, extension: 'json', format: localeTexts },
];
