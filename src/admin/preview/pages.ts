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
