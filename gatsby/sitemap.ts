import { alternatesFor } from '../src/seo/alternates';
import type { SitePageContext } from '../src/templates/page-context';

interface SitemapPage {
  path: string;
  pageContext: SitePageContext;
}

/**
 * Options for gatsby-plugin-sitemap: every indexed page in both languages, each listing its
 * language versions (`xhtml:link` alternates, plus x-default), and no 404 page.
 */
export function sitemapOptions(siteUrl: string) {
  return {
    query: `{ allSitePage { nodes { path pageContext } } }`,
    resolveSiteUrl: () => siteUrl,
    resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
      allSitePage.nodes.filter(
        ({ pageContext }) =>
          pageContext?.routeId &&
          pageContext.routeId !== 'notFound' &&
          // Other versions of the terms are for their readers, not search engines (noindex).
          (pageContext.terms?.status ?? 'current') === 'current',
      ),
    serialize: (page: SitemapPage) => ({
      url: page.path,
      changefreq: 'monthly',
      links: alternatesFor(siteUrl, page.pageContext.i18n.originalPath).map((alternate) => ({
        lang: alternate.hreflang,
        url: alternate.href,
      })),
    }),
  };
}
