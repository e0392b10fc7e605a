import { type FormAddress, textsCollection } from '../../content/forms';
import { notFoundRoute, routes } from '../../core/routes';
import type { PreviewTemplate } from './page-views';

/**
 * Which page of the site previews each collection of the editor: the page it appears on.
 * Collections not named here (the interface texts) keep Decap's plain preview.
 */
export const previewPages: Record<string, PreviewTemplate> = {
  about: 'AboutPage',
  services: 'ServicesPage',
  terms: 'TermsPage',
  home: 'HomePage',
  hubs: 'HomePage',
  partners: 'HomePage',
  stats: 'HomePage',
  badges: 'HomePage',
  'service-highlights': 'HomePage',
  company: 'ContactPage',
  'news-links': 'ContactPage',
};

/**
 * The page a form's change shows on, in the default language: where a draft's whole-site
 * preview opens (Decap's `preview_path`). A file shown on one page leads there; the texts of
 * a page's own namespace to that page; everything else (the texts every page shares, a file
 * of no page) to the home page.
 */
export function pagePathOf({ collection, file }: FormAddress): string {
  const template =
    previewPages[collection] ??
    [...routes, notFoundRoute].find(({ id }) => collection === textsCollection(file) && id === file)
      ?.template;
  return [...routes, notFoundRoute].find((route) => route.template === template)?.path ?? '/';
}
