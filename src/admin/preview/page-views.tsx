// Each page of the site drawn by its own view component (src/components/<page>/…View.tsx)
// from the files' values, as the page's template draws it from its query: texts picked per
// language as the `@localized` fields do (src/i18n/pick-text.ts), countries named, pictures
// as `picture` makes them. The editor's preview shows these (./PreviewPage.tsx), and the
// unit tests render whole pages with them (jest/content.ts).
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ReactElement } from 'react';
import { AboutView } from '../../components/about/AboutView';
import { ContactView } from '../../components/contact/ContactView';
import { HomeView } from '../../components/home/HomeView';
import type { LayoutContent } from '../../components/layout/Layout';
import { NotFoundView } from '../../components/not-found/NotFoundView';
import { ServicesView } from '../../components/services/ServicesView';
import { TermsView } from '../../components/terms/TermsView';
import { nameCountries } from '../../content/countries';
import { legalToday, termsStanding, termsTimeline } from '../../content/terms';
import type { Language } from '../../i18n/languages';
import { localize } from '../../i18n/pick-text';

/** Every data file's value, by file name (`hubs.yaml`). */
export type ContentValues = Record<string, unknown>;

/** What gatsby-plugin-image would make of the picture `value` of `file`, if it can be shown. */
export type PictureData = (file: string, value: string) => IGatsbyImageData | null;

/** The pages a preview can draw, by their templates' file names in src/templates/. */
export type PreviewTemplate =
  'HomePage' | 'AboutPage' | 'ServicesPage' | 'TermsPage' | 'ContactPage';

type Item = Record<string, unknown>;

const asList = (value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : []);

export interface PageContentOptions {
  picture?: PictureData;
  /** The year the footer's copyright names (the build's year on the site). */
  buildYear?: number;
  siteUrl?: string;
}

/**
 * The page of `template` in `language`, its view fed from the files' values. The values are
 * what the editor holds while typing, not yet checked: the views receive them as the page
 * query's types, and the preview catches a page that cannot be drawn.
 */
export function pageView(
  template: PreviewTemplate | 'NotFoundPage',
  language: Language,
  values: ContentValues,
  {
    picture = () => null,
    buildYear = new Date().getFullYear(),
    siteUrl = '',
  }: PageContentOptions = {},
): ReactElement {
  const single = (file: string) => (localize(values[file], language) ?? {}) as never;
  const list = (file: string) => asList(localize(values[file], language)) as never;
  /** A list whose entries have a picture in `field`: each picture as `picture` makes it. */
  const withPictures = (file: string, field: string) =>
    asList(localize(values[file], language)).map((item, index) => ({
      ...item,
      [field]: picture(file, String(asList(values[file])[index]?.[field] ?? '')),
    })) as never;
  const company = single('company.yaml') as Item;
  const countries = { servedCountries: nameCountries(asList(company.countriesServed) as never) };
  const layout: LayoutContent = {
    company: company as never,
    newsLinks: list('news-links.yaml'),
    siteUrl,
    buildYear,
  };
  switch (template) {
    case 'HomePage':
      return (
        <HomeView
          layout={layout}
          company={{ ...company, ...countries } as never}
          home={single('home.yaml')}
          badges={list('badges.yaml')}
          highlights={withPictures('service-highlights.yaml', 'image')}
          stats={list('stats.yaml')}
          hubs={list('hubs.yaml')}
          partners={withPictures('partners.yaml', 'logo')}
        />
      );
    case 'AboutPage': {
      const about = single('about.yaml') as Item;
      const image = picture('about.yaml', String((values['about.yaml'] as Item)?.image ?? ''));
      return <AboutView layout={layout} about={{ ...about, image } as never} />;
    }
    case 'ServicesPage':
      return <ServicesView layout={layout} services={list('services.yaml')} />;
    case 'TermsPage': {
      // The version on top of the list: the one an editor adds or works on, where it would stand today.
      const versions = asList(list('terms.yaml'));
      const top = versions[0] ?? {};
      const effective = String(top.effective ?? '');
      const timeline = termsTimeline(
        versions.map((version) => String(version.effective)),
        legalToday(),
      );
      const edition = timeline
        ? termsStanding(timeline, effective)
        : { effective, status: 'upcoming' as const, current: effective, upcoming: [], earlier: [] };
      return (
        <TermsView layout={layout} edition={edition} articles={asList(top.articles) as never} />
      );
    }
    case 'ContactPage':
      return <ContactView layout={layout} company={company as never} />;
    default:
      return <NotFoundView layout={layout} />;
  }
}
