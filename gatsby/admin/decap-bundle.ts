// Decap CMS for the editor's page, bundled with esbuild from Decap's npm modules with only what
// the site uses (src/admin/decap/app.ts), in place of the decap-cms package's ready-built
// bundle of every backend, widget and media library (5.2 MB, and chunks and WebAssembly).
//
// Decap's modules run on React 19, the site on React 18, so npm installs them inside the
// decap-cms package, beside their own React (node_modules/decap-cms/node_modules/). The entry
// is resolved from there: every import of this bundle, its React included, is Decap's. The
// patches of Decap's modules (patches/, applied by patch-package after every install) are in
// the files esbuild reads. If a new decap-cms installs its modules elsewhere, the bundle fails
// to build and says so (gatsby/admin/decap-bundle.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/** Where npm puts Decap's modules and their React: inside the decap-cms package. */
export const decapModules = (projectDir: string) =>
  path.join(projectDir, 'node_modules/decap-cms/node_modules');

/**
 * WebP encoding, which Decap loads only for image transformations the site does not
 * configure; its WebAssembly cannot load from a classic script anyway.
 */
const withoutWebp: Plugin = {
  name: 'without-webp',
  setup(bundler) {
    bundler.onResolve({ filter: /^@jsquash\/webp$/ }, () => ({
      path: 'webp',
      namespace: 'without-webp',
    }));
    bundler.onLoad({ filter: /.*/, namespace: 'without-webp' }, () => ({
      contents:
        'export function encode() { throw new Error("This editor converts no pictures to WebP"); }',
    }));
  },
};

/**
 * Decap's React for every module of the bundle: npm hoists some of Decap's dependencies
 * (react-redux, react-router, Emotion, …) next to the site's React 18, where their `react`
 * would be the site's, and React 19 refuses elements made by another React.
 */
function decapReact(modules: string): Plugin {
  const resolve = createRequire(path.join(modules, 'decap-cms-core', 'package.json')).resolve;
  return {
    name: 'decap-react',
    setup(bundler) {
      bundler.onResolve({ filter: /^(react|react-dom|scheduler)(\/.*)?$/ }, ({ path: name }) => ({
        path: resolve(name),
      }));
    },
  };
}

/** Decap for the editor's page, as the text of one classic script. */
export async function bundleDecap(projectDir: string): Promise<string> {
  const modules = decapModules(projectDir);
  if (!existsSync(path.join(modules, 'decap-cms-core')))
    throw new Error(
      `Decap's modules are not in ${modules}: the decap-cms package installs them elsewhere now (see gatsby/admin/decap-bundle.ts).`,
    );
  const entry = path.join(projectDir, 'src/admin/decap/app.ts');
  const result = await build({
    stdin: {
      contents: readFileSync(entry, 'utf8'),
      sourcefile: entry,
      // Decap's modules and their React, resolved from inside the decap-cms package.
      resolveDir: path.dirname(modules),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    // Decap's modules are plain JavaScript with JSX compiled away, but some end in .js with JSX.
    loader: { '.js': 'jsx' },
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    plugins: [decapReact(modules), withoutWebp],
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
