import { z } from 'zod';
import { contentIconNames } from './icons';
import * as f from './fields';

/**
 * The content model: every file in data/, what each entry holds, and what names its
 * entries in messages. Adding a field starts here; the GraphQL types follow from it.
 */
export interface ContentFile {
  /** File name in data/. */
  file: string;
  /** GraphQL node type (gatsby-config names types after their files). */
  type: string;
  /** `list`: the file is a list of entries; `single`: one group of fields. */
  shape: 'list' | 'single';
  /** How messages name one entry, e.g. service "customs". */
  entryName: string;
  /** The field that identifies an entry: unique, and shown in messages. */
  idField?: string;
  fields: z.ZodRawShape;
}

/** The home page's lists a stat can count instead of a typed figure (`countOf`). */
export const countableLists = ['hubs', 'partners', 'badges'] as const;

const icon = () => f.oneOf(contentIconNames as unknown as [string, ...string[]]);

export const contentFiles: ContentFile[] = [
  {
    file: 'company.yaml',
    type: 'CompanyYaml',
    shape: 'single',
    entryName: 'company details',
    fields: {
      brandName: f.text(),
      legalName: f.text(),
      blurb: f.localizedText({ multiline: true }),
      registrationNumber: f.registrationNumber(),
      phone: f.internationalPhone(),
      email: f.email(),
      address: f.group(
        'PostalAddress',
        { street: f.text(), postalCode: f.text(), city: f.text(), countryCode: f.countryCode() },
        'an address with street, postalCode, city and countryCode',
      ),
      country: f.localizedText(),
      countriesServed: f.countryCodes(),
      hours: f.groups(
        'BusinessHours',
        { days: f.localizedText(), time: f.localizedText() },
        'a list of opening hours, each with days and time (or [] for none)',
      ),
      mapsEmbedSrc: f.optionalHttpsUrl(),
      analyticsScriptPath: f.sitePath(),
      foundingYear: f.wholeNumber(),
    },
  },
  {
    file: 'home.yaml',
    type: 'HomeYaml',
    shape: 'single',
    entryName: 'home page',
    fields: {
      heroHeadline: f.localizedTexts(),
      heroSubtitle: f.localizedText({ multiline: true }),
      aboutTeaserTitle: f.localizedText(),
      aboutTeaserText: f.localizedText({ multiline: true }),
      aboutTeaserBullets: f.localizedTexts(),
      networkIntro: f.localizedText({ multiline: true }),
    },
  },
  {
    file: 'about.yaml',
    type: 'AboutYaml',
    shape: 'single',
    entryName: 'about page',
    fields: {
      image: f.image(),
      imageAlt: f.localizedText(),
      subtitle: f.localizedText({ multiline: true }),
      intro: f.localizedTexts({ multiline: true }),
      mission: f.localizedText({ multiline: true }),
      vision: f.localizedText({ multiline: true }),
      whyChooseUs: f.localizedTexts(),
    },
  },
  {
    file: 'services.yaml',
    type: 'ServicesYaml',
    shape: 'list',
    entryName: 'service',
    idField: 'slug',
    fields: {
      slug: f.slug(),
      icon: icon(),
      title: f.localizedText(),
      description: f.localizedText({ multiline: true }),
      features: f.localizedTexts(),
    },
  },
  {
    file: 'service-highlights.yaml',
    type: 'ServiceHighlightsYaml',
    shape: 'list',
    entryName: 'home service card',
    idField: 'slug',
    fields: {
      slug: f.slug(),
      service: f.slug(),
      image: f.image(),
      imageAlt: f.localizedText(),
      title: f.localizedText(),
      text: f.localizedText({ multiline: true }),
    },
  },
  {
    file: 'badges.yaml',
    type: 'BadgesYaml',
    shape: 'list',
    entryName: 'badge',
    idField: 'slug',
    fields: { slug: f.slug(), icon: icon(), label: f.localizedText() },
  },
  {
    file: 'stats.yaml',
    type: 'StatsYaml',
    shape: 'list',
    entryName: 'stat',
    idField: 'slug',
    fields: {
      slug: f.slug(),
      // A figure typed in, or (countOf) the number of entries of a list on the home page,
      // which then can never fall behind the list: one or the other (./check.ts).
      target: f.wholeNumber().optional(),
      countOf: f.oneOf(countableLists).optional(),
      suffix: f.text().optional(),
      label: f.localizedText(),
    },
  },
  {
    file: 'hubs.yaml',
    type: 'HubsYaml',
    shape: 'list',
    entryName: 'hub',
    idField: 'code',
    fields: {
      code: f.iataCode(),
      name: f.localizedText(),
    },
  },
  {
    file: 'partners.yaml',
    type: 'PartnersYaml',
    shape: 'list',
    entryName: 'partner',
    idField: 'name',
    fields: { name: f.text(), logo: f.image() },
  },
  {
    file: 'terms.yaml',
    type: 'TermsYaml',
    shape: 'list',
    // One entry per version of the conditions (./terms.ts chooses the one in force).
    entryName: 'version',
    idField: 'effective',
    fields: {
      effective: f.date(),
      articles: f.groups(
        'TermsArticle',
        { number: f.wholeNumber(), title: f.text(), paragraphs: f.texts({ multiline: true }) },
        'a list of articles, each with number, title and paragraphs',
      ),
    },
  },
  {
    file: 'news-links.yaml',
    type: 'NewsLinksYaml',
    shape: 'list',
    entryName: 'news link',
    idField: 'name',
    fields: { name: f.text(), url: f.httpsUrl() },
  },
];
