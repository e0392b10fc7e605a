// Content shaped as the page queries return it, from the files' values: texts picked per
// language as the `@localized` fields do (src/i18n/pick-text.ts), countries named, pictures
// as the templates read them. The editor's preview renders the site's templates with it
// (./PreviewPage.tsx), and the unit tests render whole templates with it (jest/content.ts).
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { nameCountries } from '../../content/countries';
import type { Language } from '../../i18n/languages';
import { isLocalizedText, pickText } from '../../i18n/pick-text';

/** Every data file's value, by file name (`hubs.yaml`). */
export type ContentValues = Record<string, unknown>;

/** What gatsby-plugin-image would make of the picture `value` of `file`, if it can be shown. */
export type PictureData = (file: string, value: string) => IGatsbyImageData | null;

/** The page templates a preview can render, by their file names in src/templates/. */
export type PreviewTemplate =
  'HomePage' | 'AboutPage' | 'ServicesPage' | 'TermsPage' | 'ContactPage';

/** Picks every localized text (`{ en, nl }`) in a YAML value, however deep, as the GraphQL layer does. */
export function localize(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => localize(item, language));
  if (isLocalizedText(value)) return pickText(value, language);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, language)]),
    );
  }
  return value;
}

type Item = Record<string, unknown>;

const asList = (value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : []);
const asItem = (value: unknown): Item =>
  value && typeof value === 'object' ? (value as Item) : {};

/** `{ childImageSharp: { gatsbyImageData } }`, as a File field with an image answers. */
const picture = (data: IGatsbyImageData | null) => ({
  childImageSharp: data ? { gatsbyImageData: data } : null,
});

export function pageData(
  template: PreviewTemplate | 'NotFoundPage',
  language: Language,
  values: ContentValues,
  pictureData: PictureData = () => null,
): Record<string, unknown> {
  const localized = (file: string) => localize(values[file], language);
  const nodes = (file: string, imageField?: string) => ({
    nodes: asList(localized(file)).map((item, index) =>
      imageField
        ? {
            ...item,
            [imageField]: picture(
              pictureData(file, String(asList(values[file])[index]?.[imageField] ?? '')),
            ),
          }
        : item,
    ),
  });
  const company = asItem(localized('company.yaml'));
  const layout = {
    site: { buildYear: String(new Date().getFullYear()), siteMetadata: { siteUrl: '' } },
    company: {
      mapsEmbedSrc: null,
      ...company,
      servedCountries: nameCountries(asList(company.countriesServed) as unknown as string[]),
    },
    newsLinks: nodes('news-links.yaml'),
  };
  switch (template) {
    case 'HomePage':
      return {
        ...layout,
        home: localized('home.yaml'),
        badges: nodes('badges.yaml'),
        highlights: nodes('service-highlights.yaml', 'image'),
        stats: nodes('stats.yaml'),
        hubs: nodes('hubs.yaml'),
        partners: nodes('partners.yaml', 'logo'),
      };
    case 'AboutPage': {
      const about = asItem(localized('about.yaml'));
      const image = String(asItem(values['about.yaml']).image ?? '');
      return { ...layout, about: { ...about, image: picture(pictureData('about.yaml', image)) } };
    }
    case 'ServicesPage':
      return { ...layout, services: nodes('services.yaml') };
    case 'TermsPage':
      return { ...layout, terms: nodes('terms.yaml') };
    default:
      return layout;
  }
}
