import { allPages, expect, gotoHydrated, test } from '../fixtures';
import { readData } from '../content';

test('services: five cards with their anchor ids, each with a Get a Quote link', async ({
  page,
}) => {
  await page.goto('/services/');
  const ids = await page.locator('main article[id]').evaluateAll((cards) => cards.map((c) => c.id));
  expect(ids).toEqual([
    'import-export',
    'customs',
    'freight-forwarding',
    'cargo-cold',
    'logistics-last-mile',
  ]);
  for (const id of ids) {
    await expect(page.locator(`#${id}`).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  }
  await expect(
    page.getByRole('region', { name: 'Ready to ship?' }).getByRole('link'),
  ).toHaveAttribute('href', '/contact/');
});

test('/services/#cargo-cold puts that card in view below the sticky header', async ({ page }) => {
  await page.goto('/services/#cargo-cold');
  const header = await page.getByRole('banner').boundingBox();
  const cardTop = async () => (await page.locator('#cargo-cold').boundingBox())!.y;
  await expect.poll(cardTop).toBeLessThan(300);
  expect(await cardTop()).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test('contact: e-mail, call and directions links, the map placeholder, no hours', async ({
  page,
}) => {
  const company = readData<{ email: string; phone: string }>('company.yaml');
  await page.goto('/nl/contact/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Mail ons' })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
  await expect(main.getByRole('link', { name: 'Bel ons' })).toHaveAttribute(
    'href',
    `tel:${company.phone.replace(/\s/g, '')}`,
  );
  const directions = main.getByRole('link', { name: /Routebeschrijving/ });
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);
  await expect(directions).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Koelhuisweg/,
  );
  await expect(main.getByRole('img', { name: 'Kaart volgt binnenkort' })).toHaveCSS(
    'height',
    '400px',
  );
  await expect(main.locator('iframe')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Openingstijden' })).toHaveCount(0);
});

test('terms: fourteen anchored articles with the spec figures, under the Dutch title', async ({
  page,
}) => {
  await page.goto('/terms/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algemene voorwaarden');
  const articles = page.locator('main article[id^="article-"]');
  await expect(articles).toHaveCount(14);
  await expect(articles.nth(6)).toHaveAttribute('id', 'article-7');
  const text = (await page.getByRole('main').textContent()) ?? '';
  for (const figure of [
    /within 14 days/,
    /12% per year/,
    /at least 10%/,
    /within 24 hours of delivery/,
    /time-barred one year/,
    /Dutch law/,
    /court in Haarlem/,
    /Dutch text prevails/,
  ])
    expect(text).toMatch(figure);
});

for (const [path, home, contact] of [
  ['/missing/', 'Go home', 'Contact us'],
  ['/nl/ontbreekt/', 'Naar de homepage', 'Neem contact op'],
] as const) {
  test(`404 at ${path} offers both buttons in its language`, async ({ page, baseURL }) => {
    await gotoHydrated(page, path);
    const prefix = path.startsWith('/nl/') ? '/nl' : '';
    await expect(page.getByRole('main').getByRole('link', { name: contact })).toHaveAttribute(
      'href',
      `${prefix}/contact/`,
    );
    await page.getByRole('main').getByRole('link', { name: home }).click();
    await expect(page).toHaveURL(`${baseURL}${prefix}/`);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const path of allPages) {
    test(`${path} at 375 px never scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => {
        const wide = Array.from(document.querySelectorAll('h1, h2, h3, p, li, a, button'))
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
          .filter((el) => !el.closest('[data-testid="partner-carousel"], dialog'))
          .map((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 40)}`);
        return { width: document.documentElement.scrollWidth, wide };
      });
      expect(overflow.wide).toEqual([]);
      expect(overflow.width).toBe(375);
    });
  }
});
