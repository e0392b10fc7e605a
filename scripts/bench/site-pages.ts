// The pages the bench measures and the tests visit, from the route table and the list of
// languages (src/routes.ts, src/i18n/languages.ts): a new route or language is measured
// and tested without a change here.
import { defaultLanguage, languages, type Language } from '../../src/i18n/languages';
import { localizePath, notFoundRoute, routes } from '../../src/routes';

/** Every route's path in the default language: `/`, `/services/`, … */
export const routePaths: string[] = routes.map((route) => route.path);

/** Every route in every language: `/`, `/nl/`, `/services/`, `/nl/services/`, … */
export const allPages: string[] = routePaths.flatMap((path) =>
  languages.map((language) => localizePath(path, language)),
);

/**
 * Every page the bench measures: the routes and the 404 page, in every language. The 404
 * pages at their own addresses, which answer 200: Lighthouse does not audit an error.
 */
export const benchPages: string[] = [...routePaths, notFoundRoute.path].flatMap((path) =>
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

/**
 * The language a visitor of `path` has stored in the bench's language move, and the page
 * that move ends on: the next language in the list.
 */
export function languageMove(path: string): { stored: Language; target: string } {
  const { language, original } = pageOf(path);
  const stored = languages[(languages.indexOf(language) + 1) % languages.length];
  return { stored, target: localizePath(original, stored) };
}
