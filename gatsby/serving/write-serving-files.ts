// Writes the serving rules for this build: public/_headers and public/_redirects for CDNs,
// deploy/nginx/generated/ for nginx (the site's headers, the editor's, the locations), and
// each language's 404 page where CDNs look for it.
// Run after every change to public/'s HTML (the policy hashes its inline scripts) and
// before the compressed copies are made.
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type CdnDialect, cdnDialect, headersFile, redirectsFile } from './cdn-files';
import { contentSecurityPolicy } from './csp';
import { cmsBackend } from '../admin/backend';
import { nginxContentTypes, nginxHeaders, nginxServingRules, withReplaced } from './nginx-files';
import { cdnRuleFiles, contentTypeOf } from './content-types';
import { filesBelow } from '../files';
import {
  adminHeaders,
  adminPolicy,
  builtNotFoundPage,
  contentHashedName,
  notFoundPages,
  securityHeaders,
} from './rules';

/** Where the build leaves the nginx rules; deploy/nginx/site.conf includes them. */
export const nginxGeneratedDir = (projectDir: string) =>
  path.join(projectDir, 'deploy/nginx/generated');

/** The folders the build wrote a page into, as paths: `/`, `/about/`, `/nl/terms/2026-01-01/`. */
async function builtPages(publicDir: string): Promise<string[]> {
  const files = await readdir(publicDir, { recursive: true });
  return files
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/'))
    .sort();
}

export async function writeServingFiles(
  projectDir: string,
  publicDir = path.join(projectDir, 'public'),
  dialect: CdnDialect = cdnDialect(),
  /** The host's settings: the editor's decide its policy. */
  env: NodeJS.ProcessEnv = process.env,
) {
  // Gatsby writes the default language's /404.html itself; the others' are /nl/404/index.html.
  for (const { language, page } of notFoundPages)
    if (page !== '/404.html')
      await copyFile(path.join(publicDir, builtNotFoundPage(language)), path.join(publicDir, page));

  const security = securityHeaders(await contentSecurityPolicy(projectDir, publicDir));
  const admin = adminHeaders(adminPolicy(cmsBackend(env).connectSources));
  const hashedFiles = (await readdir(publicDir))
    .filter((name) => contentHashedName.test(name))
    .sort()
    .map((name) => `/${name}`);
  await writeFile(
    path.join(publicDir, '_headers'),
    headersFile({ security, admin, hashedFiles, dialect }),
  );
  await writeFile(
    path.join(publicDir, '_redirects'),
    redirectsFile(dialect, await builtPages(publicDir)),
  );

  await checkContentTypes(publicDir);
  const nginxDir = nginxGeneratedDir(projectDir);
  await mkdir(nginxDir, { recursive: true });
  await writeFile(path.join(nginxDir, 'security-headers.conf'), nginxHeaders(security));
  await writeFile(
    path.join(nginxDir, 'admin-headers.conf'),
    nginxHeaders(withReplaced(security, admin)),
  );
  await writeFile(path.join(nginxDir, 'serving-rules.conf'), nginxServingRules());
  await writeFile(path.join(nginxDir, 'content-types.conf'), nginxContentTypes());
}

/**
 * Every file the site serves must be of a kind with a content type (./content-types.ts): a
 * server would otherwise send it as a download, and with `nosniff` a browser would not use it.
 * The compressed copies are sent as their original's type.
 */
async function checkContentTypes(publicDir: string) {
  const unknown = (await filesBelow(publicDir))
    .map((file) => path.relative(publicDir, file))
    .filter((file) => !/\.(?:br|gz)$/.test(file) && !cdnRuleFiles.includes(file))
    .filter((file) => contentTypeOf(file) === undefined);
  if (unknown.length > 0)
    throw new Error(
      `No content type for ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}: add the kind of file to gatsby/serving/content-types.ts`,
    );
}
