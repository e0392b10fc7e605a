import { type Language, isLanguage } from '../i18n/languages';
import { localizePath } from '../routes';

export const LANGUAGE_KEY = 'lang';

/** A stored language, or null when it is missing or not one the site has. */
export function parseStoredLanguage(value: string | null): Language | null {
  return isLanguage(value) ? value : null;
}

/**
 * Where a visitor with a stored language preference belongs: the same page in that
 * language, or null to stay. `originalPath` is the page's language-independent path.
 */
export function preferredLanguagePath(
  pageLanguage: Language,
  originalPath: string,
  stored: string | null,
): string | null {
  const preferred = parseStoredLanguage(stored);
  if (!preferred || preferred === pageLanguage) return null;
  return localizePath(originalPath, preferred);
}
