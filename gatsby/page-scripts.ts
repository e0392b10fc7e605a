// The pages' own scripts (src/lib/page-scripts.ts: typed and linted like the rest of src/),
// each bundled with the helpers it imports into one self-contained, minified script. Gatsby's
// server rendering gets them as the constant PAGE_SCRIPTS (./webpack.ts); the unit tests
// from jest/global-setup.ts. The serving rules allow each by its hash, taken from the built
// pages (gatsby/serving/csp.ts).
import path from 'node:path';
import { buildSync } from 'esbuild';
import { type PageScripts, pageScriptEntries } from '../src/lib/page-scripts';

/** Browsers the scripts are written down to: every one the site supports. */
const TARGET = 'es2017';

export function pageScript(projectDir: string, entry: string): string {
  const result = buildSync({
    absWorkingDir: projectDir,
    entryPoints: [path.join(projectDir, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text.trim();
}

/** Every page script by name. */
export function pageScripts(projectDir: string): PageScripts {
  return Object.fromEntries(
    Object.entries(pageScriptEntries).map(([name, entry]) => [name, pageScript(projectDir, entry)]),
  ) as PageScripts;
}
