// What a first view of a page costs on the wire, as Chromium counts it (encoded bytes,
// headers included), by kind of resource and by origin, in a phone-sized viewport.
import { chromium } from 'playwright-core';
import * as browserSettings from '../lib/browser';
import type { Transfer } from './budgets';

const kinds: Record<string, Exclude<keyof Transfer, 'total' | 'otherOrigins'>> = {
  Document: 'html',
  Stylesheet: 'css',
  Script: 'js',
  Image: 'images',
  Font: 'fonts',
};

export async function measureTransfers(
  urls: string[],
  { width = 412, height = 915 } = {},
): Promise<Record<string, Transfer>> {
  const browser = await chromium.launch(browserSettings.launchOptions);
  const results: Record<string, Transfer> = {};
  try {
    for (const url of urls) {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const requests = new Map<string, { type: string; url: string }>();
      const totals: Transfer = {
        total: 0,
        html: 0,
        css: 0,
        js: 0,
        images: 0,
        fonts: 0,
        other: 0,
        otherOrigins: [],
      };
      cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
        requests.set(requestId, { type, url: response.url }),
      );
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
        const request = requests.get(requestId);
        if (!request) return;
        const kind = kinds[request.type] ?? 'other';
        totals[kind] += encodedDataLength;
        totals.total += encodedDataLength;
        if (new URL(request.url).origin !== new URL(url).origin && !request.url.startsWith('data:'))
          totals.otherOrigins.push(request.url);
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      results[url] = totals;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
