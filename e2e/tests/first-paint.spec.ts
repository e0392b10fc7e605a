import { type Page } from '@playwright/test';
import { type Language, defaultLanguage, isLanguage, languages } from '../../src/core/languages';
import { localizePath, navRoutes } from '../../src/core/routes';
import { type CommonTexts, readLocale, uiText } from '../content';
import { allPages, expect, test } from '../fixtures';

// Every control of the header and the carousel works from the first paint, with the page's
// own inline scripts and no script file (the analytics' blocked too), and with JavaScript
// off. No framework arrives later to take over: what works here is what visitors get.

// Addresses follow the route table's rule (src/core/routes.ts): English unprefixed, Dutch /nl/.
const languageOf = (path: string): Language => {
  const prefix = path.split('/')[1];
  return isLanguage(prefix) ? prefix : defaultLanguage;
};
const otherLanguage = (language: Language) => languages.find((other) => other !== language)!;
const inLanguage = (path: string, language: Language) => {
  const from = languageOf(path);
  const page = from === defaultLanguage ? path : path.slice(`/${from}`.length);
  return localizePath(page, language);
};
const texts = (path: string) => readLocale<CommonTexts>(languageOf(path), 'common');
const pauseName = (path: string) =>
  readLocale<{ partners: { pause: string } }>(languageOf(path), 'home').partners.pause;

const blockScriptFiles = (page: Page) => page.route(/\.js$/, (route) => route.abort());

function header(page: Page, path: string) {
  const t = texts(path).header;
  return {
    menuButton: page.getByRole('button', { name: t.openMenu }),
    drawer: page.getByRole('dialog', { name: t.menu }),
    closeButton: page.getByRole('dialog', { name: t.menu }).getByRole('button', {
      name: t.closeMenu,
    }),
    themeToggle: page.getByRole('button', { name: t.theme }),
    languageLink: (language: string) =>
      page.getByRole('navigation', { name: t.language }).locator(`a[hreflang="${language}"]`),
  };
}

async function openDrawer(page: Page, path: string) {
  const { menuButton, drawer, closeButton } = header(page, path);
  await menuButton.click();
  await expect(drawer).toBeVisible();
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  expect((await drawer.boundingBox())?.width).toBe(260);
  await expect(closeButton).toBeFocused();
}

/** The drawer opens, and closes on Escape, on its button and on the backdrop. */
async function checkDrawer(page: Page, path: string) {
  const { menuButton, drawer, closeButton } = header(page, path);
  await openDrawer(page, path);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await openDrawer(page, path);
  await closeButton.click();
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await openDrawer(page, path);
  await page.mouse.click(330, 400);
  await expect(drawer).toBeHidden();
}

const storedValue = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The toggle switches the theme both ways, stores it and says whether dark is on. */
async function checkThemeToggle(page: Page, path: string) {
  const { themeToggle } = header(page, path);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(themeToggle).toHaveAttribute('aria-pressed', 'false');
  await themeToggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(themeToggle).toHaveAttribute('aria-pressed', 'true');
  expect(await storedValue(page, 'theme')).toBe('dark');
  await themeToggle.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(themeToggle).toHaveAttribute('aria-pressed', 'false');
  expect(await storedValue(page, 'theme')).toBe('light');
}

const carouselPlayState = (page: Page) =>
  page
    .getByTestId('partner-carousel')
    .locator('ul')
    .evaluate((el) => el.getAnimations()[0]?.playState);

async function checkCarouselPause(page: Page, path: string) {
  const pause = page.getByRole('switch', { name: pauseName(path) });
  await pause.click();
  await expect(pause).toBeChecked();
  await page.mouse.move(5, 5);
  await expect.poll(() => carouselPlayState(page)).toBe('paused');
  await pause.click();
  await expect.poll(() => carouselPlayState(page)).toBe('running');
}

const isHome = (path: string) => path === '/' || path === '/nl/';

