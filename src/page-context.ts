import type { TermsStanding } from './content/terms';
import type { Flags } from './i18n/flags';
import type { Language } from './i18n/languages';
import type { RouteId } from './routes';

/** A version's PDF in one language: its address and size. */
export interface TermsPdf {
  href: string;
  bytes: number;
}

/** A page of the general conditions: its version, where it stands, and its PDF. */
export interface TermsPageContext extends TermsStanding {
  pdf: TermsPdf;
}

/** What every page receives as `pageContext`, and so as GraphQL variables. */
export interface SitePageContext {
  routeId: RouteId;
  language: Language;
  /** Languages whose locale strings the page query loads (own first, fallback second). */
  localeLanguages: Language[];
  /** Every language's flag, drawn inline by the language switcher (src/i18n/flags.tsx). */
  flags: Flags;
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
