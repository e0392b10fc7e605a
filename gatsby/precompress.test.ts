/**
 * @jest-environment node
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const page = '<!DOCTYPE html><html><body>' + '<p>Perishables at Schiphol.</p>'.repeat(200);

describe('precompress', () => {
  it('writes brotli and gzip copies that give back exactly the same bytes', async () => {
    await mkdir(path.join(folder, 'nl'));
    const file = path.join(folder, 'nl/index.html');
    await writeFile(file, page);
    await precompress(folder);
    const original = await readFile(file);
    const br = await readFile(`${file}.br`);
    const gz = await readFile(`${file}.gz`);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(original.length);
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
  });

  it('leaves alone small files, images and source maps', async () => {
    const files = {
      'robots.txt': 'User-agent: *\n',
      'logo.png': page,
      'app.js.map': page,
    };
    for (const [name, text] of Object.entries(files))
      await writeFile(path.join(folder, name), text);
    await precompress(folder);
    for (const name of ['robots.txt', 'logo.png', 'app.js.map'])
      expect(existsSync(path.join(folder, `${name}.br`))).toBe(false);
  });

  it('rewrites the copies of the files it is given, and removes a stale one', async () => {
    const file = path.join(folder, 'index.html');
    await writeFile(file, page);
    await precompress(folder);
    await writeFile(file, '<p>short</p>');
    await precompress(folder, [file]);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
