import type { TermsPageContext } from '../content/terms';
import type { Language } from '../core/languages';
import type { RouteId } from '../core/routes';

/**
 * What every page receives as `pageContext`, and so as GraphQL variables: built for each page
 * where the pages are made (gatsby/page-specs.ts), read by the templates.
 */
export interface SitePageContext {
  routeId: RouteId;
  language: Language;
  /** Languages whose locale strings the page query loads (own first, fallback second). */
  localeLanguages: Language[];
  /** The general conditions' pages: the version shown, and its node (the page query's variable). */
  terms?: TermsPageContext;
  termsId?: string;
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
