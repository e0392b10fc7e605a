import { expect, gotoHydrated, test } from '../fixtures';

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
    await expect(page.getByRole('switch', { name: 'Pause the logos' })).toBeHidden();
  });
});

/** A phrase from the end of each page's main content: present only if all of it was rendered. */
const lastContent: Record<string, string> = {
  '/': 'Trusted by airlines and handlers',
  '/nl/': 'Vertrouwd door luchtvaartmaatschappijen',
  '/services/': 'Ready to ship?',
  '/nl/services/': 'Klaar om te verzenden?',
  '/about/': 'A network of six key hubs across Europe',
  '/nl/about/': 'Een netwerk van zes belangrijke hubs in Europa',
  '/contact/': 'Map coming soon',
  '/nl/contact/': 'Kaart volgt binnenkort',
  '/terms/': 'the Dutch text prevails',
  '/nl/terms/': 'the Dutch text prevails',
  '/404/': 'Go home',
  '/nl/404/': 'Naar de homepage',
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, phrase] of Object.entries(lastContent)) {
    test(`${path} has its main content in the HTML`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main).toContainText(phrase);
    });
  }

  test('the counters read their real figures', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('stat-number')).toHaveText(['100+', '20+', '6']);
  });
});