test.describe('with every script file blocked, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of allPages) {
    test(`${path}: drawer, theme, carousel and language all work`, async ({ page, baseURL }) => {
      await blockScriptFiles(page);
      await page.goto(path);
      await checkDrawer(page, path);
      await checkThemeToggle(page, path);
      if (isHome(path)) await checkCarouselPause(page, path);

      const other = otherLanguage(languageOf(path));
      await header(page, path).languageLink(other).click();
      await expect(page).toHaveURL(`${baseURL}${inLanguage(path, other)}`);
      expect(await storedValue(page, 'lang')).toBe(other);
    });
  }

  for (const path of ['/about/', '/nl/about/']) {
    test(`${path}: a link followed in the drawer goes there, and the drawer is closed on return`, async ({
      page,
      baseURL,
    }) => {
      await blockScriptFiles(page);
      await page.goto(path);
      await openDrawer(page, path);
      const contact = texts(path).pageNames.contact;
      await header(page, path).drawer.getByRole('link', { name: contact }).click();
      await expect(page).toHaveURL(`${baseURL}${inLanguage('/contact/', languageOf(path))}`);
      await expect(header(page, path).drawer).toBeHidden();
      // Back to the page (from the back/forward cache where the browser keeps it).
      await page.goBack();
      await expect(page).toHaveURL(`${baseURL}${path}`);
      await expect(header(page, path).drawer).toBeHidden();
    });
  }

  test('a stored lang=nl opening /services/ ends on /nl/services/ before the English page paints', async ({
    page,
    baseURL,
  }) => {
    await blockScriptFiles(page);
    await page.goto('/terms/');
    await page.evaluate(() => localStorage.setItem('lang', 'nl'));
    // Each document records whether it painted anything, in the session's storage.
    await page.addInitScript(() => {
      new PerformanceObserver(() =>
        sessionStorage.setItem(`painted ${location.pathname}`, 'yes'),
      ).observe({ type: 'paint', buffered: true });
    });
    await page.goto('/services/');
    await expect(page).toHaveURL(`${baseURL}/nl/services/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      uiText('nl', 'services', 'heading'),
    );
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('painted /nl/services/')))
      .toBe('yes');
    expect(await page.evaluate(() => sessionStorage.getItem('painted /services/'))).toBeNull();
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280]) {
    for (const language of languages) {
      test(`the header leads to every page of the navigation at ${width} px (${language})`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        const start = inLanguage('/terms/', language);
        const t = texts(start);
        for (const route of navRoutes) {
          const name = t.pageNames[route.id];
          await page.goto(start);
          if (width < 768) await openDrawer(page, start);
          const nav =
            width < 768
              ? header(page, start).drawer
              : page.getByRole('banner').getByRole('navigation', { name: t.header.mainNav });
          await nav.getByRole('link', { name, exact: true }).click();
          await expect(page).toHaveURL(`${baseURL}${inLanguage(route.path, language)}`);
        }
      });
    }
  }

  test('the theme toggle, which would need a script, is not shown', async ({ page }) => {
    await page.goto('/nl/about/');
    await expect(page.getByRole('banner').locator('[data-theme-toggle]')).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
  });

  test('the carousel pauses with its switch', async ({ page }) => {
    await page.goto('/');
    await checkCarouselPause(page, '/');
  });
});

test.describe('stored values that are invalid, and storage that throws', () => {
  const storing = (entries: Record<string, string>) => (page: Page) =>
    page.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
  const throwing = (methods: ('getItem' | 'setItem')[]) => (page: Page) =>
    page.addInitScript((names) => {
      for (const name of names)
        Storage.prototype[name] = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
    }, methods);

  const cases: [string, string, (page: Page) => Promise<unknown>][] = [
    ['theme and lang misspelt', '/about/', storing({ theme: 'Dark', lang: 'NL' })],
    ['lang an object key', '/nl/about/', storing({ lang: '__proto__', theme: 'constructor' })],
    ['lang the page’s own language', '/nl/services/', storing({ lang: 'nl' })],
    ['lang=nl on an unknown path', '/missing/', storing({ lang: 'nl' })],
    ['storage that throws on read and write', '/contact/', throwing(['getItem', 'setItem'])],
    ['storage that throws on write', '/nl/', throwing(['setItem'])],
  ];
  for (const [name, path, prepare] of cases) {
    test(`${name} (${path}): the page stays, light, and its controls work without an error`, async ({
      page,
      baseURL,
      pageErrors,
    }) => {
      await prepare(page);
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
      });
      await page.goto(path);
      expect(navigations).toEqual([path]);
      await expect(page).toHaveURL(`${baseURL}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await header(page, path).themeToggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const errors = pageErrors().filter((e) => !(path === '/missing/' && e.includes('404')));
      expect(errors).toEqual([]);
    });
  }
});
