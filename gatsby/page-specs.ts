import {
  type Language,
  defaultLanguage,
  languages,
  localeLanguagesFor,
} from '../src/core/languages';
import type { SitePageContext } from '../src/templates/page-context';
import { type TermsPageContext, termsStanding, termsVersionPath } from '../src/content/terms';
import type { TermsEditions } from './terms/editions';
import {
  type RouteId,
  localizePath,
  notFoundRoute,
  pageLanguageContext,
  routes,
} from '../src/core/routes';

export interface PageSpec {
  path: string;
  template: string;
  matchPath?: string;
  context: SitePageContext;
}

function specFor(
  route: { id: RouteId; path: string; template: string },
  language: Language,
  terms?: TermsPageContext & { id: string },
): PageSpec {
  const path = localizePath(route.path, language);
  return {
    path,
    template: route.template,
    context: {
      routeId: route.id,
      language,
      localeLanguages: localeLanguagesFor(language),
      ...(terms ? { terms, termsId: terms.id } : {}),
      i18n: pageLanguageContext(route.path, language),
    },
  };
}

/**
 * The pages of the general conditions: /terms/ shows the version in force; every other
 * version has its own page, /terms/<date>/, in every language.
 */
function termsPages(
  route: (typeof routes)[number],
  editions: TermsEditions | undefined,
): PageSpec[] {
  if (!editions) return languages.map((language) => specFor(route, language));
  const { current, upcoming, earlier } = editions.timeline;
  const others = [...upcoming, ...earlier].map((date) => ({
    ...route,
    path: termsVersionPath(date),
    date,
  }));
  return [{ ...route, date: current }, ...others].flatMap((page) =>
    languages.map((language) =>
      specFor(page, language, {
        ...termsStanding(editions.timeline, page.date),
        pdf: editions.pdfs[page.date][language],
        id: editions.ids[page.date],
      }),
    ),
  );
}

/**
 * Every page of the site: each route in each language (the general conditions once per
 * version, `terms`), plus a 404 page per language.
 * The non-default 404 pages also match every unknown path under their prefix, so the
 * client-side router shows `/nl/anything` as the Dutch 404 page.
 */
export function pageSpecs(terms?: TermsEditions): PageSpec[] {
  const pages = routes.flatMap((route) =>
    route.id === 'terms'
      ? termsPages(route, terms)
      : languages.map((language) => specFor(route, language)),
  );
  const notFoundPages = languages.map((language) => {
    const spec = specFor(notFoundRoute, language);
    return language === defaultLanguage ? spec : { ...spec, matchPath: `/${language}/*` };
  });
  return [...pages, ...notFoundPages];
}
