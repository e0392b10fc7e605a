// What a first view of a page costs on the wire, as Chromium counts it (encoded bytes,
// headers included), by kind of resource and by origin, in a phone-sized viewport.
import { brotliCompressSync, constants } from 'node:zlib';
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

const brotliSize = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Inline scripts the browser runs: no `src`, and no type or a script's (not data, not rules). */
const inlineScripts =
  /<script(?![^>]*\ssrc=)(?![^>]*\stype="(?!module|text\/javascript)[^"]*")[^>]*>[\s\S]*?<\/script>/g;

/** What a page's inline scripts add to its HTML compressed as the server sends it. */
export function inlineScriptBytes(html: string): number {
  return brotliSize(html) - brotliSize(html.replace(inlineScripts, ''));
}

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
        requests: 0,
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
        totals.requests += 1;
        if (new URL(request.url).origin !== new URL(url).origin && !request.url.startsWith('data:'))
          totals.otherOrigins.push(request.url);
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      // The inline scripts travel in the page: their share of its compressed HTML is script.
      const inline = inlineScriptBytes(await (await fetch(url)).text());
      totals.html -= inline;
      totals.js += inline;
      results[url] = totals;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
