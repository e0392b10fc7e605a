import type { Flags } from './i18n/flags';
import type { Language } from './i18n/languages';
import type { RouteId } from './routes';

/** What every page receives as `pageContext`, and so as GraphQL variables. */
export interface SitePageContext {
  routeId: RouteId;
  language: Language;
  /** Languages whose locale strings the page query loads (own first, fallback second). */
  localeLanguages: Language[];
  /** Every language's flag, drawn inline by the language switcher (src/i18n/flags.tsx). */
  flags: Flags;
  /**
   * Read by gatsby-plugin-react-i18next's wrapPageElement. Because it is set here, the
   * plugin's own onCreatePage leaves our pages alone instead of copying them per language.
   */
  i18n: {
    language: Language;
    languages: Language[];
    defaultLanguage: Language;
    generateDefaultLanguagePage: false;
    routed: boolean;
    originalPath: string;
    path: string;
  };
}
