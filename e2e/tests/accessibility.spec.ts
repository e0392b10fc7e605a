import AxeBuilder from '@axe-core/playwright';
import { allPages, expect, gotoHydrated, scrollThrough, test } from '../fixtures';

for (const theme of ['light', 'dark'] as const) {
  for (const path of [...allPages, '/missing/', '/nl/missing/']) {
    test(`axe finds no WCAG 2.1 A/AA violation on ${path} in the ${theme} theme`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await gotoHydrated(page, path);
      // Let counters and lazy images settle, so axe sees the page as a reader does.
      await scrollThrough(page);
      await page.waitForTimeout(2000);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const violations = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(violations).toEqual([]);
    });
  }
}

for (const [path, width] of [
  ['/', 1280],
  ['/nl/contact/', 1280],
  ['/services/', 375],
] as const) {
  test(`Tab reaches every interactive element of ${path} at ${width} px, in order, with a visible focus ring`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, path);
    const expected = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLElement>(
          'a[href], button, iframe, [tabindex]:not([tabindex="-1"])',
        ),
      )
        .filter(
          (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
        )
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    const reached: string[] = [];
    const withoutRing: string[] = [];
    for (let i = 0; i < expected.length; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        return { html: el.outerHTML.slice(0, 80), ring };
      });
      reached.push(focused.html);
      if (!focused.ring) withoutRing.push(focused.html);
    }
    expect(reached).toEqual(expected);
    expect(withoutRing).toEqual([]);
  });
}
