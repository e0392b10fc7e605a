import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { localize } from '../src/i18n/pick-text';
import type { Language } from '../src/core/languages';
import { legalToday, termsTimeline } from '../src/content/terms';

/**
 * The content of the site under test, so tests assert what an editor wrote rather than copies
 * of it: no test may break because an editor changed a text, a figure or a list.
 */
const root = path.resolve(__dirname, '..');

/** A YAML file of data/. */
export function readData<T>(file: string): T {
  return parse(fs.readFileSync(path.join(root, 'data', file), 'utf8')) as T;
}

/** A YAML file of data/ with every text in `language`, as the page shows it. */
export const readDataIn = <T>(file: string, language: Language): T =>
  localize(readData(file), language) as T;

export const brandName = readData<{ brandName: string }>('company.yaml').brandName;

/** A locale file of locales/, so tests find controls by the names visitors hear. */
export function readLocale<T>(language: string, namespace: string): T {
  return JSON.parse(
    fs.readFileSync(path.join(root, 'locales', language, `${namespace}.json`), 'utf8'),
  ) as T;
}

/** One interface text by its key: `uiText('nl', 'home', 'partners.pause')`. */
export function uiText(language: string, namespace: string, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (texts, part) => (texts as Record<string, unknown> | undefined)?.[part],
      readLocale(language, namespace),
    );
  if (typeof value !== 'string')
    throw new Error(`locales/${language}/${namespace}.json has no text "${key}"`);
  return value;
}

export interface CommonTexts {
  header: Record<'mainNav' | 'openMenu' | 'closeMenu' | 'menu' | 'language' | 'theme', string>;
  pageNames: Record<'home' | 'services' | 'about' | 'contact' | 'terms', string>;
}

interface Stat {
  target?: number;
  countOf?: string;
  suffix?: string;
}

/** The home page's counters as they end: each figure (or the length of the list it counts) with its suffix. */
export function finalStats(): string[] {
  return readData<Stat[]>('stats.yaml').map(
    ({ target, countOf, suffix = '' }) =>
      `${countOf ? readData<unknown[]>(`${countOf}.yaml`).length : target}${suffix}`,
  );
}

/** The home page's counters before they count: 0 with each suffix. */
export const startStats = () =>
  readData<Stat[]>('stats.yaml').map(({ suffix = '' }) => `0${suffix}`);

export interface TermsVersion {
  effective: string;
  articles: Array<{ number: number; title: string; paragraphs: string[] }>;
}

/** The version of the general conditions in force today, as /terms/ shows it. */
export function termsInForce(): TermsVersion {
  const versions = readData<TermsVersion[]>('terms.yaml').map((version) => ({
    ...version,
    effective: String(version.effective),
  }));
  const { current } = termsTimeline(
    versions.map(({ effective }) => effective),
    legalToday(),
  )!;
  return versions.find(({ effective }) => effective === current)!;
}
