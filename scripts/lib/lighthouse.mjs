// Lighthouse against Debian's Chromium (CHROME_PATH), with the same launch flags as the
// browser tests. Default settings are Lighthouse's mobile ones (simulated Slow 4G, 4× CPU).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import browserSettings from './browser.cjs';

export async function withChrome(run) {
  const chrome = await chromeLauncher.launch({
    chromePath: browserSettings.chromiumPath,
    chromeFlags: ['--headless=new', ...browserSettings.launchOptions.args],
  });
  try {
    return await run(chrome.port);
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run of `url`; returns the full result (lhr). */
export async function audit(port, url, categories) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  return result.lhr;
}

/** The audits of a category that did not score full marks, for the report. */
export function failingAudits(lhr, category) {
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
