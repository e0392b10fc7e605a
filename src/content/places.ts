// Where a value is, in the form's words: the file, the list entry, the field, and the same as
// a person follows them in the content editor (the form's name, the entry's summary, the
// fields' labels as ./schemas.ts declares them, by way of ./words.ts). The content check
// places its problems with these, and the editor the changes two people made to one file
// (src/admin/publishing/merge-since-loaded.ts).
import { type Language, languageInfo } from '../core/languages';
import type { Place, PlaceWords } from './problem';
import type { ContentFile } from './schemas';
import { editorLanguages, type EditorLanguage } from '../core/editor-language';
import { entrySummary, fieldLabels, fileLabel, modelWord, textLabels, textsLabel } from './words';

/**
 * A list entry's place, `before` its summary and `after` it, in each language of the editor but
 * English: its summary as that language's list shows it, the other words in that language.
 */
export function entryWordsIn(
  file: string,
  entry: unknown,
  index: number,
  before: string[],
  after: string[],
): PlaceWords['wordsIn'] {
  const inLanguage = (language: EditorLanguage) => [
    ...before.map((word) => modelWord(word, language)),
    entrySummary(file, entry, index, language),
    ...after.map((word) => modelWord(word, language)),
  ];
  return Object.fromEntries(
    editorLanguages
      .filter((language) => language !== 'en')
      .map((language) => [language, inLanguage(language)]),
  );
}

/** A value of a data file: the entry `index` of a list (or the file), the field at `field`. */
export function dataPlace(
  spec: ContentFile,
  entries: unknown,
  index: number | undefined,
  field: PropertyKey[],
): Place {
  const entry = spec.shape === 'list' ? index : undefined;
  const file = `data/${spec.file}`;
  const [form, labels] = [[fileLabel(spec.file)], fieldLabels(spec.file, field)];
  if (entry === undefined) return { file, field, words: [...form, ...labels] };
  const value = (entries as unknown[] | undefined)?.[entry];
  return {
    file,
    entry,
    field,
    words: [...form, entrySummary(spec.file, value, entry), ...labels],
    wordsIn: entryWordsIn(spec.file, value, entry, form, labels),
  };
}

/**
 * A language's interface text (`key`, such as `seo.title`), or its whole file. The form shows
 * each text in every language, so its field is the key's path and then the language
 * (Texts: Common › Shared links › … › Nederlands).
 */
export function textsPlace(language: Language, namespace: string, key?: string): Place {
  const path = key ? key.split('.') : [];
  return {
    file: `locales/${language}/${namespace}.json`,
    field: key ? [...path, language] : [],
    words: [
      textsLabel(namespace),
      ...textLabels(namespace, path),
      ...(key ? [languageInfo[language].nativeName] : []),
    ],
  };
}
