import i18next, { type Resource, type i18n as I18n } from 'i18next';
import { type Language, defaultLanguage } from '../core/languages';

/**
 * i18next set up as gatsby-plugin-react-i18next sets it up for a page (gatsby-config.ts),
 * ready at once: for pages drawn outside Gatsby, in the unit tests and the editor's preview.
 * `resources`: every locale file, by language, then by file: `{ en: { common: {…}, … }, … }`.
 */
export function translationsIn(resources: Resource, language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
  });
  return instance;
}
