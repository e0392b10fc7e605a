import { allPages, expect, test } from '../fixtures';
import { brandName, uiText } from '../content';
import { languages } from '../../src/core/languages';
import { localizePath, routes } from '../../src/core/routes';

for (const route of routes) {
  for (const language of languages) {
    const url = localizePath(route.path, language);
    const name = uiText(language, 'common', `pageNames.${route.id}`);
    test(`${url} is titled "${brandName} – ${name}" with <html lang="${language}">`, async ({
      page,
      server,
    }) => {
      // The title and language are in the page's HTML, the same bytes from every server; that
      // each server answers each page with 200 is serving.spec.ts's.
      test.skip(server === 'cdn', 'the same HTML as on nginx');
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${brandName} – ${name}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
}

for (const [path, language] of [
  ['/no-such-page/', 'en'],
  ['/nl/geen-pagina/', 'nl'],
  ['/services/old/deep/link', 'en'],
] as const) {
  const heading = uiText(language, 'notFound', 'heading');
  test(`unknown path ${path} answers 404 with the ${language} 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(
      `${brandName} – ${uiText(language, 'common', 'pageNames.notFound')}`,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

/**
 * What each address answered, by its full URL (the server's own origin included): pages share
 * their header and footer, so a worker asks each server for each address once.
 */
const answers = new Map<string, Promise<{ status: number; html: string }>>();

test.describe('links', () => {
  // The links are in the page's HTML, the same bytes from every server, and every page they
  // lead to answers 200 on each server (serving.spec.ts; terms.spec.ts for the PDFs).
  test.skip(({ server }) => server === 'cdn', 'the same links as on nginx');

  for (const url of [...allPages, '/404/', '/nl/404/']) {
    test(`every link on ${url} leads somewhere that exists`, async ({ page, request }) => {
      const answer = (target: URL) => {
        const key = `${target.origin}${target.pathname}`;
        if (!answers.has(key))
          answers.set(
            key,
            request.get(target.pathname, { maxRedirects: 0 }).then(async (response) => ({
              status: response.status(),
              html: await response.text(),
            })),
          );
        return answers.get(key)!;
      };
      await page.goto(url);
      const links = await page.locator('a[href]').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href') ?? '',
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel') ?? '',
        })),
      );
      expect(links.length).toBeGreaterThan(10);
      const broken: string[] = [];
      for (const link of links) {
        if (/^(mailto|tel):/.test(link.href)) continue;
        if (/^https?:\/\//.test(link.href)) {
          if (
            !link.href.startsWith('https://') ||
            link.target !== '_blank' ||
            !link.rel.includes('noopener')
          )
            broken.push(
              `${link.href}: external links must be https, open in a new tab, rel noopener`,
            );
          continue;
        }
        const target = new URL(link.href, page.url());
        const { status, html } = await answer(target);
        if (status !== 200) broken.push(`${link.href}: HTTP ${status}`);
        else if (target.hash) {
          if (!html.includes(`id="${decodeURIComponent(target.hash.slice(1))}"`))
            broken.push(`${link.href}: no such anchor`);
        }
      }
      expect(broken).toEqual([]);
    });
  }
});
