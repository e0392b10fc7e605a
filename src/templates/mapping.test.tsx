import type { PageProps } from 'gatsby';
import type { ReactElement } from 'react';
import { readYaml } from '../../jest/content';
import { pageView } from '../admin/preview/page-views';
import { nameCountries } from '../content/countries';
import { contentFiles } from '../content/schemas';
import { legalToday, termsStanding, termsTimeline } from '../content/terms';
import { languages, type Language } from '../core/languages';
import { localize } from '../i18n/pick-text';
import type { SitePageContext } from './page-context';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import HomePage from './HomePage';
import NotFoundPage from './NotFoundPage';
import ServicesPage from './ServicesPage';
import TermsPage from './TermsPage';

/**
 * Each template's own mapping, from its page query's answer to its view's props, against
 * the preview's mapping of the same files (src/admin/preview/page-views.tsx): one path from
 * the files to a page, so the two cannot drift. The answers are what Gatsby's GraphQL layer
 * gives for the real content: texts picked per language (`@localized`), lists as `nodes`,
 * pictures as `childImageSharp` (none here: gatsby-plugin-image is the build's to test).
 */
const siteUrl = 'https://cargo.example';
const buildYear = 2026;

type Entry = Record<string, unknown>;
const file = (name: string, language: Language) => localize(readYaml(name), language) as Entry;
const list = (name: string, language: Language) => localize(readYaml(name), language) as Entry[];
const noPicture = { childImageSharp: null };

/** The `LayoutData` fragment's answer (src/i18n/fragments.ts), the company's fields merged. */
function layoutData(language: Language) {
  return {
    site: { buildYear: String(buildYear), siteMetadata: { siteUrl } },
    company: file('company.yaml', language),
    newsLinks: { nodes: list('news-links.yaml', language) },
  };
}

const versions = () =>
  (readYaml('terms.yaml') as Entry[]).map((version) => ({
    ...version,
    effective: String(version.effective),
  }));

/** Each template's page query answer, from the files. */
const answers: Record<string, (language: Language) => object> = {
  HomePage: (language) => ({
    ...layoutData(language),
    facts: {
      foundingYear: file('company.yaml', language).foundingYear,
      servedCountries: nameCountries(file('company.yaml', language).countriesServed as string[]),
    },
    home: file('home.yaml', language),
    badges: { nodes: list('badges.yaml', language) },
    highlights: {
      nodes: list('service-highlights.yaml', language).map((item) => ({
        ...item,
        image: noPicture,
      })),
    },
    stats: { nodes: list('stats.yaml', language) },
    hubs: { nodes: list('hubs.yaml', language) },
    partners: {
      nodes: list('partners.yaml', language).map((item) => ({ ...item, logo: noPicture })),
    },
  }),
  AboutPage: (language) => ({
    ...layoutData(language),
    about: { ...file('about.yaml', language), image: noPicture },
  }),
  ServicesPage: (language) => ({
    ...layoutData(language),
    services: { nodes: list('services.yaml', language) },
  }),
  ContactPage: (language) => layoutData(language),
  // The version the preview shows: the one on top, which an editor adds or works on.
  TermsPage: (language) => ({
    ...layoutData(language),
    terms: { articles: (localize(versions()[0], language) as Entry).articles },
  }),
  NotFoundPage: (language) => layoutData(language),
};

/**
 * The page context the template reads (only the conditions' page reads any). Without the
 * version's PDF, which the build writes: a version being edited has none yet, and the
 * preview shows it without its download link.
 */
function pageContext(): Partial<SitePageContext> {
  const dates = versions().map(({ effective }) => effective);
  const timeline = termsTimeline(dates, legalToday())!;
  return { terms: termsStanding(timeline, dates[0]) as SitePageContext['terms'] };
}

const templates = {
  HomePage,
  AboutPage,
  ServicesPage,
  ContactPage,
  TermsPage,
  NotFoundPage,
} as unknown as Record<string, (props: Pick<PageProps, 'data' | 'pageContext'>) => ReactElement>;

const values = () =>
  Object.fromEntries(contentFiles.map(({ file: name }) => [name, readYaml(name)]));

describe.each(languages)('in %s', (language) => {
  it.each(Object.keys(templates))(
    '%s hands its view what the preview hands it from the same files',
    (template) => {
      const page = templates[template]({
        data: answers[template](language),
        pageContext: pageContext(),
      });
      const preview = pageView(template as Parameters<typeof pageView>[0], language, values(), {
        buildYear,
        siteUrl,
      });
      expect(page.type).toBe(preview.type);
      expect(page.props).toEqual(preview.props);
    },
  );
});

describe('the preview, when the content model refuses a value', () => {
  it('draws no page but says what is wrong, in the validator’s words and the form’s', () => {
    const broken = values();
    const [first, ...others] = broken['services.yaml'] as Entry[];
    broken['services.yaml'] = [{ ...first, title: { en: '' } }, ...others];
    const preview = pageView('ServicesPage', 'en', broken);
    const problems = (preview.props as { problems?: Array<{ message: string }> }).problems;
    expect(problems?.map(({ message }) => message)).toEqual([
      expect.stringContaining('field "title", English text must be a text'),
    ]);
  });
});
