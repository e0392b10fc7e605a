import {
  type Language,
  defaultLanguage,
  languages,
  localeLanguagesFor,
} from '../src/i18n/languages';
import type { Flags } from '../src/i18n/flags';
import type { SitePageContext } from '../src/page-context';
import {
  type RouteId,
  localizePath,
  notFoundRoute,
  pageLanguageContext,
  routes,
} from '../src/routes';

export interface PageSpec {
  path: string;
  template: string;
  matchPath?: string;
  context: SitePageContext;
}

function specFor(
  route: { id: RouteId; path: string; template: string },
  language: Language,
  flags: Flags,
): PageSpec {
  const path = localizePath(route.path, language);
  return {
    path,
    template: route.template,
    context: {
      routeId: route.id,
      language,
      localeLanguages: localeLanguagesFor(language),
      flags,
      i18n: pageLanguageContext(route.path, language),
    },
  };
}

/**
 * Every page of the site: each route in each language, plus a 404 page per language.
 * The non-default 404 pages also match every unknown path under their prefix, so the
 * client-side router shows `/nl/anything` as the Dutch 404 page.
 */
export function pageSpecs(flags: Flags): PageSpec[] {
  const pages = routes.flatMap((route) =>
    languages.map((language) => specFor(route, language, flags)),
  );
  const notFoundPages = languages.map((language) => {
    const spec = specFor(notFoundRoute, language, flags);
    return language === defaultLanguage ? spec : { ...spec, matchPath: `/${language}/*` };
  });
  return [...pages, ...notFoundPages];
}
