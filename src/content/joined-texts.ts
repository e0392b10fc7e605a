// The interface texts of a namespace are a file per language (locales/en/common.json,
// locales/nl/common.json), but a person edits them side by side, as every other text. Decap
// edits one file per entry, and its own i18n cannot join files in a files collection (it
// allows only its `single_file` structure there: decap-cms-core, actions/config.ts). So the
// form of a namespace is the entry of a file that exists only in the editor and the content
// API, locales/common.json: the API answers a read of it with every language's file joined
// into one JSON object, `{ "en": {…}, "nl": {…} }`, and splits a save of it back into the
// language files before the merge, the check and the write see it
// (functions/_lib/content-api/texts-forms.ts); the editor's own check splits it the same way.
import { type Language, languages } from '../core/languages';
import { textNamespaces } from './content-files';

/** A file by its path and text (Decap's entry file, the content API's saved file). */
interface TextFile {
  path: string;
  raw: string;
}

/** A namespace's interface texts in one language: `locales/nl/common.json`. */
export const languageTextsFile = (namespace: string, language: Language) =>
  `locales/${language}/${namespace}.json`;

/**
 * The file the form of a namespace's texts reads and writes, every language joined: it
 * exists only in the editor (above). `common` → `locales/common.json`.
 */
export const joinedTextsFile = (namespace: string) => `locales/${namespace}.json`;

/** The namespace of a joined texts file (`locales/common.json` → common), else undefined. */
export function textsNamespaceOf(path: string): string | undefined {
  const namespace = /^locales\/([\w-]+)\.json$/.exec(path)?.[1];
  return namespace !== undefined && textNamespaces.includes(namespace) ? namespace : undefined;
}

/** A namespace's texts in every language, as the joined file holds them. */
type JoinedTexts = Record<Language, unknown>;

/** The joined file's text from each language file's text. */
export function joinTexts(files: Record<Language, string>): string {
  const joined = Object.fromEntries(
    languages.map((language) => [language, JSON.parse(files[language])]),
  ) as JoinedTexts;
  return JSON.stringify(joined, null, 2);
}

/** A language file's text as the files are written: two-space indented, ending in a newline. */
const textsFileText = (texts: unknown) => `${JSON.stringify(texts, null, 2)}\n`;

/**
 * The files a save writes: a joined file becomes its language files; any other file is
 * itself.
 */
export function languageFiles<File extends TextFile>(file: File): File[] {
  const namespace = textsNamespaceOf(file.path);
  if (namespace === undefined) return [file];
  const joined = JSON.parse(file.raw) as JoinedTexts;
  return languages.map((language) => ({
    ...file,
    path: languageTextsFile(namespace, language),
    raw: textsFileText(joined[language] ?? {}),
  }));
}
