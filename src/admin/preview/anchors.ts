// Where what is being edited appears on its previewed page (./pages.ts): the id of an
// element the preview scrolls to. An entry of a list shown one by one has its own anchor
// (a service's card); other lists, and the fields of single files, their
// section's heading. A unit test draws each page and finds every id named here.
import type { EditingPlace } from './editing-place';

type Entry = Record<string, unknown>;

interface Anchors {
  /** The anchor of one entry of the list. */
  entry?: (entry: Entry) => string;
  /** The section of the whole list, or of any field not named in `fields`. */
  section?: string;
  /** By field name. */
  fields?: Record<string, string>;
}

export const previewAnchors: Record<string, Anchors> = {
  services: { entry: (service) => String(service.slug) },
  // The preview shows the version on top: its date at the page's top, its articles below.
  terms: { section: 'contents-heading', fields: { effective: 'terms-version' } },
  'service-highlights': { section: 'services-heading' },
  badges: { section: 'badges' },
  stats: { section: 'stats-heading' },
  hubs: { section: 'network-heading' },
  partners: { section: 'partners-heading' },
  'news-links': { section: 'footer-news' },
  home: {
    fields: {
      heroHeadline: 'hero-heading',
      heroSubtitle: 'hero-heading',
      aboutTeaserTitle: 'about-teaser-heading',
      aboutTeaserText: 'about-teaser-heading',
      aboutTeaserBullets: 'about-teaser-heading',
      networkIntro: 'network-heading',
    },
  },
  about: {
    fields: {
      intro: 'intro-heading',
      mission: 'mission-heading',
      vision: 'vision-heading',
      whyChooseUs: 'why-heading',
    },
  },
  company: { section: 'details-heading' },
};

/** The id to scroll to for the place being edited in `collection`, whose file holds `value`. */
export function previewAnchor(
  collection: string,
  value: unknown,
  { entry, field }: EditingPlace,
): string | undefined {
  const anchors = previewAnchors[collection];
  if (!anchors) return undefined;
  const item = entry !== undefined && Array.isArray(value) ? (value[entry] as Entry) : undefined;
  if (item && anchors.entry) return anchors.entry(item);
  return (field && anchors.fields?.[field]) ?? anchors.section;
}
