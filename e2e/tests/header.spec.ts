import { expect, test } from '../fixtures';
import { brandName, uiText } from '../content';

test('the header stays at the top of the viewport after scrolling', async ({ page }) => {
  await page.goto('/terms/');
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const box = await page.getByRole('banner').boundingBox();
  expect(box?.y).toBe(0);
  await expect(page.getByRole('banner').getByRole('link', { name: brandName })).toBeInViewport();
});

test('the navigation marks and underlines the current page only', async ({ page }) => {
  await page.goto('/nl/about/');
  const nav = page.getByRole('navigation', { name: uiText('nl', 'common', 'header.mainNav') });
  const current = nav.getByRole('link', { name: uiText('nl', 'common', 'pageNames.about') });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toHaveCSS('text-decoration-line', 'underline');
  for (const id of ['home', 'services', 'contact']) {
    const name = uiText('nl', 'common', `pageNames.${id}`);
    await expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current', /.+/);
    await expect(nav.getByRole('link', { name })).toHaveCSS('text-decoration-line', 'none');
  }
});

for (const [from, home] of [
  ['/services/', '/'],
  ['/nl/services/', '/nl/'],
] as const) {
  test(`the logo on ${from} goes to ${home}`, async ({ page, baseURL }) => {
    await page.goto(from);
    await page.getByRole('banner').getByRole('link', { name: brandName }).click();
    await expect(page).toHaveURL(`${baseURL}${home}`);
  });
}
