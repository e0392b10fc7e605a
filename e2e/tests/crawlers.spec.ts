import { expect, routePaths, test } from '../fixtures';
import { brandName, readData } from '../content';

const siteUrl = 'https://www.noordvliet-cargo.example';
const pages = routePaths.flatMap((path) => [
  { path, language: 'en', other: 'nl', locale: 'en_US', otherLocale: 'nl_NL' },
  { path: `/nl${path}`, language: 'nl', other: 'en', locale: 'nl_NL', otherLocale: 'en_US' },
]);

const descriptions = new Set<string>();

for (const page of pages) {
  test(`${page.path} has its own description, canonical, alternates, Open Graph and Twitter tags`, async ({
    page: browserPage,
    server,
  }) => {
    // The tags are in the page's HTML, the same bytes from every server; what a server decides
    // for crawlers (404s, the sitemap, robots.txt) is checked on each below.
    test.skip(server === 'cdn', 'the same HTML as on nginx');
    await browserPage.goto(page.path);
    const head = browserPage.locator('head');
    await expect(browserPage.locator('html')).toHaveAttribute('lang', page.language);
    const description = await head.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(80);
    expect(descriptions.has(description!)).toBe(false);
    descriptions.add(description!);

    const original = page.path.replace(/^\/nl/, '') || '/';
    const url = `${siteUrl}${page.path}`;
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${siteUrl}${original}`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
      'href',
      `${siteUrl}/nl${original}`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${siteUrl}${original}`,
    );

    const og = (property: string) => head.locator(`meta[property="${property}"]`);
    await expect(og('og:title')).toHaveAttribute('content', await browserPage.title());
    await expect(og('og:description')).toHaveAttribute('content', description!);
    await expect(og('og:url')).toHaveAttribute('content', url);
    await expect(og('og:image')).toHaveAttribute('content', `${siteUrl}/og-image.png`);
    await expect(og('og:image:width')).toHaveAttribute('content', '1200');
    await expect(og('og:image:height')).toHaveAttribute('content', '630');
    await expect(og('og:locale')).toHaveAttribute('content', page.locale);
    await expect(og('og:locale:alternate')).toHaveAttribute('content', page.otherLocale);
    await expect(og('og:site_name')).toHaveAttribute('content', brandName);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
  });
}

test('404 pages are not indexed and claim no canonical address', async ({ page }) => {
  for (const path of ['/missing/', '/nl/missing/']) {
    await page.goto(path);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  }
});

test('the home page describes the organisation in JSON-LD with schema.org types', async ({
  page,
}) => {
  const company = readData<{
    legalName: string;
    phone: string;
    email: string;
    foundingYear: number;
    countriesServed: string[];
    address: { city: string; countryCode: string };
  }>('company.yaml');
  for (const path of ['/', '/nl/']) {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brandName,
      legalName: company.legalName,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/logo.png`,
      foundingDate: String(company.foundingYear),
      address: {
        '@type': 'PostalAddress',
        addressCountry: company.address.countryCode,
        addressLocality: company.address.city,
      },
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: company.phone.replace(/\s/g, ''),
        email: company.email,
      },
    });
    const countries = data.areaServed as { '@type': string; identifier: string; name: string }[];
    expect(countries.map((country) => country.identifier)).toEqual(company.countriesServed);
    for (const country of countries) {
      expect(country['@type']).toBe('Country');
      // Named in English at build time: "Netherlands", not the code "NL".
      expect(country.name).toMatch(/^\p{Lu}\p{Ll}/u);
    }
  }
  await page.goto('/about/');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test('the sitemap lists every real page in both languages with alternates, and no 404', async ({
  request,
}) => {
  const index = await (await request.get('/sitemap.xml')).text();
  const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)![1];
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry)![1],
    alternates: [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    ),
  }));
  expect(entries.map((e) => e.loc).sort()).toEqual(pages.map((p) => `${siteUrl}${p.path}`).sort());
  for (const entry of entries) {
    const original = entry.loc.replace(siteUrl, '').replace(/^\/nl/, '') || '/';
    expect(entry.alternates).toEqual([
      `en ${siteUrl}${original}`,
      `nl ${siteUrl}/nl${original}`,
      `x-default ${siteUrl}${original}`,
    ]);
  }
  expect(sitemap).not.toContain('404');
});

test('robots.txt allows all crawlers and points to the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap.xml$`, 'm'));
});

test('the default share image is 1200 × 630', async ({ request }) => {
  const png = await (await request.get('/og-image.png')).body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
