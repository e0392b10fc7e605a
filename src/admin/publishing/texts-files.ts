// The interface texts of a namespace are a file per language (locales/en/common.json,
// locales/nl/common.json), but a person edits them side by side, as every other text. Decap
// edits one file per entry, and its own i18n cannot join files in a files collection (it
// allows only its `single_file` structure there: decap-cms-core, actions/config.ts). So the
// form of a namespace is the entry of a file that exists only in the editor,
// locales/common.json (../forms/form-names.ts): the backend answers a read of it with every language's
// file joined into one JSON object, `{ "en": {…}, "nl": {…} }`, and a save of it is split
// back into the language files before the content check and the write see it.
// Browser code and Node code (the unit tests) alike.
import { type Language, languages } from '../../core/languages';
import { around } from '../decap/backends';
import type { BackendImplementation, DataFile } from '../decap/types';
import { languageTextsFile, textsNamespaceOf } from '../forms/form-names';

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
export function languageFiles<File extends DataFile>(file: File): File[] {
  const namespace = textsNamespaceOf(file.path);
  if (namespace === undefined) return [file];
  const joined = JSON.parse(file.raw) as JoinedTexts;
  return languages.map((language) => ({
    ...file,
    path: languageTextsFile(namespace, language),
    raw: textsFileText(joined[language] ?? {}),
  }));
}

type Read = { file: { path: string }; data: string };

/**
 * `backend` whose reads of files give a joined file as its language files, joined: one entry
 * (`getEntry`) and the entries of a collection's list (`entriesByFiles`).
 */
export function withJoinedTexts(backend: BackendImplementation): BackendImplementation {
  const readJoined = async (path: string, namespace: string): Promise<Read> => {
    const texts = await Promise.all(
      languages.map(async (language) => {
        const { data } = await backend.getEntry(languageTextsFile(namespace, language));
        return [language, data] as const;
      }),
    );
    return {
      file: { path },
      data: joinTexts(Object.fromEntries(texts) as Record<Language, string>),
    };
  };
  return around(backend, {
    getEntry(path) {
      const namespace = textsNamespaceOf(path);
      return namespace === undefined ? backend.getEntry(path) : readJoined(path, namespace);
    },
    async entriesByFiles(files) {
      const joined = files.filter(({ path }) => textsNamespaceOf(path) !== undefined);
      const others = files.filter((file) => !joined.includes(file));
      return [
        ...(others.length > 0 ? ((await backend.entriesByFiles?.(others)) ?? []) : []),
        ...(await Promise.all(joined.map(({ path }) => readJoined(path, textsNamespaceOf(path)!)))),
      ];
    },
  });
}
