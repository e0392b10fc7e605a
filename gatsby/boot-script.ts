// The page's inline script (src/preferences/boot.ts, typed and linted like the rest) as the
// text gatsby-ssr.tsx writes first into every page's head: bundled with the helpers it
// imports (theme and language rules, the route table) into one self-contained, minified
// script. The serving rules allow it by its hash, taken from the built pages
// (gatsby/serving/csp.ts). Gatsby's server rendering gets it as the constant
// PREFERENCES_BOOT_SCRIPT (./webpack.ts); the unit tests from jest/global-setup.ts.
import path from 'node:path';
import { buildSync } from 'esbuild';

/** Browsers the script is written down to: every one the site supports. */
const TARGET = 'es2017';

export function bootScript(projectDir: string): string {
  const result = buildSync({
    absWorkingDir: projectDir,
    entryPoints: [path.join(projectDir, 'src/preferences/boot.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text.trim();
}
