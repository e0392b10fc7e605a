import path from 'node:path';
import { bootScript } from '../gatsby/boot-script';

/**
 * Before the tests, in Node: the page's inline script, bundled as a build bundles it, for
 * the tests of gatsby-ssr.tsx and of the script itself (jest/setup.ts makes it the global
 * a build defines). esbuild runs here because it cannot run inside jsdom.
 */
export default function globalSetup() {
  process.env.PREFERENCES_BOOT_SCRIPT = bootScript(path.resolve(__dirname, '..'));
}
