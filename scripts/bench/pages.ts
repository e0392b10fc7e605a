// The pages the bench measures and its language move, from the site's page lists
// (scripts/lib/pages.ts).
import { type Language, languages } from '../../src/core/languages';
import { localizePath, notFoundRoute, routePath } from '../../src/core/routes';
import { routePaths } from '../lib/pages';
import { pageOf } from '../../src/core/routes';

/**
 * The language a visitor of `path` has stored in the bench's language move, and the page
 * that move ends on: the next language in the list.
 */
export function languageMove(path: string): { stored: Language; target: string } {
  const { language, original } = pageOf(path);
  const stored = languages[(languages.indexOf(language) + 1) % languages.length];
  return { stored, target: localizePath(original, stored) };
}

/**
 * Every page the bench measures: the routes and the 404 page, in every language. The 404
 * pages at their own addresses, which answer 200: Lighthouse does not audit an error.
 */
export const benchPages: string[] = [...routePaths, notFoundRoute.path].flatMap((path) =>
  languages.map((language) => localizePath(path, language)),
);

/** The pages of text only, whose first view has no picture: the terms and the 404 page. */
export const isTextPage = (path: string) =>
  [routePath('terms'), notFoundRoute.path].includes(pageOf(path).original);
