// A list's summary template (./schemas.ts declares each with the entries' English texts:
// `{{fields.title.en}}`) in the editor's language, for the form's list (Decap fills it,
// gatsby/admin/decap-config.ts) and the places that name an entry as the list does
// (./words.ts, `entrySummary`, which also says the template's own words in that language).
import type { EditorLanguage, Said } from '../core/editor-language';
import { isLanguage } from '../core/languages';

/** A text of an entry in a template, in English: `{{fields.title.en}}`, `{{fields.en}}`. */
const ENGLISH_TEXT = /\{\{fields\.((?:\w+\.)*)en\}\}/g;

/** What an entry's summary shows for a text the entry lacks in the editor's language. */
export const NOT_IN_LANGUAGE: Said = {
  en: 'not yet in this language',
  nl: 'nog niet in het Nederlands',
};

/** The template's own words, between its fields: `Version in force from {{fields.effective}}` → "Version in force from". */
export const summaryLiterals = (template: string): string[] =>
  template
    .split(/\{\{[^}]*\}\}/)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part));

/**
 * `template`'s texts in the editor's `language`: each in that language and, where an entry
 * lacks it, words saying so (Decap's `default` filter: a template cannot fall back to another
 * field). Its own words are the caller's to say (./words.ts, `summaryIn`).
 */
export function textsIn(template: string, language: EditorLanguage): string {
  // English, or a language the site's texts are not written in: the English texts.
  if (language === 'en' || !isLanguage(language)) return template;
  return template.replace(
    ENGLISH_TEXT,
    (_, path: string) =>
      `{{fields.${path}${language} | default('(${NOT_IN_LANGUAGE[language]})')}}`,
  );
}
