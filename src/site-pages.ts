// The site's pages as lists, from the route table and the list of languages: what the
// browser tests visit, the screenshots show and the benchmark measures, so a new route or
// language is tested and measured without a change anywhere else.
import { defaultLanguage, languages, type Language } from './i18n/languages';
import { localizePath, routes } from './routes';

/** Every route's path in the default language: `/`, `/services/`, … */
export const routePaths: string[] = routes.map((route) => route.path);

/** Every route in every language: `/`, `/nl/`, `/services/`, `/nl/services/`, … */
export const allPages: string[] = routePaths.flatMap((path) =>
  languages.map((language) => localizePath(path, language)),
);

/** An address no page has, in every language: what a visitor of a broken link sees (404). */
const missingPages: string[] = languages.map((language) => localizePath('/missing/', language));

/** Every page of the site once, then a missing one in each language: for looking at them. */
export const pagesToLook: string[] = [...allPages, ...missingPages];

/** A page's language and its path in the default language: `/nl/about/` → nl, `/about/`. */
export function pageOf(path: string): { language: Language; original: string } {
  for (const language of languages) {
    const prefix = localizePath('/', language).slice(0, -1);
    if (language !== defaultLanguage && path.startsWith(`${prefix}/`))
      return { language, original: path.slice(prefix.length) };
  }
  return { language: defaultLanguage, original: path };
}

export const isHomePage = (path: string) => pageOf(path).original === '/';
