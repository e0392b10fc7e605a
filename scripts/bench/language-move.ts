// The bench's language move, from the site's page lists (src/site-pages.ts).
import { type Language, languages } from '../../src/i18n/languages';
import { localizePath } from '../../src/routes';
import { pageOf } from '../../src/site-pages';

/**
 * The language a visitor of `path` has stored in the bench's language move, and the page
 * that move ends on: the next language in the list.
 */
export function languageMove(path: string): { stored: Language; target: string } {
  const { language, original } = pageOf(path);
  const stored = languages[(languages.indexOf(language) + 1) % languages.length];
  return { stored, target: localizePath(original, stored) };
}
