// A copy of the project in a temporary folder, sharing node_modules, for tests that build,
// validate or edit content without touching the working tree: everything a build and the
// project's scripts read, without their output (static/admin/ is written by each build).
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const entries = [
  'package.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-ssr.tsx',
  'gatsby-browser.tsx',
  'tsconfig.json',
  'src',
  'gatsby',
  'plugins',
  'scripts',
  'static',
  'locales',
  'data',
  'deploy',
];

/** A temporary copy of the project at `root` (node_modules shared); returns its folder. */
export function copyProject(root: string, prefix = 'site-'): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  const generated = path.join(root, 'static', 'admin');
  for (const entry of entries)
    cpSync(path.join(root, entry), path.join(copy, entry), {
      recursive: true,
      filter: (source) => source !== generated,
    });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}
