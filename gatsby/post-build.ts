import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { absoluteUrl } from '../src/seo/alternates';
import { addCompileHints } from './compile-hints';
import { htmlFiles } from './html-files.mjs';
import { deferScripts } from './defer-scripts';
import { precompress } from './precompress.mjs';
import { writeServingFiles } from './serving/write-serving-files';
import { ADMIN_PATH } from './admin/write-admin';

/**
 * After the build: robots.txt and /sitemap.xml, the scripts marked for compiling in the
 * background, every page's scripts deferred, then the serving rules (headers with this
 * build's script hashes, 404 pages, redirects) for nginx and CDNs, and, last, once every
 * file is final, the compressed copies the server sends.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store }) => {
  const { program, config } = store.getState();
  const publicDir = path.join(program.directory, 'public');
  await writeRobotsAndSitemap(publicDir, config.siteMetadata.siteUrl);
  await addCompileHints(publicDir);
  for (const file of await htmlFiles(publicDir)) {
    const html = await readFile(file, 'utf8');
    const deferred = deferScripts(html);
    if (deferred !== html) await writeFile(file, deferred);
  }
  await writeServingFiles(program.directory, publicDir);
  // Not the content editor: brotli at quality 11 takes 32 s for Decap's 5 MB bundle alone,
  // on every build, for a page only editors open; the server compresses it as it goes.
  await precompress(publicDir, undefined, { except: [ADMIN_PATH.replace(/\//g, '')] });
};

/**
 * robots.txt allowing every crawler and naming the sitemap, and the sitemap index also at
 * the conventional /sitemap.xml. Both follow the site's one base URL.
 */
async function writeRobotsAndSitemap(publicDir: string, siteUrl: string) {
  await copyFile(path.join(publicDir, 'sitemap-index.xml'), path.join(publicDir, 'sitemap.xml'));
  await writeFile(
    path.join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`,
  );
}
