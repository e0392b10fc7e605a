import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { startCdnServer } from '../scripts/lib/cdn-server';

export const ANALYTICS_PATH = '/_vercel/insights/script.js';

interface Fixtures {
  /** Every console message and uncaught error of the test's page, in order. */
  consoleMessages: string[];
  /** Console errors and uncaught exceptions, other than an expected analytics failure. */
  pageErrors: () => string[];
}

/** The server a project of the suite runs against (see playwright.config.ts). */
export type ServerName = 'nginx' | 'cdn';

/** The address global-setup.ts gave nginx, which serves the build for the whole run. */
export function nginxUrl(): string {
  const url = process.env.NGINX_URL;
  if (!url) throw new Error('NGINX_URL is not set: run the suite through its config');
  return url;
}

interface WorkerFixtures {
  server: ServerName;
  /**
   * The address of a server of the build. Cloudflare's runtime runs only in the workers that
   * use it, stopped with them: idle, it is not (wrangler's bundler polls the functions' files,
   * about 7 % of a core, cloudflare/workers-sdk#11469), which for the whole run cost more than a
   * start in each worker that uses it. The cdn project's workers start it in their own setup;
   * another test that asks for it gets the start's time on top of its own.
   */
  serverAt: (server: ServerName) => Promise<string>;
}

/** How long Cloudflare's runtime may take to start on a busy machine. */
const CDN_START_MS = 120_000;

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: ['nginx', { option: true, scope: 'worker' }],

  serverAt: [
    async ({ server }, use) => {
      let cdn: ReturnType<typeof startCdnServer> | undefined;
      const cdnStarted = () => (cdn ??= startCdnServer(path.resolve(__dirname, '..')));
      if (server === 'cdn') await cdnStarted();
      await use(async (name) => {
        if (name === 'nginx') return nginxUrl();
        if (!cdn) test.info().setTimeout(test.info().timeout + CDN_START_MS);
        return (await cdnStarted()).url;
      });
      await cdn?.then(
        (started) => started.close(),
        () => undefined,
      );
    },
    { scope: 'worker', timeout: CDN_START_MS },
  ],

  baseURL: async ({ server, serverAt }, use) => {
    await use(await serverAt(server));
  },

  consoleMessages: [
    async ({ page }, use, testInfo) => {
      const messages: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        // A resource that failed to load is named only by the message's location.
        const { url } = message.location();
        const what = /^Failed to load resource/.test(message.text()) && url ? ` ${url}` : '';
        messages.push(`${message.type()}: ${message.text()}${what}`);
      });
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

/** Every route's path, and every page of the site in every language (the route table's). */
export { allPages, pagesToLook, routePaths } from '../scripts/lib/pages';

/** Waits two animation frames: what the page did on its own meanwhile has been painted. */
export async function twoFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Scrolls to the bottom and back, as a reader would, so lazy images load and counters run.
 * Each step waits two frames, so the browser has seen what came into view; the pictures
 * that were on screen at some step are kept in `window.__seenImages`.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const seen = new Set<HTMLImageElement>();
    const onScreen = (img: HTMLImageElement) => {
      let box = img.getBoundingClientRect();
      let [top, left, bottom, right] = [box.top, box.left, box.bottom, box.right];
      // Clipped by the viewport and by every ancestor that hides its overflow (the carousel).
      for (let el = img.parentElement; el; el = el.parentElement) {
        if (getComputedStyle(el).overflow === 'visible') continue;
        box = el.getBoundingClientRect();
        [top, left] = [Math.max(top, box.top), Math.max(left, box.left)];
        [bottom, right] = [Math.min(bottom, box.bottom), Math.min(right, box.right)];
      }
      [top, left] = [Math.max(top, 0), Math.max(left, 0)];
      [bottom, right] = [Math.min(bottom, innerHeight), Math.min(right, innerWidth)];
      return bottom > top && right > left;
    };
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await twoFrames();
      for (const img of Array.from(document.images)) if (onScreen(img)) seen.add(img);
    }
    window.scrollTo(0, 0);
    (window as unknown as { __seenImages: HTMLImageElement[] }).__seenImages = [...seen];
  });
}

/**
 * Reads the page to its end as a visitor would, then waits for what that set off to finish:
 * every picture that was on screen loaded, and every counter at its final figure (the
 * hidden text beside it).
 */
export async function readToTheEnd(page: Page) {
  await scrollThrough(page);
  await page.waitForFunction(
    () =>
      (window as unknown as { __seenImages: HTMLImageElement[] }).__seenImages.every(
        (img) => img.complete,
      ) &&
      Array.from(document.querySelectorAll('[data-testid="stat-number"]')).every(
        (number) =>
          number.textContent === number.nextElementSibling?.firstElementChild?.textContent?.trim(),
      ),
  );
}
