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
];

/** The latest time `entry`, or a file or folder below it, changed; 0 when it does not exist. */
function newestChange(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const below = readdirSync(entry, { recursive: true, encoding: 'utf8' });
  return Math.max(info.mtimeMs, ...below.map((child) => statSync(path.join(entry, child)).mtimeMs));
}

// The build's outputs: the site, and the serving rules it writes for nginx and CDNs.
const built = Math.min(
  ...['public/index.html', 'public/_headers', 'deploy/nginx/generated/serving-rules.conf'].map(
    (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0,
  ),
);
const changed = Math.max(...sources.map(newestChange));
if (built < changed) {
  console.log(
    built ? 'public/ is older than its sources: rebuilding…' : 'No build in public/: building…',
  );
  execSync('npm run build', { stdio: 'inherit' });
}
