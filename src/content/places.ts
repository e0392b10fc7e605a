// Where a value is, in the form's words: the file, the list entry, the field, and the same as
// a person follows them in the content editor (the form's name, the entry's summary, the
// fields' labels as ./schemas.ts declares them, by way of ./words.ts). The content check
// places its problems with these, and the editor the changes two people made to one file
// (src/admin/publishing/merge-since-loaded.ts).
import { type Language, languageInfo } from '../core/languages';
import type { Place } from './problem';
import type { ContentFile } from './schemas';
import { entrySummary, fieldLabels, fileLabel, textLabels, textsLabel } from './words';

/** A value of a data file: the entry `index` of a list (or the file), the field at `field`. */
export function dataPlace(
  spec: ContentFile,
  entries: unknown,
  index: number | undefined,
  field: PropertyKey[],
): Place {
  const entry = spec.shape === 'list' ? index : undefined;
  const words = [fileLabel(spec.file)];
  if (entry !== undefined)
    words.push(entrySummary(spec.file, (entries as unknown[] | undefined)?.[entry], entry));
  words.push(...fieldLabels(spec.file, field));
  return { file: `data/${spec.file}`, ...(entry === undefined ? {} : { entry }), field, words };
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
