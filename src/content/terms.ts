// The versions of the general conditions in time. A client's shipment is governed by the
// version in force on its date, so every version keeps its own page; /terms/ shows the one
// in force on the day of the build, and a version dated ahead becomes current at the first
// build on or after its date (docs/DEPLOYING.md: a daily build).
import { isLanguage, languageInfo } from '../core/languages';
import { routePath } from '../core/routes';

/** Where the company's days begin and end: its conditions take effect at midnight there. */
export const LEGAL_TIME_ZONE = 'Europe/Amsterdam';

/** The versions by date (`2026-01-01`, as the content model writes them) on a given day. */
export interface TermsTimeline {
  /** The newest version whose date has come: the conditions in force. */
  current: string;
  /** Versions dated ahead, the soonest first: announced on the current page. */
  upcoming: string[];
  /** Versions in force before the current one, the newest first. */
  earlier: string[];
}

/**
 * Which version is in force on `today` (year-month-day; such dates compare as text), or
 * undefined when none has come yet (the content check refuses that).
 */
export function termsTimeline(dates: readonly string[], today: string): TermsTimeline | undefined {
  const sorted = [...new Set(dates)].sort();
  const started = sorted.filter((date) => date <= today);
  const current = started.at(-1);
  if (current === undefined) return undefined;
  return {
    current,
    upcoming: sorted.filter((date) => date > today),
    earlier: started.slice(0, -1).reverse(),
  };
}

/** Where one version stands among the others (dates year-month-day). */
export interface TermsStanding {
  /** The version itself. */
  effective: string;
  /** `current`: in force (at /terms/); `earlier`: replaced; `upcoming`: dated ahead. */
  status: 'current' | 'earlier' | 'upcoming';
  /** The version in force. */
  current: string;
  /** An earlier version: the day the next one replaced it. */
  until?: string;
  /** Listed on the current page: the versions ahead, and the earlier ones, newest first. */
  upcoming: string[];
  earlier: string[];
}

/** A version's PDF in one language: its address and size. */
export interface TermsPdf {
  href: string;
  bytes: number;
}

/** A page of the general conditions: its version, where it stands, and its PDF. */
export interface TermsPageContext extends TermsStanding {
  pdf: TermsPdf;
}

/** Where the version of `effective` stands in `timeline`. */
export function termsStanding(timeline: TermsTimeline, effective: string): TermsStanding {
  const { current, upcoming, earlier } = timeline;
  const status =
    effective === current ? 'current' : upcoming.includes(effective) ? 'upcoming' : 'earlier';
  // An earlier version lasted until the next one, in date order, took its place.
  const next = [...earlier]
    .reverse()
    .concat(current)
    .find((date) => date > effective);
  return {
    effective,
    status,
    current,
    ...(status === 'earlier' && next ? { until: next } : {}),
    upcoming,
    earlier,
  };
}

/** Today in the company's time zone, year-month-day. */
export function legalToday(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: LEGAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The page of one version, in the default language: `/terms/2026-01-01/`. */
export const termsVersionPath = (date: string) => `${routePath('terms')}${date}/`;

/** "1 January 2026", "1 januari 2026": a version's date as the page's language writes it. */
export function formatLegalDate(date: string, language: string): string {
  const locale = (isLanguage(language) && languageInfo[language].dateLocale) || language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
