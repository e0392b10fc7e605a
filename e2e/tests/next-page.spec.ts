import { languages } from '../../src/core/languages';
import { localizePath, navRoutes } from '../../src/core/routes';
import { expect, test } from '../fixtures';
import { TabBrowser } from '../tab-browser';

// The next page at once (Speculation Rules, src/components/layout/next-page-rules.ts), and
// pages the back/forward cache keeps, in Chromium as a visitor runs it: driven through a tab
// target (e2e/tab-browser.ts), since a page Playwright holds is never prerendered.

let browser: TabBrowser;
// Each test launches a Chromium of its own: on two busy cores that alone can take most of the
// default 30 s (the bfcache test once ran out of it, its page state never in doubt).
test.describe.configure({ timeout: 60_000 });
test.beforeEach(async () => {
  browser = await TabBrowser.launch();
});
test.afterEach(async () => {
  await browser.close();
});

const [home, next] = [navRoutes[0].path, navRoutes[1].path];

for (const language of languages) {
  const from = localizePath(home, language);
  const to = localizePath(next, language);

  test(`${from}: a pointer resting on the link to ${to}, then a click, shows it from its prerender, counted once`, async ({
    baseURL,
  }) => {
    await browser.open(new URL(from, baseURL).href);
    const link = `header a[href="${to}"]`;
    const url = new URL(to, baseURL).href;
    await browser.ruledIn(url);
    await browser.hover(link);
    await browser.prerendered(url);
    await browser.clickTo(link, url);
    const shown = await browser.evaluate<{ path: string; activationStart: number; views: unknown }>(
      `({
        path: location.pathname,
        activationStart: performance.getEntriesByType('navigation')[0].activationStart,
        views: window.vaq,
      })`,
    );
    expect(shown.path).toBe(to);
    expect(shown.activationStart).toBeGreaterThan(0);
    // The page view is queued when the page is shown, not when it was prerendered.
    expect(shown.views).toEqual([['pageview', { path: to }]]);
  });
}

test('a page comes back from the back/forward cache as the visitor left it', async ({
  baseURL,
}) => {
  await browser.open(new URL(home, baseURL).href);
  await browser.evaluate(`window.leftAt = 'the home page'`);
  await browser.open(new URL(next, baseURL).href);
  expect(await browser.back()).toBe('restored');
  expect(await browser.evaluate('window.leftAt')).toBe('the home page');
});
