/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { contentTypes } from '../../gatsby/serving/content-types';
import { startStaticServer } from './static-server';

describe('the fallback static server answers as production does', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  const policy = "default-src 'self'";
  let server: Awaited<ReturnType<typeof startStaticServer>>;

  beforeAll(async () => {
    for (const [file, text] of [
      ['index.html', 'home'],
      ['about/index.html', 'about'],
      ['404.html', 'not found'],
      ['nl/404/index.html', 'niet gevonden'],
      ['app.js', 'run()'],
      ['_headers', '/*\n  X-Frame-Options: DENY'],
    ]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    writeFileSync(path.join(root, 'app.js.br'), brotliCompressSync('run()'));
    server = await startStaticServer(root, { headers: { 'Content-Security-Policy': policy } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a folder’s index.html at its address, with the headers it is given', async () => {
    const response = await fetch(`${server.url}/about/`);
    expect([response.status, await response.text()]).toEqual([200, 'about']);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(policy);
  });

  it('redirects a folder without its slash to it', async () => {
    const response = await fetch(`${server.url}/about?x=1`, { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([301, '/about/?x=1']);
  });

  it.each([
    ['/missing/', 'not found'],
    ['/nl/missing/', 'niet gevonden'],
    // The CDNs' rules are the build's, not a page.
    ['/_headers', 'not found'],
  ])('answers %s with 404 and the 404 page of its language', async (address, text) => {
    const response = await fetch(server.url + address);
    expect([response.status, await response.text()]).toEqual([404, text]);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(policy);
  });

  it('sends the site’s content type, the build’s compressed copy to a browser that takes it, and 304 for a file it has', async () => {
    const plain = await fetch(`${server.url}/app.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers.get('content-type')).toBe(`${contentTypes.js}; charset=utf-8`);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('run()');

    // fetch decompresses what it is sent: the header says which copy was sent.
    const compressed = await fetch(`${server.url}/app.js`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toBe(`${contentTypes.js}; charset=utf-8`);
    expect(await compressed.text()).toBe('run()');

    const again = await fetch(`${server.url}/app.js`, {
      headers: { 'If-None-Match': plain.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers an address it cannot read with 400', async () => {
    const response = await fetch(`${server.url}/%E0%A4%A`);
    expect(response.status).toBe(400);
  });
});
