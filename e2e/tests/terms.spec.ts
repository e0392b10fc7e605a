import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readData, readLocale, termsInForce, uiText } from '../content';
import { formatLegalDate } from '../../src/content/terms';
import { expect, test } from '../fixtures';

/**
 * The general conditions as a legal document, on the production build through nginx (and its
 * PDF on Cloudflare's runtime too): the
 * page names its version, links its PDF (checked with poppler's tools, a reader that is not
 * its writer), and prints with the company named.
 */
const inForce = termsInForce();
const company = readData<{ legalName: string; registrationNumber: string }>('company.yaml');

const pages = (['en', 'nl'] as const).map((language) => ({
  path: language === 'en' ? '/terms/' : `/${language}/terms/`,
  language,
  date: formatLegalDate(inForce.effective, language),
}));

const folders: string[] = [];
test.afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Runs one of poppler's tools on `bytes`, written to a file of its own. */
function poppler(tool: 'pdfinfo' | 'pdffonts' | 'pdftotext', bytes: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'terms-pdf-'));
  folders.push(folder);
  const file = path.join(folder, 'terms.pdf');
  writeFileSync(file, bytes);
  const args = tool === 'pdftotext' ? [file, '-'] : [file];
  return execFileSync(tool, args, { encoding: 'utf8' });
}

async function pdfLink(page: Page, language: string) {
  const { download } = readLocale<{ download: string }>(language, 'terms');
  const name = new RegExp(
    `^${download.replace(/[()]/g, '\\$&').replace('{{size}}', '(\\d+) kB')}$`,
  );
  return page.getByRole('link', { name });
}

for (const { path: pagePath, language, date } of pages) {
  test(`${pagePath} names its version by date, and its PDF link answers a PDF of the size it states`, async ({
    page,
    request,
    serverAt,
  }) => {
    await page.goto(pagePath);
    const version = page.locator('#terms-version');
    await expect(version.locator(`time[datetime="${inForce.effective}"]`)).toHaveText(date);
    const link = await pdfLink(page, language);
    await expect(link).toHaveCount(1);
    const href = (await link.getAttribute('href'))!;
    const stated = Number(/(\d+) kB/.exec((await link.textContent())!)![1]);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // Its name has a content hash: a new text is a new address, so it may be kept for good.
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = await response.body();
    expect(Math.round(bytes.length / 1000)).toBe(stated);
    // Cloudflare's runtime, with the build's _headers, serves it the same way.
    const cdn = await request.get(`${await serverAt('cdn')}${href}`);
    expect(cdn.headers()['content-type']).toBe('application/pdf');
    expect(cdn.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await cdn.body()).equals(bytes)).toBe(true);
    // Only the version in force is for search engines; the sitemap has no other.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
}

test('the PDF is tagged, A4, in its language, every font embedded, and its text can be read back', async ({
  page,
  request,
}) => {
  for (const { path: pagePath, language } of pages) {
    await page.goto(pagePath);
    const href = (await (await pdfLink(page, language)).getAttribute('href'))!;
    const bytes = await (await request.get(href)).body();
    const info = poppler('pdfinfo', bytes);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    expect(info).toMatch(new RegExp(`^Title:\\s+.*${company.legalName.replace('.', '\\.')}`, 'm'));
    expect(bytes.toString('latin1')).toContain(`/Lang (${language})`);
    const fonts = poppler('pdffonts', bytes).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/\byes\s+yes\s+yes\b/);
    // The words wrap where the page ends; the text reads back joined by single spaces.
    const text = poppler('pdftotext', bytes).replace(/\s+/g, ' ');
    for (const article of inForce.articles) expect(text).toContain(article.title);
    expect(text).toContain(company.registrationNumber);
    const pageLine = uiText(language, 'terms', 'pdfPage').replace('{{page}}', '1').split('{{')[0];
    expect(text).toContain(pageLine);
  }
});

test('a printout of the terms shows the content only, and names the company, its registration and the version', async ({
  page,
}) => {
  await page.goto('/terms/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: uiText('en', 'terms', 'contents') }),
  ).toBeHidden();
  const bytes = await page.pdf({ format: 'A4' });
  const text = poppler('pdftotext', bytes).replace(/\s+/g, ' ');
  expect(text).toContain(company.legalName);
  expect(text).toContain(company.registrationNumber);
  const version = uiText('en', 'terms', 'version')
    .replace(/<\/?time>/g, '')
    .replace('{{date}}', formatLegalDate(inForce.effective, 'en'));
  expect(text).toContain(version);
  expect(text).not.toContain(uiText('en', 'terms', 'download').split('{{')[0].trim());
});

test('a printout of the home page leaves out the partner strip and the menu', async ({ page }) => {
  await page.goto('/');
  await page.emulateMedia({ media: 'print' });
  await expect(
    page.getByRole('heading', { name: uiText('en', 'home', 'partners.heading') }),
  ).toBeHidden();
  await expect(page.locator('dialog')).toBeHidden();
  const text = poppler('pdftotext', await page.pdf({ format: 'A4' })).replace(/\s+/g, ' ');
  expect(text).toContain(company.registrationNumber);
});
