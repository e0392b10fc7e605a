import { contentIconNames } from './icons';
import type { RouteId } from '../core/routes';
import * as f from './fields';
import type { FileRule } from './rules';
import { oneFigure } from './stats-rules';
import { termsInForceKept, termsInOrder } from './terms-rules';

/**
 * The content model: every file in data/, what each entry holds, and what names its
 * entries in messages. Each field is declared once, of a kind that brings its rules, its
 * GraphQL type, its widget and its words in the editor (./fields/, a module per kind):
 * adding a field is one line here; the check, the GraphQL types and the editor's form
 * follow from it. What a file's fields cannot say one by one is its `rules` (./rules.ts).
 */
/** A page of the site that shows content (its route's id; the 404 page shows none). */
type PageId = Exclude<RouteId, 'notFound'>;

export interface ContentFile {
  /** File name in data/. */
  file: string;
  /** GraphQL node type (gatsby-config names types after their files). */
  type: string;
  /** `list`: the file is a list of entries; `single`: one group of fields. */
  shape: 'list' | 'single';
  /**
   * The page that shows the file (its route's id): the editor previews the file as that page,
   * and a draft's whole-site preview opens there (src/admin/preview/pages.ts).
   */
  page: PageId;
  /** How messages name one entry, e.g. service "customs". */
  entryName: string;
  /** The field that identifies an entry: unique, and shown in messages. */
  idField?: string;
  /** How the editor's list names each entry when folded: a Decap summary template. */
  summary?: string;
  /**
   * A new entry is added on top of the list as a copy of the top one, all but its identifying
   * field: a new version of the conditions starts from the text in force.
   */
  newEntryCopiesTop?: boolean;
  fields: f.Fields;
  /** What the fields cannot say one by one, checked once they match (./rules.ts). */
  rules?: FileRule[];
}

/**
 * The field that identifies the entries of a file's list at `keys` (the names on the way to
 * it): a list file's own entries have their `idField`; a list inside an entry has none, and
 * merges by sequence (src/content/merge/merge.ts).
 */
export const idFieldOfList = (spec: ContentFile, keys: readonly string[]) =>
  spec.shape === 'list' && keys.length === 0 ? spec.idField : undefined;

/** The home page's lists a stat can count instead of a typed figure (`countOf`). */
export const countableLists = ['hubs', 'partners', 'badges'] as const;

/** The name of an entry in web addresses: only a developer should change it. */
const webName = () => f.slug({ label: 'Web address name', advanced: true });

const icon = () =>
  f.oneOf(
    {
      label: 'Icon',
      hint: 'The small drawing shown beside it, chosen from the site’s own icons.',
      advanced: true,
    },
    contentIconNames as unknown as [string, ...string[]],
  );

/**
 * A file of the model, its name, shape and fields kept in its type: the values' types
 * (./model-types.ts) are read from these declarations.
 */
const modelFile = <Name extends string, Shape extends ContentFile['shape'], F extends f.Fields>(
  spec: Omit<ContentFile, 'file' | 'shape' | 'fields'> & { file: Name; shape: Shape; fields: F },
) => spec;

