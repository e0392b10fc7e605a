import type { Page } from '@playwright/test';
import { type CommonTexts, readLocale } from '../content';
import { ANALYTICS_PATH, expect, test } from '../fixtures';

/**
 * A stand-in for the hosting provider's analytics script that records the page views the site
 * reports (the servers of the suite serve an empty one at its path). Routed for this file's
 * pages alone: a route makes Chromium hold every request of the page for Playwright to let
 * through, which no other test needs.
 */
const analyticsStub = `
  window.__pageviews = [];
  const record = (command, payload) => { if (command === 'pageview') window.__pageviews.push(payload.path); };
  (window.vaq || []).forEach((call) => record(...call));
  window.va = record;
`;

const pageViews = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pageviews?: string[] }).__pageviews);

test('the script is requested from the configured path, and each page reports its own view once', async ({
  page,
}) => {
  await page.route(`**${ANALYTICS_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: analyticsStub }),
  );
  const common = readLocale<CommonTexts>('en', 'common');
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === ANALYTICS_PATH);
  await page.goto('/');
  await request;
  await expect.poll(() => pageViews(page)).toEqual(['/']);
  const services = page.waitForRequest((r) => new URL(r.url()).pathname === ANALYTICS_PATH);
  await page
    .getByRole('navigation', { name: common.header.mainNav })
    .getByRole('link', { name: common.pageNames.services })
    .click();
  await services;
  await expect.poll(() => pageViews(page)).toEqual(['/services/']);
});

test('when the script fails, a console message is logged and nothing visible changes', async ({
  browser,
  baseURL,
}) => {
  const visibleText = async (failing: boolean) => {
    const page = await browser.newPage({ baseURL });
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    if (failing) await page.route(`**${ANALYTICS_PATH}`, (route) => route.abort());
    else
      await page.route(`**${ANALYTICS_PATH}`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: '' }),
      );
    const loaded = failing
      ? null
      : page.waitForEvent('requestfinished', {
          predicate: (request) => request.url().endsWith(ANALYTICS_PATH),
        });
    await page.goto('/contact/');
    if (loaded) await loaded;
    else await expect.poll(() => messages.some((m) => m.includes('Analytics:'))).toBe(true);
    const text = await page.locator('body').innerText();
    await page.close();
    return { text, messages };
  };
  const healthy = await visibleText(false);
  const failed = await visibleText(true);
  expect(failed.messages.some((m) => m.includes('Analytics:') && m.includes(ANALYTICS_PATH))).toBe(
    true,
  );
  expect(healthy.messages.some((m) => m.includes('Analytics:'))).toBe(false);
  expect(failed.text).toBe(healthy.text);
});
