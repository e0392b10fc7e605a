import { expect, test } from '../fixtures';
import { uiText } from '../content';

const darkTheme = uiText('en', 'common', 'header.theme');

const darkBackground = 'rgb(15, 12, 16)';
const lightBackground = 'rgb(255, 255, 255)';

test('the toggle switches the theme and stores it; a reload keeps it', async ({ page }) => {
  await page.goto('/services/');
  await expect(page.locator('body')).toHaveCSS('background-color', lightBackground);
  const toggle = page.getByRole('button', { name: darkTheme });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await toggle.click();
  await expect(page.locator('body')).toHaveCSS('background-color', darkBackground);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.locator('body')).toHaveCSS('background-color', darkBackground);

  await page.goto('/services/');
  await page.getByRole('button', { name: darkTheme }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', lightBackground);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('no flash of light: with theme=dark stored and no script file loaded, the page is dark', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/about/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('body')).toHaveCSS('background-color', darkBackground);
});

test('the sun shows in light and the moon in dark', async ({ page }) => {
  await page.goto('/');
  const icons = page.getByRole('button', { name: darkTheme }).locator('svg');
  await expect(icons.nth(0)).toBeVisible();
  await expect(icons.nth(1)).toBeHidden();
  await page.getByRole('button', { name: darkTheme }).click();
  await expect(icons.nth(0)).toBeHidden();
  await expect(icons.nth(1)).toBeVisible();
});

test('an invalid stored theme means light', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'midnight'));
  await page.goto('/');
  await expect(page.locator('body')).toHaveCSS('background-color', lightBackground);
  await expect(page.getByRole('button', { name: darkTheme })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
