// The content model in the words of the person who edits it: what each file, list entry and
// field is called in the content editor, with a hint and an example, so a marketing person
// never meets a field's code name ("blurb", "slug", "mapsEmbedSrc"). The editor's forms
// (src/admin/decap-config.ts) take their labels, hints and list summaries from here; a field
// not named here keeps a label made from its code name. The content check names the place of
// each problem in the same words (placeWords), so a refusal reads like the form.
import { isLanguage, languageInfo } from '../core/languages';

export interface FieldWords {
  label: string;
  hint?: string;
  /** A list of codes the person chooses by name instead of typing them. */
  choices?: 'countries';
  /** A link to an entry of another list, chosen by what the person reads (a service's title). */
  chooses?: { file: string; by: string };
  /** A list of groups: how it names one entry, and how each entry reads when folded. */
  singular?: string;
  summary?: string;
  /** Only a developer should change it: the form keeps it in the folded group ADVANCED. */
  advanced?: true;
}

export interface FileWords {
  /** How a list names each entry when folded: a Decap summary template over the entry's fields. */
  summary?: string;
  /** By field name; a field inside a group as `group.field`. */
  fields: Record<string, FieldWords>;
  /**
   * A new entry is added on top of the list as a copy of the top one, all but its identifying
   * field: a new version of the conditions starts from the text in force.
   */
  newEntryCopiesTop?: boolean;
}

/**
 * The folded group at the end of an entry's form that holds the fields only a developer
 * should change (web address names, icons, the map's address, the analytics script): a
 * person can open it, and its hint says what breaks.
 */
export const ADVANCED: FieldWords = {
  label: 'Advanced',
  hint: 'For developers: change these only if you know why; a wrong value can break links or the site.',
};

const slug = (example: string): FieldWords => ({
  label: 'Web address name',
  hint: `Lower-case words joined by hyphens, such as "${example}"; it names the entry in links.`,
  advanced: true,
});

const icon: FieldWords = {
  label: 'Icon',
  hint: 'The small drawing shown beside it, chosen from the site’s own icons.',
  advanced: true,
};

