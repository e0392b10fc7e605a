/**
 * @jest-environment node
 */
import { storedFiles, withChange } from './backend-files';
import type { BackendImplementation, MediaFile } from '../decap/types';

/**
 * A stand-in for a backend as Decap's core calls it: files in folders, each with its version
 * (as Git's blob SHA or the local backend's hash), counting every call the way a hosted
 * backend counts requests.
 */
function standIn(files: Record<string, string>, pictures: Record<string, string>) {
  const calls: string[] = [];
  const backend = {
    async entriesByFolder(folder: string, extension: string) {
      calls.push(`entriesByFolder ${folder}`);
      return Object.entries(files)
        .filter(([path]) => path.startsWith(`${folder}/`) && path.endsWith(`.${extension}`))
        .map(([path, data]) => ({ file: { path, id: `v-${data}` }, data }));
    },
    async getMedia(folder: string): Promise<MediaFile[]> {
      calls.push(`getMedia ${folder}`);
      return Object.entries(pictures)
        .filter(([path]) => path.startsWith(`${folder}/`))
        .map(([path, version]) => ({ path, id: version }));
    },
    async getMediaFile(path: string): Promise<MediaFile> {
      calls.push(`getMediaFile ${path}`);
      return { path, file: new Blob([`picture ${pictures[path]}`]) };
    },
  } as unknown as BackendImplementation;
  return { backend, calls, files, pictures };
}

beforeAll(() => {
  // jsdom decodes no pictures; every blob here "decodes".
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = async () => ({
    close() {},
  });
});

describe('the content as the backend has it, for the check', () => {
  it('asks each folder once per check, however many files of it are read', async () => {
    const { backend, calls } = standIn(
      { 'data/a.yaml': 'a: 1', 'data/b.yaml': 'b: 2', 'locales/en/x.json': '{}' },
      {},
    );
    const stored = storedFiles(backend);
    expect(await stored.readText('data/a.yaml')).toBe('a: 1');
    expect(await stored.readText('data/b.yaml')).toBe('b: 2');
    expect(await stored.readText('data/missing.yaml')).toBeUndefined();
    expect(await stored.listFiles('locales/en')).toEqual(['x.json']);
    expect(calls).toEqual(['entriesByFolder data', 'entriesByFolder locales/en']);
  });

  it('reads a picture once per version in a sitting, and again when its version changes', async () => {
    const { backend, calls, pictures } = standIn(
      {},
      { 'data/images/logos/a.png': 'sha-1', 'data/images/logos/b.png': 'sha-2' },
    );
    for (const check of [1, 2]) {
      const stored = storedFiles(backend);
      expect(await stored.readImage('data/images/logos/a.png')).toMatchObject({ size: 13 });
      expect(await stored.readImage('data/images/logos/b.png')).toMatchObject({ decodes: true });
      expect(await stored.readImage('data/images/logos/c.png')).toBeUndefined();
      expect(calls.filter((call) => call.startsWith('getMediaFile'))).toHaveLength(2);
      expect(calls.filter((call) => call.startsWith('getMedia '))).toHaveLength(check);
    }
    // A colleague replaced a.png: a new version, read again.
    pictures['data/images/logos/a.png'] = 'sha-3';
    await storedFiles(backend).readImage('data/images/logos/a.png');
    expect(calls.filter((call) => call.startsWith('getMediaFile'))).toEqual([
      'getMediaFile data/images/logos/a.png',
      'getMediaFile data/images/logos/b.png',
      'getMediaFile data/images/logos/a.png',
    ]);
  });

  it('with a save’s change: its files and pictures in place of the stored ones, deleted pictures gone', async () => {
    const { backend, calls } = standIn(
      { 'data/a.yaml': 'a: 1' },
      { 'data/images/x/old.png': 'sha-9' },
    );
    const stored = storedFiles(backend);
    const after = withChange(stored, {
      files: new Map([['data/a.yaml', 'a: 2']]),
      images: new Map([['data/images/x/new.png', new Blob(['new'])]]),
      deleted: new Set(['data/images/x/old.png']),
    });
    expect(await after.readText('data/a.yaml')).toBe('a: 2');
    expect(await stored.readText('data/a.yaml')).toBe('a: 1');
    expect(await after.readImage('data/images/x/new.png')).toMatchObject({ size: 3 });
    expect(await after.readImage('data/images/x/old.png')).toBeUndefined();
    expect(calls).toEqual(['entriesByFolder data']);
  });
});
