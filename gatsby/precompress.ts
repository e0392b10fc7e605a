import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { filesBelow } from './files';
import { textExtensions } from './serving/content-types';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; source maps are for developers' tools and are left alone. */
export const COMPRESSIBLE = new RegExp(`\\.(?:${textExtensions.join('|')})$`);

/** Below this, compression saves less than it costs (nginx's gzip_min_length says the same). */
export const MIN_BYTES = 256;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every
 * compressible file below `folder`, as the server's brotli_static and gzip_static serve
 * them: the smallest the formats give, paid once per build instead of on every request.
 * A copy that would not be smaller is not written, and a stale one is removed.
 * `only` limits the work to some files (those a later step rewrote); `except` leaves out
 * folders (relative to `folder`). `cache`: a folder keeping each copy by its file's content,
 * for files that seldom change and take long to compress (the editor's script: about 6 s at
 * quality 11); it keeps the copies of this call's files only.
 */
export async function precompress(
  folder: string,
  only?: string[],
  { except = [], cache }: { except?: string[]; cache?: string } = {},
): Promise<void> {
  // The copies the cache gave or took in this call: the others are an older build's.
  const used = new Set<string>();
  const skipped = except.map((name) => path.join(folder, name) + path.sep);
  const files =
    only ??
    (await filesBelow(folder)).filter(
      (file) => COMPRESSIBLE.test(file) && !skipped.some((prefix) => file.startsWith(prefix)),
    );
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const copies: Array<[string, () => Promise<Buffer>]> = [
        [`${file}.br`, () => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
        [`${file}.gz`, () => gzipAsync(data, { level: 9 })],
      ];
      const digest = createHash('sha256').update(data).digest('hex');
      for (const [target, compress] of copies) {
        const compressed =
          data.length < MIN_BYTES
            ? null
            : cache
              ? await cached(cache, `${digest}${path.extname(target)}`, compress, used)
              : await compress();
        if (compressed && compressed.length < data.length) await writeFile(target, compressed);
        else await rm(target, { force: true });
      }
    }),
  );
  if (cache)
    for (const entry of await readdir(cache))
      if (!used.has(path.join(cache, entry))) await rm(path.join(cache, entry), { force: true });
}

async function cached(
  cache: string,
  name: string,
  compress: () => Promise<Buffer>,
  used: Set<string>,
) {
  const file = path.join(cache, name);
  used.add(file);
  try {
    return await readFile(file);
  } catch {
    const compressed = await compress();
    await mkdir(cache, { recursive: true });
    await writeFile(file, compressed);
    return compressed;
  }
}
