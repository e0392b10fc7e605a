import { type Language, defaultLanguage, languages } from './languages';

/**
 * The route table: every screen of the site, once. gatsby-node turns it into a page
 * per route and language; the header and footer build their links from it.
 * Paths end in a slash, as `trailingSlash: 'always'` in gatsby-config serves them.
 */
export const routes = [
  { id: 'home', path: '/', template: 'HomePage', inNav: true },
  { id: 'services', path: '/services/', template: 'ServicesPage', inNav: true },
  { id: 'about', path: '/about/', template: 'AboutPage', inNav: true },
  { id: 'contact', path: '/contact/', template: 'ContactPage', inNav: true },
  { id: 'terms', path: '/terms/', template: 'TermsPage', inNav: false },
] as const;

/** Where the content editor is served: no page of the site, never prefetched. */
export const ADMIN_PATH = '/admin/';

export const notFoundRoute = { id: 'notFound', path: '/404/', template: 'NotFoundPage' } as const;

export type RouteId = (typeof routes)[number]['id'] | typeof notFoundRoute.id;

export const navRoutes = routes.filter((route) => route.inNav);

export function routePath(id: Exclude<RouteId, 'notFound'>): string {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route "${id}" in src/core/routes.ts`);
  return route.path;
}

/** `/about/` in Dutch is `/nl/about/`; English is served without a prefix. */
export function localizePath(path: string, language: Language): string {
  return language === defaultLanguage ? path : `/${language}${path}`;
}

/**
 * A page's language and its path in the default language, the reverse of localizePath:
 * `/nl/about/` → nl, `/about/`.
 */
export function pageOf(path: string): { language: Language; original: string } {
  for (const language of languages) {
    const prefix = localizePath('/', language).slice(0, -1);
    if (language !== defaultLanguage && path.startsWith(`${prefix}/`))
      return { language, original: path.slice(prefix.length) };
  }
  return { language: defaultLanguage, original: path };
}

/**
 * What gatsby-plugin-react-i18next's context holds for the page at `originalPath` in
 * `language`: every page's context (gatsby/page-specs.ts), and the pages drawn outside
 * Gatsby (the unit tests, the editor's preview).
 */
export function pageLanguageContext(originalPath: string, language: Language) {
  return {
    language,
    languages: [...languages],
    defaultLanguage,
    generateDefaultLanguagePage: false as const,
    routed: language !== defaultLanguage,
    originalPath,
    path: localizePath(originalPath, language),
  };
}
