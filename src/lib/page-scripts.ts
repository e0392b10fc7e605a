/**
 * The small scripts a visitor's page carries: no framework runs in the browser (React
 * renders every page at build time only), so each behaviour that needs script after HTML
 * and CSS have done their part has one of its own. The build bundles each entry into one
 * self-contained, minified script (gatsby/page-scripts.ts); a page carries one inline where
 * a component writes `<PageScript name=…>` (src/components/shared/PageScript.tsx), so a
 * page without counters has no counter script.
 */
export const pageScriptEntries = {
  /** First in <head> on every page: stored language and theme, the header's controls. */
  boot: 'src/preferences/boot.ts',
  /** After the stats row: the counters count up once, when first seen. */
  countUp: 'src/components/home/count-up.ts',
  /** After the partner strip: its logos loaded before it comes into view. */
  partnerLogos: 'src/components/home/partner-logos.ts',
  /** Every page: the analytics script, and this page's view. */
  analytics: 'src/analytics/page-view.ts',
  /** In the footer: the copyright's year from the visitor's clock. */
  currentYear: 'src/components/layout/current-year.ts',
  /** Every page: the next page fetched on intent where Speculation Rules are missing. */
  nextPage: 'src/components/layout/next-page.ts',
} as const;

export type PageScriptName = keyof typeof pageScriptEntries;

/** Each script's text, as the build defines it (`PAGE_SCRIPTS`). */
export type PageScripts = Record<PageScriptName, string>;

declare const PAGE_SCRIPTS: PageScripts | undefined;

/**
 * A script's text where the build defines them (Gatsby's server rendering, the unit tests);
 * undefined elsewhere: the editor's bundle draws the site's views in its preview and runs
 * none of their scripts.
 */
export function pageScriptText(name: PageScriptName): string | undefined {
  return typeof PAGE_SCRIPTS === 'undefined' ? undefined : PAGE_SCRIPTS[name];
}
