import type { ImageFile } from './images';

/**
 * Where the content check reads the project's files: the working tree in Node
 * (gatsby/content/validate.ts), the editor's backend in the browser (src/admin/), with the
 * files a save would write in place of the stored ones. Paths are from the project folder, with forward slashes:
 * `data/hubs.yaml`, `locales/nl`, `data/images/about/photo.jpg`.
 */
export interface ContentSource {
  /** A file's text, or undefined when there is no such file. */
  readText(file: string): Promise<string | undefined>;
  /** The names of the files in a folder, or undefined when there is no such folder. */
  listFiles(folder: string): Promise<string[] | undefined>;
  /** An image's size and first bytes, or undefined when there is no such file. */
  readImage(file: string): Promise<ImageFile | undefined>;
  /**
   * Every file below `data/` and `locales/`: the check refuses those that are not files of
   * the site (./content-files.ts) and names pictures nothing uses. Left out where listing is
   * costly (the editor's backend, which writes only the model's files), and then neither is done.
   */
  listContent?(): Promise<string[]>;
}

/**
 * `data/` + `./images/x.jpg` → `data/images/x.jpg`; undefined for a path that leaves the
 * project folder.
 */
export function joinPath(folder: string, relative: string): string | undefined {
  const parts: string[] = [];
  for (const part of `${folder}/${relative}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}