/** By data file name (`services.yaml`). */
export const fileWords: Record<string, FileWords> = {
  'company.yaml': {
    fields: {
      brandName: { label: 'Brand name', hint: 'As in the header and every page title.' },
      legalName: {
        label: 'Legal name',
        hint: 'As registered, such as "Noordvliet Cargo B.V."; named in the footer and the general conditions.',
      },
      blurb: {
        label: 'Short description',
        hint: 'One or two sentences under the brand name in the footer of every page.',
      },
      registrationNumber: {
        label: 'Chamber of Commerce number (KvK)',
        hint: 'Eight digits, such as 81234567.',
      },
      phone: { label: 'Phone', hint: 'In international form, such as +31 20 123 4567.' },
      email: { label: 'E-mail address', hint: 'Such as info@example.com.' },
      address: { label: 'Postal address' },
      'address.street': { label: 'Street and number', hint: 'Such as Pakhuisweg 12.' },
      'address.postalCode': { label: 'Postal code', hint: 'Such as 1118 AB.' },
      'address.city': { label: 'City' },
      'address.countryCode': {
        label: 'Country code',
        hint: 'Two capital letters, such as NL.',
      },
      country: { label: 'Country, as written under the address' },
      countriesServed: {
        label: 'Countries served',
        hint: 'Choose each by name; shown to search engines as the area the company serves.',
        choices: 'countries',
      },
      hours: { label: 'Opening hours', hint: 'Leave the list empty to show none.' },
      'hours.days': { label: 'Days', hint: 'Such as "Monday to Friday".' },
      'hours.time': { label: 'Hours', hint: 'Such as "08:00–18:00".' },
      mapsEmbedSrc: {
        label: 'Map on the contact page',
        hint: `The address of the map to embed (from the map service's "Share → Embed"), starting with https://; empty shows "Map coming soon".`,
        advanced: true,
      },
      analyticsScriptPath: {
        label: 'Analytics script',
        hint: `The host's page-view counter, such as /_vercel/insights/script.js.`,
        advanced: true,
      },
      foundingYear: { label: 'Year founded', hint: 'Such as 2006.' },
    },
  },
  'home.yaml': {
    fields: {
      heroHeadline: {
        label: 'Main headline',
        hint: 'The big words at the top of the home page, one line each.',
      },
      heroSubtitle: { label: 'Text under the main headline' },
      aboutTeaserTitle: { label: 'About section: heading' },
      aboutTeaserText: { label: 'About section: text' },
      aboutTeaserBullets: { label: 'About section: points', hint: 'One short point each.' },
      networkIntro: { label: 'Network section: introduction' },
    },
  },
  'about.yaml': {
    fields: {
      image: { label: 'Photo', hint: 'The wide photo at the top; a landscape photo works best.' },
      imageAlt: {
        label: 'Photo description',
        hint: 'What the photo shows, read aloud to blind visitors, such as "Cargo handlers loading a freighter at dusk".',
      },
      subtitle: { label: 'Introduction under the title' },
      intro: { label: 'Introduction', hint: 'One paragraph each.' },
      mission: { label: 'Our mission' },
      vision: { label: 'Our vision' },
      whyChooseUs: { label: 'Why choose us', hint: 'One reason each.' },
    },
  },
  'services.yaml': {
    summary: '{{fields.title.en}}',
    fields: {
      slug: slug('cold-storage'),
      icon,
      title: { label: 'Title', hint: 'The name of the service, such as "Customs clearance".' },
      description: { label: 'Description' },
      features: { label: 'What it includes', hint: 'One short point each.' },
    },
  },
  'service-highlights.yaml': {
    summary: '{{fields.title.en}}',
    fields: {
      slug: slug('cold-storage'),
      service: {
        label: 'Service it links to',
        hint: 'The card’s Learn More leads to this service on the services page.',
        chooses: { file: 'services.yaml', by: 'title.en' },
      },
      image: { label: 'Picture' },
      imageAlt: {
        label: 'Picture description',
        hint: 'What the picture shows, read aloud to blind visitors.',
      },
      title: { label: 'Heading' },
      text: { label: 'Text', hint: 'One or two sentences on the card.' },
    },
  },
  'badges.yaml': {
    summary: '{{fields.label.en}}',
    fields: { slug: slug('around-the-clock'), icon, label: { label: 'Text' } },
  },
  'stats.yaml': {
    summary: '{{fields.label.en}}',
    fields: {
      slug: slug('happy-clients'),
      target: {
        label: 'Number',
        hint: 'The figure the counter counts up to, such as 100. Leave empty when it counts a list.',
      },
      countOf: {
        label: 'Counts the list of',
        hint: 'Instead of a number: the counter shows how many there are, and follows the list.',
      },
      suffix: { label: 'Sign after the number', hint: 'Such as +; leave empty for none.' },
      label: { label: 'Text under the number' },
    },
  },
  'hubs.yaml': {
    summary: '{{fields.code}} — {{fields.name.en}}',
    fields: {
      code: { label: 'Airport code', hint: 'Three capital letters (IATA), such as AMS.' },
      name: { label: 'Airport name', hint: 'Such as "Amsterdam Schiphol".' },
    },
  },
  'partners.yaml': {
    summary: '{{fields.name}}',
    fields: {
      name: { label: 'Name', hint: 'Read aloud to blind visitors in place of the logo.' },
      logo: { label: 'Logo', hint: 'A PNG with a transparent background, about 300 × 100 pixels.' },
    },
  },
  'terms.yaml': {
    summary: 'Version in force from {{fields.effective}}',
    newEntryCopiesTop: true,
    fields: {
      effective: {
        label: 'In force from',
        hint: 'The day this version takes effect. A new version starts as a copy of the newest: give it a date ahead and change the copy. Never change a version whose date has come: it is the text clients agreed to.',
      },
      articles: {
        label: 'Articles',
        singular: 'article',
        summary: '{{fields.number}}. {{fields.title}}',
      },
      'articles.number': { label: 'Article number', hint: '1, 2, 3, … in order, without gaps.' },
      'articles.title': { label: 'Article title' },
      'articles.paragraphs': { label: 'Paragraphs', hint: 'One paragraph each.' },
    },
  },
  'news-links.yaml': {
    summary: '{{fields.name}}',
    fields: {
      name: { label: 'Name', hint: 'Such as "Air Cargo News".' },
      url: { label: 'Web address', hint: 'Starting with https://.' },
    },
  },
};

/** `heroSubtitle` → "Hero subtitle", `news-links` → "News links": a label made from a code name. */
export const labelOf = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A data file's form, as the editor's list of collections names it: `services.yaml` → "Services". */
export const fileLabel = (file: string) => labelOf(file.replace(/\.yaml$/, ''));

/** An interface-text file's form: `common` → "Texts: Common". */
export const textsLabel = (namespace: string) => `Texts: ${labelOf(namespace)}`;

