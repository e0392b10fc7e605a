import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { absoluteUrl } from '../src/seo/alternates';

/** After the build: robots.txt and /sitemap.xml, then the scripts of every page deferred. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store }) => {
  const { program, config } = store.getState();
  const publicDir = path.join(program.directory, 'public');
  await writeRobotsAndSitemap(publicDir, config.siteMetadata.siteUrl);
  for (const file of await htmlFiles(publicDir)) {
    const html = await readFile(file, 'utf8');
    const deferred = deferScripts(html);
    if (deferred !== html) await writeFile(file, deferred);
  }
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

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'page-data' ? [] : htmlFiles(full);
      return entry.name.endsWith('.html') ? [full] : [];
    }),
  );
  return nested.flat();
}

const gatsbyScript =
  /<script src="(\/[\w.-]+\.js)" async=""><\/script>|<script src="(\/[\w.-]+\.js)" async><\/script>/g;

/**
 * Gatsby's scripts start once the page has loaded and painted. On a slow phone the text
 * and the first image then show as soon as they arrive, instead of sharing the connection
 * and the processor with the page's JavaScript; the page becomes interactive just after. (Gatsby
 * writes these tags itself, outside the reach of gatsby-ssr, so the built HTML is edited.)
 */
export function deferScripts(html: string): string {
  const sources = [...html.matchAll(gatsbyScript)].map((match) => match[1] ?? match[2]);
  if (sources.length === 0) return html;
  const loader =
    `(function(){var s=${JSON.stringify(sources)};` +
    `function l(){s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.body.appendChild(e)})}` +
    // Two frames: the first paint is on screen before any script starts.
    `function g(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(l,0)})})}` +
    `if(document.readyState==='complete')g();else addEventListener('load',g)})()`;
  let first = true;
  return html.replace(gatsbyScript, () => {
    if (!first) return '';
    first = false;
    return `<script>${loader}</script>`;
  });
}
