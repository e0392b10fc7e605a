import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { type CommandResult } from '../project-commands';
import { notFoundRoute, routes } from '../../src/core/routes';
import { GERMAN_TITLE, expect, test } from '../grown-site';
import { editorDir } from '../../gatsby/admin/write-admin';

/**
 * A language is data (docs/LANGUAGES.md): a copy of the project gets German by the four
 * steps of the contract alone, with the Dutch texts and flag as stand-ins, and one German
 * text (e2e/grown-site.ts). Then the copy is validated, built and served by nginx, and
 * checked as a visitor, a crawler and an editor would.
 */
let copy: string;
let siteUrl: string;
let validation: CommandResult;

test.describe.configure({ mode: 'serial' });

test.beforeAll(({ grownSite }) => {
  ({ copy, url: siteUrl, validation } = grownSite);
});

const fetchPage = async (pathname: string) => {
  const response = await fetch(`${siteUrl}${pathname}`);
  return { status: response.status, html: await response.text() };
};

test('every route exists in German, each page lists all three languages, and the sitemap has them', async () => {
  for (const route of routes) {
    const { status, html } = await fetchPage(`/de${route.path}`);
    expect([route.path, status]).toEqual([route.path, 200]);
    expect(html).toMatch(/<html[^>]* lang="de"/);
  }
  for (const pathname of routes.flatMap((route) => ['', '/nl', '/de'].map((p) => p + route.path))) {
    const { html } = await fetchPage(pathname);
    const hreflangs = [...html.matchAll(/<link[^>]*hreflang="([^"]+)"/gi)].map((match) => match[1]);
    for (const language of ['en', 'nl', 'de', 'x-default'])
      expect([pathname, hreflangs.includes(language)]).toEqual([pathname, true]);
  }
  const sitemap = readFileSync(path.join(copy, 'public/sitemap-0.xml'), 'utf8');
  for (const route of routes) expect(sitemap).toContain(`/de${route.path}</loc>`);
});

test('an unknown German address answers the German 404 page with status 404', async () => {
  const { status, html } = await fetchPage('/de/missing');
  expect(status).toBe(404);
  expect(html).toMatch(/<html[^>]* lang="de"/);
  expect(notFoundRoute.id).toBe('notFound');
});

test('a stored lang=de moves /services/ to /de/services/ before the English page paints', async ({
  page,
}) => {
  await page.goto(`${siteUrl}/terms/`);
  await page.evaluate(() => localStorage.setItem('lang', 'de'));
  await page.addInitScript(() => {
    new PerformanceObserver(() =>
      sessionStorage.setItem(`painted ${location.pathname}`, 'yes'),
    ).observe({ type: 'paint', buffered: true });
  });
  await page.goto(`${siteUrl}/services/`);
  await expect(page).toHaveURL(`${siteUrl}/de/services/`);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('painted /de/services/')))
    .toBe('yes');
  expect(await page.evaluate(() => sessionStorage.getItem('painted /services/'))).toBeNull();
});

test('the German text shows on the German page, and English where there is none', async ({
  page,
}) => {
  const services = parse(readFileSync(path.join(copy, 'data/services.yaml'), 'utf8')) as Array<{
    title: { en: string; de?: string };
  }>;
  await page.goto(`${siteUrl}/de/services/`);
  await expect(page.getByRole('heading', { name: GERMAN_TITLE })).toBeVisible();
  const untranslated = services.find((service) => !service.title.de)!;
  await expect(page.getByRole('heading', { name: untranslated.title.en })).toBeVisible();
});

test('the language menu lists the other languages by name and flag, without JavaScript, and fits a phone', async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/de/services/`);
    const menu = page.getByRole('navigation', { name: 'Taal' });
    await menu.getByRole('button', { name: 'Deutsch' }).click();
    for (const name of ['English', 'Nederlands']) {
      const link = menu.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(link.locator('svg')).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'English' })).toBeHidden();
    await menu.getByRole('button', { name: 'Deutsch' }).press('Enter');
    await menu.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${siteUrl}/nl/services/`);
    await context.close();
  }
});

test('axe finds no WCAG 2.1 A/AA violation with the language menu open, in both themes', async ({
  page,
}) => {
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(`${siteUrl}/de/`);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }
});

test('npm run validate warns about the missing German texts and passes', () => {
  expect(validation.output).toContain('has no German text; German pages show the English one');
  expect(validation.output).toContain('0 problems');
  expect(validation.status).toBe(0);
});

test('the editor has a Deutsch box for every text in the site’s languages', () => {
  const config = parse(readFileSync(path.join(editorDir(copy), 'config.yml'), 'utf8'));
  type Field = { name: string; label: string; fields?: Field[]; field?: Field };
  const localized: Field[][] = [];
  const visit = (fields: Field[] = []) => {
    if (fields.some((field) => field.name === 'en')) localized.push(fields);
    for (const field of fields)
      visit([...(field.fields ?? []), ...(field.field ? [field.field] : [])]);
  };
  for (const collection of config.collections)
    for (const file of collection.files) visit(file.fields);
  expect(localized.length).toBeGreaterThan(20);
  for (const fields of localized)
    expect(fields.map((field) => [field.name, field.label])).toEqual([
      ['en', 'English'],
      ['nl', 'Nederlands'],
      ['de', 'Deutsch'],
    ]);
});
