/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer } from './static-server';

describe('the fallback static server answers as production does', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  let server: Awaited<ReturnType<typeof startStaticServer>>;

  beforeAll(async () => {
    for (const [file, text] of [
      ['index.html', 'home'],
      ['about/index.html', 'about'],
      ['404.html', 'not found'],
      ['nl/404/index.html', 'niet gevonden'],
    ]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    server = await startStaticServer(root);
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('redirects a folder without its slash to it', async () => {
    const response = await fetch(`${server.url}/about?x=1`, { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([301, '/about/?x=1']);
  });

  it.each([
    ['/missing/', 'not found'],
    ['/nl/missing/', 'niet gevonden'],
  ])('answers %s with 404 and the 404 page of its language', async (address, text) => {
    const response = await fetch(server.url + address);
    expect([response.status, await response.text()]).toEqual([404, text]);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});
