import { expect, gotoHydrated, test } from '../fixtures';

test.use({ viewport: { width: 375, height: 740 } });

const drawer = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: 'Menu' });
const menuButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Open menu' });

async function openDrawer(page: import('@playwright/test').Page) {
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  // Wait for the slide-in to finish.
  await expect.poll(async () => (await drawer(page).boundingBox())?.x).toBe(0);
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/about/');
});

test('the nav bar is hidden and the menu button shown', async ({ page }) => {
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(menuButton(page)).toBeVisible();
  await expect(drawer(page)).toBeHidden();
});

test('the drawer slides in from the left, 260 px wide, with focus inside', async ({ page }) => {
  // A transform transition must run (a slide, not a jump), however slow the machine.
  const slid = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('transitionrun', (event) => {
          const target = event.target as Element;
          if (target.getAttribute('role') === 'dialog') resolve(event.propertyName);
        });
      }),
  );
  await menuButton(page).click();
  expect(await slid).toBe('transform');
  await expect.poll(async () => (await drawer(page).boundingBox())?.x).toBe(0);
  expect((await drawer(page).boundingBox())?.width).toBe(260);
  await expect(drawer(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
});

test('Escape closes it and focus returns to the menu button', async ({ page }) => {
  await openDrawer(page);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('its close button closes it', async ({ page }) => {
  await openDrawer(page);
  await drawer(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('a link in it navigates and closes it', async ({ page, baseURL }) => {
  await openDrawer(page);
  await drawer(page).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(`${baseURL}/services/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our services');
  await expect(drawer(page)).toBeHidden();
});

test('the backdrop closes it', async ({ page }) => {
  await openDrawer(page);
  await page.mouse.click(330, 400);
  await expect(drawer(page)).toBeHidden();
});

test('Tab and Shift+Tab keep focus inside while it is open', async ({ page }) => {
  await openDrawer(page);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});
