import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { pagesToLook, expect, readToTheEnd, test } from '../fixtures';
import { uiText } from '../content';
import { pageOf } from '../../src/core/routes';

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const describeViolations = (violations: Result[]) =>
  violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

for (const theme of ['light', 'dark'] as const) {
  for (const path of ['/', '/nl/contact/']) {
    test(`axe finds no WCAG 2.1 A/AA violation with the drawer open on ${path} at 375 px in the ${theme} theme`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(path);
      const language = pageOf(path).language;
      await page
        .getByRole('button', { name: uiText(language, 'common', 'header.openMenu') })
        .click();
      const drawer = page.getByRole('dialog');
      await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
      const results = await new AxeBuilder({ page }).withTags(wcag21aa).analyze();
      expect(describeViolations(results.violations)).toEqual([]);
    });
  }
}

// Each page is read to its end once, then checked in each theme as the theme button switches
// it (the same styles a page loaded in that theme gets: both follow <html data-theme>).
for (const path of pagesToLook) {
  test(`axe finds no WCAG 2.1 A/AA violation on ${path} in the light and the dark theme`, async ({
    page,
  }) => {
    // A page read to its end and axe run twice: 13 to 19 s with two workers here, past the
    // default 30 s in CI while the machine was busy.
    test.setTimeout(60_000);
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(path);
    // Counters at their figures and lazy images loaded: axe sees the page as a reader does.
    await readToTheEnd(page);
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        const { language } = pageOf(path);
        await page
          .getByRole('button', { name: uiText(language, 'common', 'header.theme') })
          .click();
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // The buttons' colours fade into the new theme's: axe reads them once they have.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const results = await new AxeBuilder({ page }).withTags(wcag21aa).analyze();
      expect(describeViolations(results.violations), `in the ${theme} theme`).toEqual([]);
    }
  });
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
    await page.goto(path);
    const expected = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLElement>(
          'a[href], button, input, iframe, [tabindex]:not([tabindex="-1"])',
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
        const el = document.activeElement as HTMLInputElement;
        // A native control drawn by its label (the carousel's switch) shows its ring there.
        const drawn = el.labels?.[0] && getComputedStyle(el).opacity === '0' ? el.labels[0] : el;
        const style = getComputedStyle(drawn);
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
