// Decap's own check of the configuration it is given (decap-cms-core's
// constants/configSchema.js: its JSON schema, each widget's schema, and the rules it adds),
// run by the build on the configuration it writes, instead of on the editor's page. On the
// page the check compiles its schema with ajv, which makes each check with `new Function`: the
// editor's policy had to allow 'unsafe-eval' for it, and ajv was 38 KB of the page's script
// (docs/PERFORMANCE.md, "The editor"). The configuration is the build's, written from the
// content model (./decap-config.ts), so the build judges it once, with Decap's code as the
// page would have run it, and the page's build leaves ajv out (./bundle.ts).
//
// Decap exports no check of its own: this module reaches it by its path inside decap-cms-core
// (and its registry's, to register the widgets' schemas), the one place that does.
// ./decap-config-check.test.ts fails when a new Decap moves either, or when its modules reach
// for more of a browser than the one address below as they load.
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { decapModules, fromDecap, lodashAsModules } from './bundle';

type Check = (config: unknown) => void;

/**
 * The check alone, without what the page draws: each widget's name and schema without its
 * views (they reach for `window` as they load; every view, the image widget's from the file
 * widget included, is one module here, never drawn), and the languages' constants of Decap's
 * i18n module without the editor's whole store, which it reaches through one function of its
 * collections' (an entry's slug).
 */
const checkAlone: Plugin = {
  name: 'check-alone',
  setup(bundler) {
    const left = { path: 'left-out', namespace: 'check-alone' };
    bundler.onResolve({ filter: /^\.\/[A-Za-z]+(Control|Preview)$/ }, ({ importer }) =>
      /\/decap-cms-widget-[a-z]+\/dist\/esm\/index\.js$/.test(importer) ? left : undefined,
    );
    bundler.onResolve({ filter: /^decap-cms-widget-file$/ }, () => left);
    bundler.onResolve({ filter: /^\.\.\/reducers\/collections$/ }, ({ importer }) =>
      /\/decap-cms-core\/dist\/esm\/lib\/i18n\.js$/.test(importer) ? left : undefined,
    );
    bundler.onLoad({ filter: /.*/, namespace: 'check-alone' }, () => ({
      contents: `const View = () => null;
export default Object.assign(View, { withFileControl: () => View });
export const selectEntrySlug = () => { throw new Error('Not part of the check'); };`,
    }));
  },
};

/** Decap's check, bundled for Node from its modules and the widgets the page registers. */
async function decapCheck(projectDir: string): Promise<Check> {
  const result = await build({
    absWorkingDir: projectDir,
    stdin: {
      contents: `import { validateConfig } from 'decap-cms-core/dist/esm/constants/configSchema';
import { registerWidget } from 'decap-cms-core/dist/esm/lib/registry';
import { decapWidgets } from './src/admin/decap/widgets';
registerWidget(decapWidgets());
export { validateConfig };`,
      resolveDir: projectDir,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    mainFields: ['module', 'main'],
    target: 'node20',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    loader: { '.js': 'jsx' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [checkAlone, fromDecap(decapModules(projectDir)), lodashAsModules],
    logLevel: 'error',
  });
  const module: { exports: { validateConfig?: Check } } = { exports: {} };
  // Decap's core makes a picture's address as its modules load (the empty picture's): the one
  // thing of a browser's its check's modules reach for.
  const window = { URL: { createObjectURL: () => 'blob:decap-config-check' } };
  // Its findings are returned, not logged as it logs them on the page.
  const quiet = {
    ...console,
    error: (...said: unknown[]) =>
      said[0] === 'Config Errors' ? undefined : console.error(...said),
  };
  new Function('module', 'require', 'window', 'console', result.outputFiles[0].text)(
    module,
    // Node's own modules, as seen from the project (Gatsby runs this file compiled, without a
    // `require` of its own).
    createRequire(path.join(projectDir, 'package.json')),
    window,
    quiet,
  );
  return module.exports.validateConfig!;
}

let check: Promise<Check> | undefined;

/**
 * What Decap would refuse in `config`, in its words (one line per finding), or nothing.
 * `config` is what the page hands Decap: the written configuration with what the page adds.
 */
export async function decapConfigFindings(projectDir: string, config: unknown): Promise<string[]> {
  check ??= decapCheck(path.resolve(projectDir));
  try {
    (await check)(config);
    return [];
  } catch (error) {
    // Decap's refusal carries its findings; anything else is the check's own failure.
    if (!Array.isArray((error as { errors?: unknown }).errors)) throw error;
    return String((error as Error).message).split('\n');
  }
}