export const contentFiles = [
  modelFile({
    file: 'company.yaml',
    type: 'CompanyYaml',
    shape: 'single',
    page: 'contact',
    entryName: 'company details',
    fields: {
      brandName: f.text({ label: 'Brand name', hint: 'As in the header and every page title.' }),
      legalName: f.text({
        label: 'Legal name',
        hint: 'As registered, such as "Noordvliet Cargo B.V."; named in the footer and the general conditions.',
      }),
      blurb: f.localizedText(
        {
          label: 'Short description',
          hint: 'One or two sentences under the brand name in the footer of every page.',
        },
        { multiline: true },
      ),
      registrationNumber: f.registrationNumber({ label: 'Chamber of Commerce number (KvK)' }),
      phone: f.internationalPhone({ label: 'Phone' }),
      email: f.email({ label: 'E-mail address' }),
      address: f.group(
        'PostalAddress',
        { label: 'Postal address' },
        {
          street: f.text({ label: 'Street and number', hint: 'Such as Pakhuisweg 12.' }),
          postalCode: f.text({ label: 'Postal code', hint: 'Such as 1118 AB.' }),
          city: f.text({ label: 'City' }),
          countryCode: f.countryCode({ label: 'Country code' }),
        },
        'an address with street, postalCode, city and countryCode',
      ),
      country: f.localizedText({ label: 'Country, as written under the address' }),
      countriesServed: f.countryCodes({
        label: 'Countries served',
        hint: 'Choose each by name; shown to search engines as the area the company serves.',
      }),
      hours: f.groups(
        'BusinessHours',
        {
          label: 'Opening hours',
          singular: 'line',
          hint: 'Leave the list empty to show none.',
        },
        {
          days: f.localizedText({ label: 'Days', hint: 'Such as "Monday to Friday".' }),
          time: f.localizedText({ label: 'Hours', hint: 'Such as "08:00–18:00".' }),
        },
        'a list of opening hours, each with days and time (or [] for none)',
      ),
      mapsEmbedSrc: f.optionalHttpsUrl({
        label: 'Map on the contact page',
        hint: `The address of the map to embed (from the map service's "Share → Embed"), starting with https://; empty shows "Map coming soon".`,
        advanced: true,
      }),
      analyticsScriptPath: f.sitePath({
        label: 'Analytics script',
        hint: `The host's page-view counter, such as /_vercel/insights/script.js.`,
        advanced: true,
      }),
      foundingYear: f.wholeNumber({ label: 'Year founded', hint: 'Such as 2006.' }),
    },
  }),
  modelFile({
    file: 'home.yaml',
    type: 'HomeYaml',
    shape: 'single',
    page: 'home',
    entryName: 'home page',
    fields: {
      heroHeadline: f.localizedTexts({
        label: 'Main headline',
        singular: 'line',
        hint: 'The big words at the top of the home page, one line each.',
      }),
      heroSubtitle: f.localizedText({ label: 'Text under the main headline' }, { multiline: true }),
      aboutTeaserTitle: f.localizedText({ label: 'About section: heading' }),
      aboutTeaserText: f.localizedText({ label: 'About section: text' }, { multiline: true }),
      aboutTeaserBullets: f.localizedTexts({
        label: 'About section: points',
        singular: 'point',
        hint: 'One short point each.',
      }),
      networkIntro: f.localizedText(
        { label: 'Network section: introduction' },
        { multiline: true },
      ),
    },
  }),
  modelFile({
    file: 'about.yaml',
    type: 'AboutYaml',
    shape: 'single',
    page: 'about',
    entryName: 'about page',
    fields: {
      image: f.image(
        { label: 'Photo', hint: 'The wide photo at the top; a landscape photo works best.' },
        { folder: 'images/about' },
      ),
      imageAlt: f.localizedText({
        label: 'Photo description',
        hint: 'What the photo shows, read aloud to blind visitors, such as "Cargo handlers loading a freighter at dusk".',
      }),
      subtitle: f.localizedText({ label: 'Introduction under the title' }, { multiline: true }),
      intro: f.localizedTexts(
        { label: 'Introduction', singular: 'paragraph', hint: 'One paragraph each.' },
        { multiline: true },
      ),
      mission: f.localizedText({ label: 'Our mission' }, { multiline: true }),
      vision: f.localizedText({ label: 'Our vision' }, { multiline: true }),
      whyChooseUs: f.localizedTexts({
        label: 'Why choose us',
        singular: 'reason',
        hint: 'One reason each.',
      }),
    },
  }),
  modelFile({
    file: 'services.yaml',
    type: 'ServicesYaml',
    shape: 'list',
    page: 'services',
    entryName: 'service',
    idField: 'slug',
    summary: '{{fields.title.en}}',
    fields: {
      slug: webName(),
      icon: icon(),
      title: f.localizedText({
        label: 'Title',
        hint: 'The name of the service, such as "Customs clearance".',
      }),
      description: f.localizedText({ label: 'Description' }, { multiline: true }),
      features: f.localizedTexts({
        label: 'What it includes',
        singular: 'point',
        hint: 'One short point each.',
      }),
    },
  }),
  modelFile({
    file: 'service-highlights.yaml',
    type: 'ServiceHighlightsYaml',
    shape: 'list',
    page: 'home',
    entryName: 'home service card',
    idField: 'slug',
    summary: '{{fields.title.en}}',
    fields: {
      slug: webName(),
      service: f.reference(
        {
          label: 'Service it links to',
          hint: 'The card’s Learn More leads to this service on the services page.',
        },
        { file: 'services.yaml', by: 'title.en', breaks: 'its Learn More link would lead nowhere' },
      ),
      image: f.image({ label: 'Picture' }, { folder: 'images/services' }),
      imageAlt: f.localizedText({
        label: 'Picture description',
        hint: 'What the picture shows, read aloud to blind visitors.',
      }),
      title: f.localizedText({ label: 'Heading' }),
      text: f.localizedText(
        { label: 'Text', hint: 'One or two sentences on the card.' },
        { multiline: true },
      ),
    },
  }),
  modelFile({
    file: 'badges.yaml',
    type: 'BadgesYaml',
    shape: 'list',
    page: 'home',
    entryName: 'badge',
    idField: 'slug',
    summary: '{{fields.label.en}}',
    fields: { slug: webName(), icon: icon(), label: f.localizedText({ label: 'Text' }) },
  }),
  modelFile({
    file: 'stats.yaml',
    type: 'StatsYaml',
    shape: 'list',
    page: 'home',
    entryName: 'stat',
    idField: 'slug',
    summary: '{{fields.label.en}}',
    rules: [oneFigure],
    fields: {
      slug: webName(),
      // A figure typed in, or (countOf) the number of entries of a list on the home page,
      // which then can never fall behind the list: one or the other (./stats-rules.ts).
      target: f.optional(
        f.wholeNumber({
          label: 'Number',
          hint: 'The figure the counter counts up to, such as 100. Leave empty when it counts a list.',
        }),
      ),
      countOf: f.optional(
        f.oneOf(
          {
            label: 'Counts the list of',
            hint: 'Instead of a number: the counter shows how many there are, and follows the list.',
          },
          countableLists,
        ),
      ),
      suffix: f.optional(
        f.text({ label: 'Sign after the number', hint: 'Such as +; leave empty for none.' }),
      ),
      label: f.localizedText({ label: 'Text under the number' }),
    },
  }),
  modelFile({
    file: 'hubs.yaml',
    type: 'HubsYaml',
    shape: 'list',
    page: 'home',
    entryName: 'hub',
    idField: 'code',
    summary: '{{fields.code}} — {{fields.name.en}}',
    fields: {
      code: f.iataCode({ label: 'Airport code' }),
      name: f.localizedText({ label: 'Airport name', hint: 'Such as "Amsterdam Schiphol".' }),
    },
  }),
  modelFile({
    file: 'partners.yaml',
    type: 'PartnersYaml',
    shape: 'list',
    page: 'home',
    entryName: 'partner',
    idField: 'name',
    summary: '{{fields.name}}',
    fields: {
      name: f.text({ label: 'Name', hint: 'Read aloud to blind visitors in place of the logo.' }),
      logo: f.image(
        { label: 'Logo', hint: 'A PNG with a transparent background, about 300 × 100 pixels.' },
        { folder: 'images/partners' },
      ),
    },
  }),
  modelFile({
    file: 'terms.yaml',
    type: 'TermsYaml',
    shape: 'list',
    page: 'terms',
    // One entry per version of the conditions (./terms.ts chooses the one in force).
    entryName: 'version',
    idField: 'effective',
    summary: 'Version in force from {{fields.effective}}',
    newEntryCopiesTop: true,
    rules: [termsInOrder, termsInForceKept],
    fields: {
      effective: f.date({
        label: 'In force from',
        hint: 'The day this version takes effect. A new version starts as a copy of the newest: give it a date ahead and change the copy. Never change a version whose date has come: it is the text clients agreed to.',
      }),
      articles: f.groups(
        'TermsArticle',
        { label: 'Articles', singular: 'article', summary: '{{fields.number}}. {{fields.title}}' },
        {
          number: f.wholeNumber({
            label: 'Article number',
            hint: '1, 2, 3, … in order, without gaps.',
          }),
          title: f.text({ label: 'Article title' }),
          paragraphs: f.texts(
            { label: 'Paragraphs', singular: 'paragraph', hint: 'One paragraph each.' },
            { multiline: true },
          ),
        },
        'a list of articles, each with number, title and paragraphs',
      ),
    },
  }),
  modelFile({
    file: 'news-links.yaml',
    type: 'NewsLinksYaml',
    shape: 'list',
    page: 'contact',
    entryName: 'news link',
    idField: 'name',
    summary: '{{fields.name}}',
    fields: {
      name: f.text({ label: 'Name', hint: 'Such as "Air Cargo News".' }),
      url: f.httpsUrl({ label: 'Web address' }),
    },
  }),
];
