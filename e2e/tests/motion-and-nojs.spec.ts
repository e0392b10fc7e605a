import { allPages, expect, gotoHydrated, test } from '../fixtures';

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel stands still with all seven logos in view, counters show final values', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('stat-number')).toHaveText(['100+', '20+', '6']);
    const track = page.getByTestId('partner-carousel').locator('ul');
    expect(await track.evaluate((el) => el.getAnimations().length)).toBe(0);
    await track.scrollIntoViewIfNeeded();
    const logos = page.getByTestId('partner-carousel').getByRole('img');
    await expect(logos).toHaveCount(7);
    for (let i = 0; i < 7; i += 1) await expect(logos.nth(i)).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Pause the logos' })).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [...allPages, '/404/', '/nl/404/']) {
    test(`${path} has its main content in the HTML`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      expect(((await main.textContent()) ?? '').length).toBeGreaterThan(
        path.includes('404') ? 40 : 300,
      );
    });
  }

  test('the counters read their real figures', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('stat-number')).toHaveText(['100+', '20+', '6']);
  });
});
