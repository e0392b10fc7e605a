/**
 * A built site's pages as their templates draw them, from the answers Gatsby's GraphQL layer
 * really gave their page queries (the build keeps them in public/page-data/), beside the
 * same pages as the editor's preview draws them from the site's files
 * (src/admin/preview/page-views.tsx), both rendered. Held equal, the two cannot drift: a
 * field a query forgets, a text picked otherwise than `@localized` picks it, a picture in
 * the wrong place all show in what a visitor would read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageProps } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pageView } from '../src/admin/preview/page-views';
import type { LocaleResources } from '../src/content/locales';
import type { Language } from '../src/core/languages';
import { localizePath, notFoundRoute, routes } from '../src/core/routes';
import type { SitePageContext } from '../src/templates/page-context';
import { isPreviewTemplate } from '../src/admin/preview/preview-templates';
import { contentValues } from './content';
import { asPage } from './render-page';

type Template = (props: Pick<PageProps, 'data' | 'pageContext'>) => ReactElement;

/** The template of a route, by its file name in src/templates/ (a new page's too). */
const templateNamed = async (name: string): Promise<Template> =>
  (await import(`../src/templates/${name}`)).default;

/**
 * Every page the route table makes that the editor's preview draws too, by template (a page
 * of interface texts alone has no preview to hold it to).
 */
export const builtPages = [...routes, notFoundRoute].flatMap(({ path, template }) =>
  isPreviewTemplate(template) || template === notFoundRoute.template ? [{ path, template }] : [],
);

/** What Gatsby kept of the page at `pagePath`: its query's answer and its context. */
function pageData(site: string, pagePath: string) {
  const folder = pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '');
  const file = path.join(site, 'public/page-data', folder, 'page-data.json');
  return JSON.parse(readFileSync(file, 'utf8')).result as {
    data: Queries.LayoutDataFragment & Record<string, unknown>;
    pageContext: SitePageContext;
  };
}

type ImageData = { images?: { fallback?: { src?: string } } };

/**
 * Every picture gatsby-plugin-image made for a page's answer, by the name of its source file
 * (the build names its files after it): what the preview is given to show for that file.
 */
function picturesOf(value: unknown, found = new Map<string, unknown>()) {
  if (!value || typeof value !== 'object') return found;
  const source = (value as ImageData).images?.fallback?.src;
  if (source) found.set(path.basename(source), value);
  else Object.values(value).forEach((item) => picturesOf(item, found));
  return found;
}

/** The context without the version's PDF and node id, which only the build makes. */
function asWritten({ terms, ...context }: SitePageContext) {
  if (!terms) return context;
  const standing: Partial<typeof terms> & { id?: string } = { ...terms };
  delete standing.pdf;
  delete standing.id;
  return { ...context, terms: standing };
}

/** One element per line, so that a difference reads as a line or two of markup. */
const lines = (markup: string) => markup.replace(/></g, '>\n<').split('\n');

/**
 * The page at `pagePath` in `language` of the built copy at `site`, as its template draws it
 * from Gatsby's answer and as the preview draws it from the copy's files, both rendered to
 * markup with the copy's interface texts. The preview shows each picture the build made of
 * the file it names; the conditions' page is drawn without what only the build makes of a
 * version (its PDF, its node's id), as the preview shows a version an editor writes.
 */
export async function builtAndPreviewed(
  site: string,
  { path: pagePath, template }: (typeof builtPages)[number],
  language: Language,
  texts: LocaleResources,
) {
  const { data, pageContext } = pageData(site, localizePath(pagePath, language));
  const pictures = picturesOf(data);
  const page = (await templateNamed(template))({ data, pageContext: asWritten(pageContext) });
  const preview = pageView(template, language, contentValues(site), {
    buildYear: Number(data.site?.buildYear),
    siteUrl: data.site?.siteMetadata?.siteUrl ?? '',
    picture: (_file, value) => (pictures.get(path.basename(value)) as IGatsbyImageData) ?? null,
  });
  const markup = (ui: ReactElement) =>
    lines(renderToStaticMarkup(asPage(ui, { language, originalPath: pagePath, texts })));
  return { page: markup(page), preview: markup(preview) };
}
