// A copy of the project in a temporary folder, sharing node_modules, for tests that build,
// validate or edit content without touching the working tree: everything a build and the
// project's scripts read, without their output.
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const entries = [
  'package.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'src',
  'gatsby',
  'functions',
  'scripts',
  'static',
  'locales',
  'data',
  'deploy',
];

/** The tests, for a copy that runs them on its own content. */
const testEntries = ['e2e', 'stand-ins', 'jest', 'jest.config.js'];

const contentFolders = ['data', 'locales'];

/**
 * A temporary copy of the project at `root` (node_modules shared); returns its folder.
 * `content`: a folder whose data/ and locales/ the copy takes instead of the project's (the
 * tests' own content, jest/fixture/). `withTests`: the unit and browser tests come along.
 */
export function copyProject(
  root: string,
  prefix = 'site-',
  { content = root, withTests = false } = {},
): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of withTests ? [...entries, ...testEntries] : entries) {
    const from = contentFolders.includes(entry) ? content : root;
    cpSync(path.join(from, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}
