import { readYaml } from '../../jest/content';
import { fixtureRoot } from '../../jest/fixture';
import { localize } from '../i18n/pick-text';
import {
  type HomeAnswer,
  aboutContent,
  contactContent,
  homeContent,
  notFoundContent,
  servicesContent,
  termsContent,
} from './page-content';

/** The `LayoutData` fragment's answer, from the fixture's files. */
const layout: Queries.LayoutDataFragment = {
  site: { buildYear: '2026', siteMetadata: { siteUrl: 'https://cargo.example' } },
  company: {
    inLanguage: localize(readYaml('company.yaml', fixtureRoot), 'en') as Record<string, unknown>,
  },
  newsLinks: { nodes: localize(readYaml('news-links.yaml', fixtureRoot), 'en') as [] },
};
const picture = (name: string) => ({
  layout: 'constrained' as const,
  width: 1,
  height: 1,
  images: { fallback: { src: name } },
});

describe('each view’s content, from its page query’s answer', () => {
  it('gives every view the frame: the company, the news links, the address and the year', () => {
    expect(notFoundContent(layout).layout).toEqual({
      company: layout.company!.inLanguage,
      newsLinks: layout.newsLinks.nodes,
      siteUrl: 'https://cargo.example',
      buildYear: 2026,
    });
  });

  it('shows each picture of the home page the caller’s way, each with its own entry, and a value left out as the view wants it', () => {
    const answer: HomeAnswer<string> = {
      ...layout,
      facts: { foundingYear: 1999, servedCountries: [{ code: 'NL', name: 'Netherlands' }] },
      home: {
        heroHeadline: ['Cold', 'chain'],
        heroSubtitle: 's',
        aboutTeaserTitle: 't',
        aboutTeaserText: 'x',
        aboutTeaserBullets: [],
        networkIntro: 'n',
      },
      badges: { nodes: [] },
      highlights: {
        nodes: ['first', 'second'].map((slug) => ({
          slug,
          service: slug,
          title: slug,
          text: slug,
          imageAlt: slug,
          image: `./images/${slug}.jpg`,
        })),
      },
      stats: {
        nodes: [
          // As GraphQL answers a value left out, and as the files hold it.
          { slug: 'years', target: 25, countOf: null, suffix: null, label: 'Years' },
          { slug: 'hubs', countOf: 'hubs', label: 'Hubs' },
        ],
      },
      hubs: { nodes: [{ code: 'AMS', name: 'Amsterdam' }] },
      partners: { nodes: [{ name: 'Polar Air', logo: './images/polar.png' }] },
    };
    const content = homeContent(answer, picture);
    expect(
      content.highlights.map(({ slug, image }) => [slug, image?.images.fallback?.src]),
    ).toEqual([
      ['first', './images/first.jpg'],
      ['second', './images/second.jpg'],
    ]);
    expect(content.partners).toEqual([{ name: 'Polar Air', logo: picture('./images/polar.png') }]);
    expect(content.stats).toEqual([
      { slug: 'years', target: 25, countOf: null, suffix: null, label: 'Years' },
      { slug: 'hubs', target: null, countOf: 'hubs', suffix: null, label: 'Hubs' },
    ]);
    expect(content.company).toBe(answer.facts);
    expect(content.hubs).toBe(answer.hubs.nodes);
    expect(() => homeContent({ ...answer, home: null }, picture)).toThrow('data/home.yaml');
  });

  it('names the file a page cannot be drawn without', () => {
    expect(() => aboutContent({ ...layout, about: null }, picture)).toThrow('data/about.yaml');
    expect(() => contactContent({ ...layout, company: null })).toThrow('data/company.yaml');
    expect(() => termsContent({ ...layout, terms: null }, undefined)).toThrow(
      'The general conditions of ? were not found',
    );
  });

  it('hands the services and a version’s articles on as the query gives them', () => {
    const services = { nodes: [] };
    expect(servicesContent({ ...layout, services }).services).toBe(services.nodes);
    const terms = { articles: [{ number: 1, title: 'Scope', paragraphs: ['All of it.'] }] };
    const edition = {
      effective: '2026-01-01',
      status: 'current' as const,
      current: '2026-01-01',
      upcoming: [],
      earlier: [],
    };
    expect(termsContent({ ...layout, terms }, edition)).toMatchObject({
      edition,
      articles: terms.articles,
    });
  });
});
