import { type Language, defaultLanguage, languages } from '../core/languages';
import { localizePath } from '../core/routes';

export interface Alternate {
  /** `en`, `nl`, or `x-default` for visitors of any other language. */
  hreflang: Language | 'x-default';
  href: string;
}

/** The absolute URL of a path on the site: `https://…/nl/about/`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}

/**
 * Every language version of a page, plus `x-default` pointing to the default language:
 * what hreflang links in the head and the sitemap's alternates both list.
 */
export function alternatesFor(siteUrl: string, originalPath: string): Alternate[] {
  const versions = languages.map((language) => ({
    hreflang: language,
    href: absoluteUrl(siteUrl, localizePath(originalPath, language)),
  }));
  return [
    ...versions,
    {
      hreflang: 'x-default',
      href: absoluteUrl(siteUrl, localizePath(originalPath, defaultLanguage)),
    },
  ];
}
