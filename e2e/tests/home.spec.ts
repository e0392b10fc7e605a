import { expect, gotoHydrated, test } from '../fixtures';
import { readData } from '../content';

const counters = (page: import('@playwright/test').Page) => page.getByTestId('stat-number');

test('counters start at 0 with JavaScript and reach 100+, 20+ and 6 after about 1.8 s in view, once', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await expect(counters(page)).toHaveText(['0+', '0+', '0']);
  await page.waitForTimeout(500);
  await expect(counters(page)).toHaveText(['0+', '0+', '0']);

  await counters(page).first().scrollIntoViewIfNeeded();
  const start = Date.now();
  await page.waitForTimeout(900);
  const midway = await counters(page).allTextContents();
  expect(midway).not.toEqual(['100+', '20+', '6']);
  expect(parseInt(midway[0], 10)).toBeGreaterThan(0);

  await expect(counters(page)).toHaveText(['100+', '20+', '6'], { timeout: 4000 });
  expect(Date.now() - start).toBeGreaterThanOrEqual(1700);

  // Scrolled away and back, they do not count again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(200);
  await counters(page).first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  await expect(counters(page)).toHaveText(['100+', '20+', '6']);
});

const track = (page: import('@playwright/test').Page) =>
  page.getByTestId('partner-carousel').locator('ul');
const offset = (page: import('@playwright/test').Page) =>
  track(page).evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

test('the carousel shows seven distinct partners and moves in a 28 s loop', async ({ page }) => {
  const partners = readData<Array<{ name: string }>>('partners.yaml').map((p) => p.name);
  await gotoHydrated(page, '/');
  const carousel = page.getByTestId('partner-carousel');
  await carousel.scrollIntoViewIfNeeded();
  const names = await carousel
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  expect(names).toEqual(partners);
  expect(new Set(names).size).toBe(7);

  const duration = await track(page).evaluate(
    (el) => el.getAnimations()[0]?.effect?.getComputedTiming().duration,
  );
  expect(duration).toBe(28_000);
  const before = await offset(page);
  await page.waitForTimeout(600);
  expect(await offset(page)).toBeLessThan(before);
});

test('the carousel stops while hovered and moves again after', async ({ page }) => {
  await gotoHydrated(page, '/');
  const carousel = page.getByTestId('partner-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await carousel.hover();
  const held = await offset(page);
  await page.waitForTimeout(600);
  expect(await offset(page)).toBe(held);

  await page.mouse.move(5, 5);
  await page.waitForTimeout(600);
  expect(await offset(page)).toBeLessThan(held);
});

test('the carousel pauses with its button and plays again', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Pause the logos' }).click();
  const held = await offset(page);
  await page.mouse.move(5, 5);
  await page.waitForTimeout(600);
  expect(await offset(page)).toBe(held);
  await page.getByRole('button', { name: 'Play the logos' }).click();
  await page.mouse.move(5, 5);
  await page.waitForTimeout(600);
  expect(await offset(page)).toBeLessThan(held);
});

test('the network shows the six hub chips', async ({ page }) => {
  await page.goto('/nl/');
  const hubs = page.getByRole('list', { name: 'Belangrijke hubs' }).getByRole('listitem');
  await expect(hubs).toHaveText([/AMS/, /LGG/, /MST/, /BRU/, /FRA/, /CDG/]);
  await expect(hubs.nth(1)).toHaveText('LGGLuik');
});
