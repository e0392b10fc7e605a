// Lighthouse against Debian's Chromium (CHROME_PATH), with the same launch flags as the
// browser tests. Default settings are Lighthouse's mobile ones (simulated Slow 4G, 4× CPU).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { ExecutionContext } from 'lighthouse/core/gather/driver/execution-context.js';
import { chromiumPath, launchOptions } from './browser';
import { withNameShim } from './tsx-names';

// Under tsx, Lighthouse's own page functions call `__name` (./tsx-names.ts), and every run
// stopped at the first of them, computeBenchmarkIndex. The preamble Lighthouse writes before
// every function it evaluates in a page gets one (./tsx-names.test.ts fails when Lighthouse
// stops using that preamble).
ExecutionContext._cachedNativesPreamble = withNameShim(ExecutionContext._cachedNativesPreamble);

export async function withChrome<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...launchOptions.args],
  });
  try {
    return await run(chrome.port);
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run of `url`; returns the full result (lhr). */
export async function audit(port: number, url: string, categories?: string[]): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}

/** The audits of a category that did not score full marks, for the report. */
export function failingAudits(lhr: Result, category: string): string[] {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode),
    )
    .map((a) => a.id);
}
