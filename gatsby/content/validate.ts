import { open, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { checkContent } from '../../src/content/check';
import { HEAD_BYTES, type ImageFile, MAX_PIXELS, exifOrientation } from '../../src/content/images';
import type { ContentSource } from '../../src/content/source';
import { filesBelow } from '../files';

import type { ValidationReport } from '../../src/content/problem';

const missing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The project's files as they are on disk. */
export function workingTree(root: string): ContentSource {
  const at = (file: string) => path.join(root, ...file.split('/'));
  return {
    async readText(file) {
      try {
        return await readFile(at(file), 'utf8');
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async listContent() {
      const below = (folder: string) =>
        filesBelow(at(folder)).catch((error) => {
          if (missing(error)) return [];
          throw error;
        });
      const files = [...(await below('data')), ...(await below('locales'))];
      return files.map((file) => path.relative(root, file).split(path.sep).join('/'));
    },
    async listFiles(folder) {
      try {
        return await readdir(at(folder));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async readImage(file): Promise<ImageFile | undefined> {
      let handle;
      try {
        handle = await open(at(file));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) return { size: 0, head: new Uint8Array(), decodes: false };
        const { size } = stats;
        const head = new Uint8Array(Math.min(size, HEAD_BYTES));
        await handle.read(head, 0, head.length, 0);
        // What the build does with it: sharp reads its size, then decodes it whole, failing on
        // a warning as gatsby-plugin-sharp does by default (its option failOn).
        const { width = 0, height = 0 } = await sharp(at(file))
          .metadata()
          .catch(() => ({ width: 0, height: 0 }));
        const pixels = width * height;
        const decodes =
          pixels > 0 &&
          pixels <= MAX_PIXELS &&
          (await sharp(at(file), { failOn: 'warning', limitInputPixels: MAX_PIXELS })
            .resize({ width: 16 })
            .raw()
            .toBuffer()
            .then(() => true)
            .catch(() => false));
        return { size, head, decodes, orientation: exifOrientation(head), pixels };
      } finally {
        await handle.close();
      }
    },
  };
}

/**
 * Checks the content of the project at `root` (data/, locales/, and the text keys src/
 * uses): every build first, and `npm run validate`.
 */
export async function validateContent(root: string): Promise<ValidationReport> {
  return checkContent(workingTree(root));
}
