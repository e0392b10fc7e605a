// Screenshots of every page at phone and desktop widths, light and dark, for looking at
// the site as a visitor would. Usage: npm run screenshots -- [baseUrl] [pathFilter]
// Writes PNGs to screenshots/ (ignored by git).
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { pagesToLook } from './lib/pages';
import * as browserSettings from './lib/browser';

async function main() {
  const { launchOptions } = browserSettings;

  const baseUrl = process.argv[2] ?? 'http://localhost:9000';
  const filter = process.argv[3] ?? '';
  const paths = pagesToLook;
  const widths = [375, 1280];
  const themes = ['light', 'dark'];

  await mkdir('screenshots', { recursive: true });
  const browser = await chromium.launch(launchOptions);
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      for (const path of paths.filter((p) => p.includes(filter))) {
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        // Scroll through once so lazy images load and counters run, as for a reader.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(2000);
        // A full-page capture is not a scroll: render the sections that wait until they are near.
        if (process.env.FULL === '1')
          await page.addStyleTag({
            content: 'section { content-visibility: visible !important; }',
          });
        const name = `${path.replace(/\//g, '_') || '_'}-${width}-${theme}.png`;
        await page.screenshot({ path: `screenshots/${name}`, fullPage: process.env.FULL === '1' });
      }
      await context.close();
    }
  }
  await browser.close();
  console.log('screenshots written to screenshots/');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
