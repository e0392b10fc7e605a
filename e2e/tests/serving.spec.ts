import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brandName } from '../content';
import { allPages, expect, nginxUrl, test } from '../fixtures';

// What a server decides, checked on nginx and on Cloudflare's runtime alike (the `cdn`
// project of playwright.config.ts): both follow the rules the build wrote.
test.skip(
  ({ server }) => server === 'nginx' && process.env.SERVER_KIND !== 'nginx',
  'the production rules are nginx’s; this run fell back to the static server',
);

const securityHeaders = (headers: Record<string, string>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  // None on the public pages: it costs blocking time and guards nothing they hold
  // (gatsby/serving/rules.ts, docs/PERFORMANCE.md).
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
};

test('pages answer 200, directories without a slash 301 to it, unknown paths 404 in their language', async ({
  request,
}) => {
  for (const path of allPages)
    expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(200);
  for (const [from, to] of [
    ['/about', '/about/'],
    ['/nl/services', '/nl/services/'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
  }
  for (const [path, lang] of [
    ['/nowhere/', 'en'],
    ['/nl/nergens/', 'nl'],
    ['/about/old.html', 'en'],
    // Folders without a page of their own: the server's bare 403 page before.
    ['/static/', 'en'],
    ['/page-data/', 'en'],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(`<html lang="${lang}"`);
    securityHeaders(response.headers());
  }
});

test('methods other than GET and HEAD get 405, with an empty body on nginx', async ({
  request,
  server,
}) => {
  for (const [method, path] of [
    ['POST', '/'],
    ['PUT', '/nl/about/'],
    ['DELETE', '/robots.txt'],
  ]) {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    expect(response.status(), `${method} ${path}`).toBe(405);
    if (server === 'nginx') {
      expect(response.headers().allow).toBe('GET, HEAD');
      expect((await response.body()).length).toBe(0);
      securityHeaders(response.headers());
    }
  }
});

test('HTML pages: no-cache and every security header', async ({ request }) => {
  const response = await request.get('/nl/contact/');
  const headers = response.headers();
  expect(headers['cache-control']).toBe('no-cache');
  securityHeaders(headers);
});

test('content-hashed static files: a year, immutable; page data: no-cache', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const image = await page.locator('picture source').first().getAttribute('srcset');
  for (const asset of [image!.split(' ')[0]]) {
    const headers = (await request.get(asset)).headers();
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    securityHeaders(headers);
  }
  for (const data of ['/page-data/index/page-data.json', '/page-data/app-data.json']) {
    expect((await request.get(data)).headers()['cache-control']).toBe('no-cache');
  }
});

const securityHeaderNames = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
  // Cloudflare sends `*` unless the rules remove it; nginx never sends it.
  'access-control-allow-origin',
];

test("nginx and Cloudflare's runtime send the same security and cache headers for the same paths", async ({
  page,
  request,
  server,
  serverAt,
}) => {
  test.skip(server === 'nginx', 'compares the two servers once, from the cdn project');
  await page.goto('/');
  const image = await page.locator('picture source').first().getAttribute('srcset');
  const headersFrom = async (name: 'nginx' | 'cdn', path: string, status: number) => {
    const response = await request.get(new URL(path, await serverAt(name)).href, {
      maxRedirects: 0,
    });
    expect(response.status(), `${name} ${path}`).toBe(status);
    return response.headers();
  };
  const compare = async (path: string, status: number, names: string[]) => {
    const [nginx, cdn] = [
      await headersFrom('nginx', path, status),
      await headersFrom('cdn', path, status),
    ];
    const pick = (headers: Record<string, string>) =>
      Object.fromEntries(names.map((name) => [name, headers[name] ?? '(none)']));
    expect(pick(cdn), path).toEqual(pick(nginx));
  };
  for (const path of [
    '/',
    '/nl/contact/',
    '/page-data/index/page-data.json',
    '/page-data/app-data.json',
    '/robots.txt',
    '/sitemap.xml',
    '/favicon.svg',
    image!.split(' ')[0],
    '/admin/',
    '/admin/config.yml',
  ])
    await compare(path, 200, [...securityHeaderNames, 'x-robots-tag', 'cache-control']);
  // Cloudflare marks every 404 `no-store` whatever the rules say; the rest must agree.
  for (const path of ['/missing/', '/nl/missing/', '/static/'])
    await compare(path, 404, securityHeaderNames);
  await compare('/nl/about', 301, [...securityHeaderNames, 'location']);
});

test('the content editor at /admin/ has a policy of its own, is kept out of search, and loads without a violation', async ({
  page,
  request,
}) => {
  const admin = await request.get('/admin/');
  expect(admin.status()).toBe(200);
  expect(admin.headers()['x-robots-tag']).toBe('noindex, nofollow');
  // Its own scripts only, and no code made from text (the build runs Decap's configuration
  // check, which would: gatsby/admin/decap-config-check.ts).
  expect(admin.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  // Its sign-in window answers it (functions/oauth/): an opener policy that keeps that window.
  expect(admin.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('unsafe-eval');
  expect(home.headers()['x-robots-tag']).toBeUndefined();
  const moved = await request.get('/admin', { maxRedirects: 0 });
  expect([moved.status(), moved.headers().location]).toEqual([301, '/admin/']);
  expect(await (await request.get('/sitemap-0.xml')).text()).not.toContain('/admin');

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/admin/');
  // Decap has read its configuration and shows its sign-in (no backend runs here).
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
  // Above it the company's logo and name, in place of Decap's (gatsby/admin/editor-logo.ts).
  const logo = page.getByRole('img', { name: 'Logo' });
  await expect(logo).toBeVisible();
  const picture = await request.get(
    new URL((await logo.getAttribute('src'))!, page.url()).pathname,
  );
  expect(picture.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await picture.text()).toContain(`aria-label="${brandName}"`);
  expect(violations).toEqual([]);
});

test('text is compressed: brotli when asked for, else gzip', async ({ request, server }) => {
  const br = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  const gzip = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // Caches between nginx and the visitor must keep the encodings apart; Cloudflare's
  // edge is that cache itself and negotiates the encoding per request.
  if (server === 'nginx') expect(gzip.headers()['vary']).toContain('Accept-Encoding');
});

/** The raw bytes the server sends for `path`, undecoded, with its content encoding. */
function rawGet(path: string, encoding: string) {
  return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(new URL(path, nginxUrl()), { headers: { 'Accept-Encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

test("pages and page data are sent as the build's compressed copies, the same bytes once decoded", async ({
  server,
}) => {
  test.skip(server === 'cdn', 'Cloudflare compresses at its edge; the copies are for nginx');
  const publicDir = resolve(__dirname, '../../public');
  const files = {
    '/': 'index.html',
    '/nl/about/': 'nl/about/index.html',
    '/page-data/index/page-data.json': 'page-data/index/page-data.json',
  };
  for (const [url, file] of Object.entries(files)) {
    const original = await readFile(join(publicDir, file));
    const br = await rawGet(url, 'br');
    expect(br.encoding, url).toBe('br');
    expect(br.body.equals(await readFile(join(publicDir, `${file}.br`))), url).toBe(true);
    expect(brotliDecompressSync(br.body).equals(original), url).toBe(true);
    const gz = await rawGet(url, 'gzip');
    expect(gz.encoding, url).toBe('gzip');
    expect(gz.body.equals(await readFile(join(publicDir, `${file}.gz`))), url).toBe(true);
    expect(gunzipSync(gz.body).equals(original), url).toBe(true);
  }
});
