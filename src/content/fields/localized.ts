// Visible texts, one value per language of src/core/languages.ts: the default language's
// required, every other expected, but the default one stands in where it is missing. In the
// editor the languages side by side, each in its own box.
import * as z from 'zod';
import { textsIn } from '../summary-template';
import type { EditorLanguage, Said } from '../../core/editor-language';
import {
  defaultLanguage,
  englishName,
  languageInfo,
  languageName,
  languages,
} from '../../core/languages';
import {
  type EditorField,
  type FieldMeta,
  type FieldWords,
  type ListWords,
  type LocalizedText,
  type TextOptions,
  field,
  textBox,
  textSchema,
  entryLabel,
} from './field';

/** "English and Dutch", "English, Dutch and German": every language of the site. */
const languageNames = (() => {
  const names = languages.map(englishName);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
})();

/** Made from the list of languages at run time: its type is a LocalizedText, by construction. */
const localizedSchema = () =>
  z.strictObject(
    Object.fromEntries(
      languages.map((language) => [
        language,
        language === defaultLanguage ? textSchema() : z.string().optional(),
      ]),
    ),
  ) as unknown as z.ZodType<LocalizedText>;

const localizedMeta = (multiline?: boolean): FieldMeta => ({
  graphql: 'String',
  directives: '@localized',
  expected: `a text in ${languageNames}, written as  ${languages.map((language) => `${language}: …`).join('  and  ')}`,
  multiline,
});

/**
 * A text's languages side by side in the editor (`widget`: each one's box). English is
 * required; with a `fallback` the others may be left empty, and English is shown in their
 * place. The interface texts have none (gatsby/admin/decap-config.ts).
 */
export function localizedFields(
  widget: string,
  editing: EditorLanguage,
  fallback = true,
): EditorField[] {
  const fallbackName = languageName(defaultLanguage, editing);
  const leftEmpty: Said = {
    en: `Left empty, the ${fallbackName} text is shown.`,
    nl: `Leeg gelaten, wordt de tekst in het ${fallbackName} getoond.`,
  };
  return languages.map((language) => {
    const required = language === defaultLanguage || !fallback;
    return {
      name: language,
      label: languageInfo[language].nativeName,
      widget,
      required,
      ...(required ? {} : { hint: leftEmpty[editing] }),
    };
  });
}

export const localizedText = (words: FieldWords, { multiline }: TextOptions = {}) =>
  field<LocalizedText, string>({
    schema: localizedSchema(),
    meta: localizedMeta(multiline),
    shape: { kind: 'localized', list: false },
    words,
    widget: ({ language }, { meta }) => ({
      widget: 'object',
      collapsed: false,
      fields: localizedFields(textBox(meta), language),
    }),
  });

export const localizedTexts = (
  words: FieldWords & Pick<ListWords, 'singular'>,
  { multiline }: TextOptions = {},
) =>
  field<LocalizedText[], readonly string[]>({
    schema: z.array(localizedSchema()).min(1),
    meta: {
      graphql: '[String!]',
      directives: '@localized',
      expected: `a list of texts, each in ${languageNames} ({ ${languages.map((language) => `${language}: "…"`).join(', ')} })`,
      multiline,
    },
    shape: { kind: 'localized', list: true, item: localizedMeta(multiline) },
    words,
    widget: ({ language, word }, { meta }) => ({
      widget: 'list',
      min: 1,
      ...entryLabel(words, word),
      // Each text under its words in the editor's language.
      summary: textsIn('{{fields.en}}', language),
      fields: localizedFields(textBox(meta), language),
    }),
  });
