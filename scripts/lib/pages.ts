// The site's pages as lists, from the route table and the list of languages: what the
// browser tests visit, the screenshots show and the benchmark measures, so a new route or
// language is tested and measured without a change anywhere else.
import { languages } from '../../src/core/languages';
import { localizePath, pageOf, routes } from '../../src/core/routes';

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

export const isHomePage = (path: string) => pageOf(path).original === '/';
