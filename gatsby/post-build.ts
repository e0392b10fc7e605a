import { copyFile, cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { absoluteUrl } from '../src/seo/alternates';
import { precompress } from './precompress';
import { writeServingFiles } from './serving/write-serving-files';
import { ADMIN_PATH, editorDir } from './admin/write-admin';

interface Site {
  projectDir: string;
  publicDir: string;
  siteUrl: string;
}

interface PostBuildStep {
  /** What it does to public/. */
  does: string;
  /** Why it comes where it does in the list. */
  why: string;
  run(site: Site): Promise<void>;
}

/**
 * Everything the build does to public/ after Gatsby has written it, in order. Each step
 * leaves its files final for the steps after it: the serving rules read the pages' inline
 * scripts, and the compressed copies are made of files no later step changes.
 */
export const postBuildSteps: PostBuildStep[] = [
  {
    does: 'the content editor, as this build wrote it into its cache, at public/admin/ (only its page when editing is not set up for the host)',
    why: 'before anything reads or compresses public/: the serving rules check its files’ kinds',
    run: ({ projectDir, publicDir }) => copyEditor(projectDir, publicDir),
  },
  {
    does: 'robots.txt naming the sitemap, and the sitemap index also at /sitemap.xml',
    why: 'new files of their own: written before anything is compressed',
    run: ({ publicDir, siteUrl }) => writeRobotsAndSitemap(publicDir, siteUrl),
  },
  {
    does: "the serving rules (headers with this build's script hashes, 404 pages, redirects) for nginx and CDNs",
    why: "reads every page's final inline scripts, and writes files (404 copies, _headers) that are compressed next",
    run: ({ projectDir, publicDir }) => writeServingFiles(projectDir, publicDir),
  },
  {
    does: 'the brotli and gzip copies the server sends',
    why: 'last: every file is final',
    // The content editor's copies are kept by content between builds (.cache/): brotli at
    // quality 11 takes about 6 s for its 2 MB of script, and it seldom changes.
    run: async ({ projectDir, publicDir }) => {
      await precompress(publicDir, undefined, { except: [ADMIN_PATH.replace(/\//g, '')] });
      await precompress(path.join(publicDir, ADMIN_PATH), undefined, {
        cache: path.join(projectDir, '.cache', 'editor-compressed'),
      });
    },
  },
];

/** The editor into public/, in place of an earlier build's. */
export async function copyEditor(projectDir: string, publicDir: string) {
  const built = path.join(publicDir, ADMIN_PATH);
  await rm(built, { recursive: true, force: true });
  await cp(editorDir(projectDir), built, { recursive: true });
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store }) => {
  const { program, config } = store.getState();
  const site = {
    projectDir: program.directory,
    publicDir: path.join(program.directory, 'public'),
    siteUrl: config.siteMetadata.siteUrl,
  };
  for (const step of postBuildSteps) await step.run(site);
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
