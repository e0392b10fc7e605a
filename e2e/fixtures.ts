import { writeFile } from 'node:fs/promises';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export const ANALYTICS_PATH = '/_vercel/insights/script.js';

/**
 * A stand-in for the hosting provider's analytics script: it records the page views the
 * site reports, so tests can check them. The real script only exists on the host.
 */
const analyticsStub = `
  window.__pageviews = [];
  const record = (command, payload) => { if (command === 'pageview') window.__pageviews.push(payload.path); };
  (window.vaq || []).forEach((call) => record(...call));
  window.va = record;
`;

interface Fixtures {
  /** Every console message and uncaught error of the test's page, in order. */
  consoleMessages: string[];
  /** Console errors and uncaught exceptions, other than an expected analytics failure. */
  pageErrors: () => string[];
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    if (!process.env.BASE_URL)
      throw new Error('BASE_URL is not set: run the suite through its config');
    await use(process.env.BASE_URL);
  },

  page: async ({ page }, use) => {
    await page.route(`**${ANALYTICS_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: analyticsStub }),
    );
    await use(page);
  },

  consoleMessages: [
    async ({ page }, use, testInfo) => {
      const messages: string[] = [];
      page.on('console', (message: ConsoleMessage) =>
        messages.push(`${message.type()}: ${message.text()}`),
      );
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await use(messages);
      if (testInfo.status !== testInfo.expectedStatus) {
        // Beside the failure screenshot in test-results/.
        const file = testInfo.outputPath('console.txt');
        await writeFile(file, messages.join('\n') || '(no console output)');
        await testInfo.attach('console', { path: file, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],

  pageErrors: async ({ consoleMessages }, use) => {
    await use(() =>
      consoleMessages.filter(
        (message) => /^(error|pageerror):/.test(message) && !message.includes('Analytics:'),
      ),
    );
  },
});

export { expect };

export const routePaths = ['/', '/services/', '/about/', '/contact/', '/terms/'];

/** Every page of the site in both languages. */
export const allPages = routePaths.flatMap((path) => [path, `/nl${path}`]);

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('___gatsby');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}

/** Scrolls to the bottom and back, as a reader would, so lazy images load and counters run. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}
