import path from 'node:path';
import { pageScripts } from '../gatsby/page-scripts';

/**
 * Before the tests, in Node: the pages' own scripts, bundled as a build bundles them, for
 * the tests of gatsby-ssr.tsx, PageScript and the scripts themselves (jest/setup.ts makes
 * them the global a build defines). esbuild runs here because it cannot run inside jsdom.
 */
export default function globalSetup() {
  process.env.PAGE_SCRIPTS = JSON.stringify(pageScripts(path.resolve(__dirname, '..')));
}
