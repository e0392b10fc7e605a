import { allPages, expect, test } from '../fixtures';
import { readData, readDataIn, termsInForce, uiText } from '../content';
import { telHref } from '../../src/lib/contact';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const services = readData<Array<{ slug: string }>>('services.yaml');

test('services: a card for every service, anchored by its web address name, each with a Get a Quote link', async ({
  page,
}) => {
  await page.goto('/services/');
  const ids = await page.locator('main article[id]').evaluateAll((cards) => cards.map((c) => c.id));
  expect(ids).toEqual(services.map(({ slug }) => slug));
  for (const id of ids) {
    await expect(
      page
        .locator(`#${id}`)
        .getByRole('link', { name: uiText('en', 'common', 'actions.getQuote') }),
    ).toHaveAttribute('href', '/contact/');
  }
  await expect(
    page.getByRole('region', { name: uiText('en', 'services', 'cta.heading') }).getByRole('link'),
  ).toHaveAttribute('href', '/contact/');
});

// The last card: the one furthest down the page.
const { slug: lastCard } = services.at(-1)!;

test(`/services/#${lastCard} puts that card in view below the sticky header`, async ({ page }) => {
  await page.goto(`/services/#${lastCard}`);
  const header = await page.getByRole('banner').boundingBox();
  const cardTop = async () => (await page.locator(`#${lastCard}`).boundingBox())!.y;
  await expect.poll(cardTop).toBeLessThan(300);
  expect(await cardTop()).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test('contact: e-mail, call and directions links; the map, or its placeholder; the hours when there are any', async ({
  page,
}) => {
  const company = readDataIn<{
    email: string;
    phone: string;
    address: { street: string };
    hours: unknown[];
    mapsEmbedSrc?: string;
  }>('company.yaml', 'nl');
  const text = (key: string) => uiText('nl', 'contact', key);
  await page.goto('/nl/contact/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: text('emailUs') })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
  await expect(main.getByRole('link', { name: text('callUs') })).toHaveAttribute(
    'href',
    telHref(company.phone),
  );
  const directions = main.getByRole('link', { name: new RegExp(text('directions')) });
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);
  // A maps search for the address, from its street on.
  const search = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(company.address.street)}`;
  expect(await directions.getAttribute('href')).toMatch(new RegExp(`^${escapeRegExp(search)}`));
  if (company.mapsEmbedSrc) await expect(main.locator('iframe')).toHaveCount(1);
  else {
    await expect(main.getByRole('img', { name: text('mapComingSoon') })).toHaveCSS(
      'height',
      '400px',
    );
    await expect(main.locator('iframe')).toHaveCount(0);
  }
  await expect(main.getByRole('heading', { name: text('hoursHeading') })).toHaveCount(
    company.hours.length > 0 ? 1 : 0,
  );
});

test('terms: the articles of the version in force, each anchored, under the title', async ({
  page,
}) => {
  await page.goto('/terms/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    uiText('en', 'terms', 'heading'),
  );
  const articles = page.locator('main article[id^="article-"]');
  const inForce = termsInForce();
  await expect(articles).toHaveCount(inForce.articles.length);
  for (const [index, { number, title }] of inForce.articles.entries()) {
    await expect(articles.nth(index)).toHaveAttribute('id', `article-${number}`);
    await expect(articles.nth(index)).toContainText(title);
  }
});

for (const [path, language] of [
  ['/missing/', 'en'],
  ['/nl/ontbreekt/', 'nl'],
] as const) {
  const home = uiText(language, 'notFound', 'goHome');
  const contact = uiText(language, 'notFound', 'contactUs');
  test(`404 at ${path} offers both buttons in its language`, async ({ page, baseURL }) => {
    await page.goto(path);
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
