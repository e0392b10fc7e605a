// Builds the site when public/ is missing or older than anything it is built from, so
// `npm ci && npm test` works on a fresh clone and a stale build is never tested.
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sources = [
  'src',
  'data',
  'locales',
  'static',
  'gatsby',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-ssr.tsx',
  'package-lock.json',
  // Decap's modules as patched: the editor's bundle is made of them.
  'patches',
];

/**
 * What the build writes inside its sources: the query types Gatsby generates on every build
 * (gatsby-config.ts, graphqlTypegen), after the pages. Counted as a source, it made every
 * build look older than its sources, and `npm test` built the site again after CI's build.
 */
const generated = new Set([
  path.join('src', 'gatsby-types.d.ts'),
  path.join('src', 'i18n', 'i18next.d.ts'),
]);

/** The latest time `entry`, or a file or folder below it, changed; 0 when it does not exist. */
function newestChange(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const below = readdirSync(entry, { recursive: true, encoding: 'utf8' })
    .map((child) => path.join(entry, child))
    .filter((file) => !generated.has(file));
  return Math.max(info.mtimeMs, ...below.map((file) => statSync(file).mtimeMs));
}

// When the build last ended: the serving rules for nginx and CDNs, written at its end every
// time (gatsby/post-build.ts). A page is written only when it changed, so its time says
// nothing of the last build; it only has to be there.
const built = statSync('public/index.html', { throwIfNoEntry: false })
  ? Math.min(
      ...['public/_headers', 'deploy/nginx/generated/serving-rules.conf'].map(
        (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0,
      ),
    )
  : 0;
const changed = Math.max(...sources.map(newestChange));
if (built < changed) {
  console.log(
    built ? 'public/ is older than its sources: rebuilding…' : 'No build in public/: building…',
  );
  execSync('npm run build', { stdio: 'inherit' });
}
