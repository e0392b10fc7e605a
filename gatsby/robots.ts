import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { absoluteUrl } from '../src/seo/alternates';

/**
 * After the build: robots.txt allowing every crawler and naming the sitemap, and the
 * sitemap index also at the conventional /sitemap.xml. Both follow the site's one base URL.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store }) => {
  const { program, config } = store.getState();
  const publicDir = path.join(program.directory, 'public');
  const siteUrl: string = config.siteMetadata.siteUrl;
  await copyFile(path.join(publicDir, 'sitemap-index.xml'), path.join(publicDir, 'sitemap.xml'));
  await writeFile(
    path.join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`,
  );
};
