import { expect, test } from '../fixtures';
import { uiText } from '../content';

const common = (language: string, key: string) => uiText(language, 'common', key);

const throwingStorage = () => {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  Storage.prototype.getItem = fail;
  Storage.prototype.setItem = fail;
};

test('choosing Dutch goes to the same page under /nl/ and stores lang=nl', async ({
  page,
  baseURL,
}) => {
  await page.goto('/about/');
  await page
    .getByRole('navigation', { name: common('en', 'header.language') })
    .getByRole('link', { name: 'Nederlands' })
    .click();
  await expect(page).toHaveURL(`${baseURL}/nl/about/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    uiText('nl', 'about', 'heading'),
  );
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('nl');
});

test('choosing English on a Dutch page goes back and stores lang=en', async ({ page, baseURL }) => {
  await page.goto('/nl/contact/');
  await page
    .getByRole('navigation', { name: common('nl', 'header.language') })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(`${baseURL}/contact/`);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});

test('the selector shows the current language with its flag', async ({ page }) => {
  await page.goto('/nl/');
  const current = page
    .getByRole('navigation', { name: common('nl', 'header.language') })
    .locator('[aria-current="true"]');
  await expect(current).toHaveAccessibleName('Nederlands');
  await expect(current.locator('svg')).toBeVisible();
});

test('a visit to an English page with lang=nl stored ends on the Dutch page, replacing history', async ({
  page,
  baseURL,
}) => {
  await page.goto('/terms/');
  const historyWithoutRedirect = await page.evaluate(() => history.length);
  await page.evaluate(() => localStorage.setItem('lang', 'nl'));
  await page.goto('/services/');
  await expect(page).toHaveURL(`${baseURL}/nl/services/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    uiText('nl', 'services', 'heading'),
  );
  expect(await page.evaluate(() => history.length)).toBe(historyWithoutRedirect + 1);
});

for (const stored of ['xx', 'NL', '']) {
  test(`an invalid stored lang (${JSON.stringify(stored)}) means the page's own language`, async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('lang', value), stored);
    // The stored language is read while the head is parsed: by the time the page has
    // loaded, a move would have happened.
    await page.goto('/about/');
    await expect(page).toHaveURL(`${baseURL}/about/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('everything works when localStorage throws', async ({ page, baseURL, pageErrors }) => {
  await page.addInitScript(throwingStorage);
  await page.goto('/about/');
  await page.getByRole('button', { name: common('en', 'header.theme') }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page
    .getByRole('navigation', { name: common('en', 'header.language') })
    .getByRole('link', { name: 'Nederlands' })
    .click();
  await expect(page).toHaveURL(`${baseURL}/nl/about/`);
  expect(pageErrors()).toEqual([]);
});
