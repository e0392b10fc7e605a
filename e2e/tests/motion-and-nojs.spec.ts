import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { finalStats, readData, readDataIn, uiText } from '../content';
import { languages, type Language } from '../../src/core/languages';
import { localizePath, notFoundRoute, routes } from '../../src/core/routes';

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel stands still with every logo in view, counters show final values', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('stat-number')).toHaveText(finalStats());
    const track = page.getByTestId('partner-carousel').locator('ul');
    expect(await track.evaluate((el) => el.getAnimations().length)).toBe(0);
    await track.scrollIntoViewIfNeeded();
    const logos = page.getByTestId('partner-carousel').getByRole('img');
    const partners = readData<unknown[]>('partners.yaml').length;
    await expect(logos).toHaveCount(partners);
    for (let i = 0; i < partners; i += 1) await expect(logos.nth(i)).toBeInViewport();
    await expect(
      page.getByRole('switch', { name: uiText('en', 'home', 'partners.pause') }),
    ).toBeHidden();
  });
});

/**
 * A text from the end of each page's main content, read from the files it comes from:
 * present only if all of the main content was rendered. A page not named here: the last of
 * its own interface texts (locales/<language>/<page>.json), or its heading alone.
 */
const lastContent: Partial<
  Record<(typeof routes)[number]['id'] | 'notFound', (language: Language) => string>
> = {
  home: (language) => uiText(language, 'home', 'partners.heading'),
  services: (language) => uiText(language, 'services', 'cta.heading'),
  about: (language) =>
    readDataIn<{ whyChooseUs: string[] }>('about.yaml', language).whyChooseUs.at(-1)!,
  contact: (language) => uiText(language, 'contact', 'mapComingSoon'),
  terms: () => {
    const [version] = readData<Array<{ articles: Array<{ paragraphs: string[] }> }>>('terms.yaml');
    return version.articles.at(-1)!.paragraphs.at(-1)!.slice(-40);
  },
  notFound: (language) => uiText(language, 'notFound', 'goHome'),
};
const lastOwnText = (page: string, language: Language): string | undefined => {
  const file = path.resolve(__dirname, `../../locales/${language}/${page}.json`);
  if (!existsSync(file)) return undefined;
  const texts = Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  return texts.filter((text): text is string => typeof text === 'string').at(-1);
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of [...routes, notFoundRoute])
    for (const language of languages) {
      const path = localizePath(route.path, language);
      test(`${path} has its main content in the HTML`, async ({ page }) => {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        const last = lastContent[route.id]?.(language) ?? lastOwnText(route.id, language);
        if (last) await expect(main).toContainText(last);
      });
    }

  test('the counters read their real figures', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('stat-number')).toHaveText(finalStats());
  });
});
