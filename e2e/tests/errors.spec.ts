import { allPages, expect, gotoHydrated, test } from '../fixtures';

for (const path of [...allPages, '/missing/', '/nl/missing/']) {
  test(`${path} logs no uncaught error and no console error`, async ({ page, pageErrors }) => {
    await gotoHydrated(page, path);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await page.waitForTimeout(300);
    // The 404 pages' own document answers 404, which Chromium reports as a failed resource.
    const errors = pageErrors().filter(
      (e) => !(path.includes('missing') && e.includes('404 (Not Found)')),
    );
    expect(errors).toEqual([]);
  });
}
