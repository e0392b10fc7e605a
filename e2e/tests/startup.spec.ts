import { expect, gotoHydrated, test } from '../fixtures';

// How a built page starts its JavaScript (plugins/gatsby-plugin-slow-phone-start/,
// gatsby/compile-hints.ts): after the largest text or image is painted, with scripts V8
// compiles in the background.

test.use({ viewport: { width: 412, height: 823 } });

for (const path of ['/', '/about/', '/nl/about/']) {
  test(`${path}: scripts are requested only after the largest paint`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { largestPaints: number[] };
      w.largestPaints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.largestPaints.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await gotoHydrated(page, path);
    const { largestPaints, scriptStarts } = await page.evaluate(() => ({
      largestPaints: (window as unknown as { largestPaints: number[] }).largestPaints,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.match(/^\/[\w-]+\.js$/))
        .map((entry) => entry.startTime),
    }));
    expect(largestPaints.length).toBeGreaterThan(0);
    expect(scriptStarts.length).toBeGreaterThan(0);
    expect(Math.min(...scriptStarts)).toBeGreaterThan(Math.max(...largestPaints));
  });
}

test("every script of a page carries V8's compile hint on its first line", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (/^\/[\w-]+\.js$/.test(new URL(req.url()).pathname)) scripts.push(req.url());
  });
  await gotoHydrated(page, '/services/');
  expect(scripts.length).toBeGreaterThanOrEqual(4);
  for (const url of scripts) {
    const code = await (await request.get(url)).text();
    expect(code.split('\n')[0], url).toBe('//# allFunctionsCalledOnLoad');
  }
});

test('the page carries no module script: images need none', async ({ page }) => {
  await page.goto('/about/');
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
});