/**
 * Interface texts whose key says little to a person, by namespace and key
 * (`common.seo.ogImageAlt`); any other text is labelled from its key ("Get in touch").
 */
const learnMoreContext = (example: string): FieldWords => ({
  label: 'Learn More, read aloud',
  hint: `Added after "Learn More" for screen readers, such as "${example}".`,
});

const textWords: Record<string, FieldWords> = {
  'common.skipToContent': {
    label: 'Skip to content link',
    hint: 'The first thing a screen reader or a keyboard meets on every page.',
  },
  'common.pageNames': {
    label: 'Page names',
    hint: 'In the browser tab and as the title in search results.',
  },
  'common.pageDescriptions': {
    label: 'Page descriptions',
    hint: 'The line under the title in search results: one or two sentences.',
  },
  'common.seo': { label: 'Shared links' },
  'common.seo.ogImageAlt': {
    label: 'Share picture description',
    hint: "Describes the picture shown with a shared link, read aloud to blind visitors; {{brand}} becomes the company's name.",
  },
  'home.hero.eyebrow': { label: 'Line above the headline' },
  'home.hero.learnMoreContext': learnMoreContext('about our services'),
  'home.badgesLabel': {
    label: 'Badges, read aloud',
    hint: 'Names the row of badges for screen readers.',
  },
  'home.about.eyebrow': { label: 'Line above the heading' },
  'home.about.learnMoreContext': learnMoreContext('about us'),
  'home.network.hubsLabel': { label: 'Hubs heading' },
  'home.partners.pause': {
    label: 'Pause button',
    hint: 'The button that stops the moving logos.',
  },
  'services.featuresLabel': {
    label: 'Features heading',
    hint: 'Above each service\'s list of what it includes, such as "Includes".',
  },
  'services.cta': { label: 'Call to action at the bottom' },
  'terms.pdfPage': {
    label: 'Page number in the PDF',
    hint: 'Keep {{page}} and {{pages}}: they become the numbers, as in "Page 2 of 5".',
  },
};

/** An interface text's words: its label and hint (`home`, `['hero', 'eyebrow']`). */
export const textWordsOf = (namespace: string, key: readonly string[]): FieldWords =>
  textWords[[namespace, ...key].join('.')] ?? { label: labelOf(key[key.length - 1] ?? namespace) };

/** The labels a person follows to an interface text: `['hero', 'eyebrow']` → Hero, Line above the headline. */
export const textLabels = (namespace: string, key: readonly string[]) =>
  key.map((_, depth) => textWordsOf(namespace, key.slice(0, depth + 1)).label);

/**
 * A list entry as its folded summary reads (`{{fields.code}} — {{fields.name.en}}` →
 * "AMS — Amsterdam Schiphol"), or by its place when the summary has nothing to show.
 */
export function entrySummary(file: string, entry: unknown, index: number): string {
  const template = fileWords[file]?.summary;
  const filled = template?.replace(/\{\{fields\.([\w.]+)\}\}/g, (_, path: string) => {
    const value = path
      .split('.')
      .reduce<unknown>(
        (at, key) =>
          at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
        entry,
      );
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
  return filled && /[\p{L}\p{N}]/u.test(filled) ? filled.trim() : `Entry ${index + 1}`;
}

/**
 * The labels a person follows to a field in a data file's form: `['title', 'nl']` in
 * services.yaml → Title, Nederlands; `['hours', 0, 'days']` → Opening hours, 1, Days.
 */
export function fieldLabels(file: string, path: ReadonlyArray<PropertyKey>): string[] {
  const words = fileWords[file]?.fields ?? {};
  const labels: string[] = isAdvanced(file, path[0]) ? [ADVANCED.label] : [];
  const names: string[] = [];
  for (const key of path) {
    if (typeof key === 'number') {
      // A list chosen from names (the countries) shows no numbers: the field is the place.
      if (words[names.join('.')]?.choices) break;
      labels.push(String(key + 1));
    } else if (isLanguage(key) && names.length > 0) labels.push(languageInfo[key].nativeName);
    else {
      names.push(String(key));
      labels.push(words[names.join('.')]?.label ?? labelOf(String(key)));
    }
  }
  return labels;
}

/** Whether the field `name` of a file's entry is one only a developer should change. */
export const isAdvanced = (file: string, name: PropertyKey | undefined) =>
  typeof name === 'string' && fileWords[file]?.fields[name]?.advanced === true;
