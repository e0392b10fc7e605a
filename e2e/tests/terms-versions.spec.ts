import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CommandResult } from '../project-commands';
import { formatLegalDate } from '../../src/content/terms';
import { nginxUrl } from '../fixtures';
import { AHEAD, FIRST, TODAY, expect, test, versionTitles } from '../grown-site';

/**
 * The general conditions change: a copy of the project gets, above the version in force, a
 * version taking effect today and one dated ahead, as docs/EDITING.md tells an editor to add
 * them. Built and served by nginx, /terms/ shows today's; the old one keeps its address,
 * linked and left out of search engines; the one ahead is announced. The copy is
 * e2e/grown-site.ts's, which has German too.
 */
/** The words of a notice's link, as terms.json writes them: `<more>read it now</more>`. */
const linkWords = (language: string, key: string) => {
  const texts = JSON.parse(
    readFileSync(path.join(copy, 'locales', language, 'terms.json'), 'utf8'),
  );
  return /<more>(.*)<\/more>/.exec((texts as Record<string, string>)[key])![1];
};

let copy: string;
let siteUrl: string;
let validation: CommandResult;

test.describe.configure({ mode: 'serial' });

test.beforeAll(({ grownSite }) => {
  ({ copy, url: siteUrl, validation } = grownSite);
});

test('the validator accepts three versions, newest first', () => {
  expect(validation.output).not.toContain('✖');
  expect(validation.status).toBe(0);
});

for (const prefix of ['', '/nl'])
  test(`${prefix}/terms/ shows the version in force today, announces the one ahead and links the earlier one`, async ({
    page,
  }) => {
    await page.goto(`${siteUrl}${prefix}/terms/`);
    await expect(page.locator(`#terms-version time[datetime="${TODAY}"]`)).toBeVisible();
    await expect(page.locator('#article-1 h2')).toContainText(versionTitles[TODAY]);
    const ahead = page.getByRole('note');
    await expect(ahead.locator(`time[datetime="${AHEAD}"]`)).toBeVisible();
    await expect(
      ahead.getByRole('link', { name: linkWords(prefix ? 'nl' : 'en', 'nextVersion') }),
    ).toHaveAttribute('href', `${prefix}/terms/${AHEAD}/`);
    const earlier = page.getByRole('region', {
      name: prefix ? 'Eerdere versies' : 'Earlier versions',
    });
    await expect(earlier.getByRole('link')).toHaveAttribute('href', `${prefix}/terms/${FIRST}/`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${prefix}/terms/$`),
    );
  });

test('the earlier version keeps its address in both languages, says until when it applied, and is not for search engines', async ({
  page,
}) => {
  for (const [prefix, language] of [
    ['', 'en'],
    ['/nl', 'nl'],
  ] as const) {
    await page.goto(`${siteUrl}${prefix}/terms/${FIRST}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator(`#terms-version time[datetime="${FIRST}"]`)).toBeVisible();
    await expect(page.locator('#article-1 h2')).toHaveText(/Definitions$/);
    const note = page.getByRole('note');
    await expect(note.locator(`time[datetime="${TODAY}"]`)).toHaveText(
      formatLegalDate(TODAY, language),
    );
    await expect(
      note.getByRole('link', { name: linkWords(language, 'earlierNotice') }),
    ).toHaveAttribute('href', `${prefix}/terms/`);
    // noindex, with its own canonical: it is another text, not a copy of /terms/.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${prefix}/terms/${FIRST}/$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
      'href',
      new RegExp(`/nl/terms/${FIRST}/$`),
    );
  }
  await page.goto(`${siteUrl}/terms/${AHEAD}/`);
  await expect(page.getByRole('note')).toContainText('This version takes effect on 1 January 2099');
  await expect(
    page.getByRole('note').getByRole('link', { name: linkWords('en', 'upcomingNotice') }),
  ).toHaveAttribute('href', '/terms/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const sitemap = readFileSync(path.join(copy, 'public/sitemap-0.xml'), 'utf8');
  expect(sitemap).toContain('/terms/</loc>');
  expect(sitemap).not.toContain(`/terms/${FIRST}/`);
  expect(sitemap).not.toContain(`/terms/${AHEAD}/`);
});

test('a version unchanged between two builds has a PDF of the same bytes at the same address', async ({
  request,
}) => {
  // The main build (served at NGINX_URL) has only the first version: it is in force there.
  for (const prefix of ['', '/nl']) {
    const href = async (base: string, pathname: string) => {
      const html = await (await request.get(`${base}${pathname}`)).text();
      return /href="(\/static\/[^"]+\.pdf)"/.exec(html)![1];
    };
    const here = await href(siteUrl, `${prefix}/terms/${FIRST}/`);
    expect(await href(nginxUrl(), `${prefix}/terms/`)).toBe(here);
    const [built, rebuilt] = await Promise.all([
      request.get(`${nginxUrl()}${here}`).then((response) => response.body()),
      request.get(`${siteUrl}${here}`).then((response) => response.body()),
    ]);
    expect(rebuilt.equals(built)).toBe(true);
  }
});
