import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uiText } from '../content';

const common = (key: string) => uiText('en', 'common', key);

// The drawer, with the page's own scripts; first-paint.spec.ts runs the same behaviours with
// the scripts blocked and switched off.
test.use({ viewport: { width: 375, height: 740 } });

const drawer = (page: Page) => page.getByRole('dialog', { name: common('header.menu') });
const menuButton = (page: Page) => page.getByRole('button', { name: common('header.openMenu') });

async function openDrawer(page: Page) {
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  // Wait for the slide-in to finish.
  await expect.poll(async () => (await drawer(page).boundingBox())?.x).toBe(0);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/about/');
});

test('the nav bar is hidden and the menu button shown', async ({ page }) => {
  await expect(
    page.getByRole('banner').getByRole('navigation', { name: common('header.mainNav') }),
  ).toBeHidden();
  await expect(menuButton(page)).toBeVisible();
  await expect(drawer(page)).toBeHidden();
});

test('the drawer slides in from the left, 260 px wide, with focus inside', async ({ page }) => {
  // A transform transition must run (a slide, not a jump), however slow the machine.
  const slid = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('transitionrun', (event) => {
          if ((event.target as Element).localName === 'dialog') resolve(event.propertyName);
        });
      }),
  );
  await menuButton(page).click();
  expect(await slid).toBe('transform');
  await expect.poll(async () => (await drawer(page).boundingBox())?.x).toBe(0);
  expect((await drawer(page).boundingBox())?.width).toBe(260);
  await expect(
    drawer(page).getByRole('button', { name: common('header.closeMenu') }),
  ).toBeFocused();
});

test('Escape closes it and focus returns to the menu button', async ({ page }) => {
  await openDrawer(page);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('its close button closes it', async ({ page }) => {
  await openDrawer(page);
  await drawer(page)
    .getByRole('button', { name: common('header.closeMenu') })
    .click();
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('a link in it navigates and closes it', async ({ page, baseURL }) => {
  await openDrawer(page);
  await drawer(page)
    .getByRole('link', { name: common('pageNames.services') })
    .click();
  await expect(page).toHaveURL(`${baseURL}/services/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    uiText('en', 'services', 'heading'),
  );
  await expect(drawer(page)).toBeHidden();
});

test('the backdrop closes it', async ({ page }) => {
  await openDrawer(page);
  await page.mouse.click(330, 400);
  await expect(drawer(page)).toBeHidden();
});

test('while it is open, Tab never reaches the page behind and the page does not scroll', async ({
  page,
}) => {
  await openDrawer(page);
  // Past its last link focus may leave for the browser's own controls (the document has
  // none focused then), as the platform's modal dialogs do, but never for the page.
  const focusIsInsideOrOutOfThePage = () =>
    drawer(page).evaluate(
      (el) => el.contains(document.activeElement) || document.activeElement === document.body,
    );
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInsideOrOutOfThePage()).toBe(true);
  }
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInsideOrOutOfThePage()).toBe(true);
  }
  // A modal dialog makes the rest of the page inert: its links cannot even take focus.
  expect(
    await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('main a[href]')!;
      link.focus();
      return document.activeElement === link;
    }),
  ).toBe(false);
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
});
