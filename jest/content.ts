/**
 * The site's real content, shaped as the page queries return it, for tests that render
 * whole templates: YAML from data/, texts picked per language as the `@localized` fields
 * do, images left out (gatsby-plugin-image is exercised by the build, not here).
 */
import fs from 'fs';
import path from 'path';
import { parse } from 'yaml';
import { nameCountries } from '../gatsby/content/countries';
import type { Language } from '../src/i18n/languages';
import { pickText } from '../src/i18n/pick-text';

const root = path.resolve(__dirname, '..');

export function readYaml(file: string): unknown {
  return parse(fs.readFileSync(path.join(root, 'data', file), 'utf8'));
}

/** Every locale file, as i18next resources: `{ en: { common: {…}, home: {…} }, nl: … }`. */
export function localeResources(): Record<string, Record<string, unknown>> {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const language of fs.readdirSync(path.join(root, 'locales'))) {
    resources[language] = {};
    for (const file of fs.readdirSync(path.join(root, 'locales', language))) {
      const text = fs.readFileSync(path.join(root, 'locales', language, file), 'utf8');
      resources[language][path.basename(file, '.json')] = JSON.parse(text);
    }
  }
  return resources;
}

/** Picks every `{ en, nl }` text in a YAML value, however deep, as the GraphQL layer does. */
export function localize(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => localize(item, language));
  if (value && typeof value === 'object') {
    if ('en' in value) return pickText(value, language);
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, language)]),
    );
  }
  return value;
}

const withoutImage = <T extends object>(item: T, field: string) => ({
  ...item,
  [field]: { childImageSharp: null },
});

function nodes(file: string, language: Language, imageField?: string) {
  const items = localize(readYaml(file), language) as Record<string, unknown>[];
  return { nodes: imageField ? items.map((item) => withoutImage(item, imageField)) : items };
}

function layoutData(language: Language) {
  const company = localize(readYaml('company.yaml'), language) as Record<string, unknown>;
  const servedCountries = nameCountries(company.countriesServed as string[]);
  return {
    site: { buildYear: '2026', siteMetadata: { siteUrl: 'https://cargo.example' } },
    company: { mapsEmbedSrc: null, ...company, servedCountries },
    newsLinks: nodes('news-links.yaml', language),
  };
}

/** What each template's page query returns for `language`. */
export function pageData(template: string, language: Language): Record<string, unknown> {
  const layout = layoutData(language);
  switch (template) {
    case 'HomePage':
      return {
        ...layout,
        home: localize(readYaml('home.yaml'), language),
        badges: nodes('badges.yaml', language),
        highlights: nodes('service-highlights.yaml', language, 'image'),
        stats: nodes('stats.yaml', language),
        hubs: nodes('hubs.yaml', language),
        partners: nodes('partners.yaml', language, 'logo'),
      };
    case 'AboutPage':
      return {
        ...layout,
        about: withoutImage(localize(readYaml('about.yaml'), language) as object, 'image'),
      };
    case 'ServicesPage':
      return { ...layout, services: nodes('services.yaml', language) };
    case 'TermsPage':
      return { ...layout, terms: nodes('terms.yaml', language) };
    default:
      return layout;
  }
}
