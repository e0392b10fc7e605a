// The content editor's script: one esbuild build of the site's editor code (src/admin/editor.ts)
// and Decap CMS from its npm modules with only what the site uses (src/admin/decap/app.ts, in
// place of the decap-cms package's ready-built bundle of every backend, widget and media
// library), on one React, Decap's. Split into the page's entry, `editor.js`, the chunks it
// imports (preloaded by the page: gatsby/admin/write-admin.ts), and the chunks of what is
// loaded when used (the preview's views, the site's theme and i18next: src/admin/preview/).
//
// Decap's modules run on React 19, the site on React 18, so npm installs them inside the
// decap-cms package, beside their own React (node_modules/decap-cms/node_modules/). They are
// resolved from there, and every `react` of the build, the preview's views' included, is
// Decap's: one React on the page. The patches of Decap's modules (patches/, applied by
// patch-package after every install) are in the files esbuild reads. If a new decap-cms
// installs its modules elsewhere, the build fails and says so (./bundle.test.ts).
//
// The site's preview runs without Gatsby: a few modules are stood in for
// (src/admin/preview/without-gatsby/). What the editor needs of the project's files it reads
// through its backend, as the content check does (src/admin/publishing/stored-content.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

/** Where npm puts Decap's modules and their React: inside the decap-cms package. */
export const decapModules = (projectDir: string) =>
  path.join(projectDir, 'node_modules/decap-cms/node_modules');

/** The page's script; the chunks it needs at once; the rest. Names relative to the editor's folder. */
export interface EditorBundle {
  /** Each file, with the modules bundled into it (paths from the project's root; a package's from node_modules/). */
  files: Array<{ name: string; text: string; modules: string[] }>;
  /** The chunks `editor.js` imports statically, to preload beside it. */
  preload: string[];
}

export const EDITOR_ENTRY = 'editor.js';

function withoutGatsby(projectDir: string): Plugin {
  const modules = path.join(projectDir, 'src/admin/preview/without-gatsby');
  const replaced: Record<string, string> = {
    gatsby: 'gatsby.tsx',
    'gatsby-plugin-image': 'gatsby-plugin-image.ts',
    'gatsby-plugin-react-i18next': 'gatsby-plugin-react-i18next.ts',
    'react-helmet': 'react-helmet.ts',
  };
  return {
    name: 'without-gatsby',
    setup(bundler) {
      bundler.onResolve(
        { filter: /^(gatsby|gatsby-plugin-image|gatsby-plugin-react-i18next|react-helmet)$/ },
        ({ path: name }) => ({ path: path.join(modules, replaced[name]) }),
      );
    },
  };
}

/**
 * Decap's modules (`decap-cms-*`) and its React, resolved as from inside the decap-cms package
 * wherever they are imported: Decap's entry (src/admin/decap/app.ts) is the site's file, and
 * every `react` of the build, the site's views' and those of Decap's dependencies npm hoists
 * (react-redux, react-router, Emotion, …) next to the site's React 18 included, is Decap's
 * (React 19 refuses elements made by another React).
 */
export function fromDecap(modules: string): Plugin {
  return {
    name: 'from-decap',
    setup(bundler) {
      bundler.onResolve(
        { filter: /^(decap-cms-[a-z-]+|create-react-class|react|react-dom|scheduler)(\/.*)?$/ },
        async ({ path: name, kind, pluginData }) => {
          if (pluginData === modules) return undefined;
          return bundler.resolve(name, { kind, resolveDir: modules, pluginData: modules });
        },
      );
    },
  };
}

/**
 * A module stood in for by `contents`, where the site never runs its code (`importedBy`: only
 * where those modules import it).
 */
function without(
  name: string,
  filter: RegExp,
  contents: string,
  { importedBy }: { importedBy?: RegExp } = {},
): Plugin {
  return {
    name: `without-${name}`,
    setup(bundler) {
      bundler.onResolve({ filter }, ({ importer }) =>
        !importedBy || importedBy.test(importer)
          ? { path: name, namespace: `without-${name}` }
          : undefined,
      );
      bundler.onLoad({ filter: /.*/, namespace: `without-${name}` }, () => ({ contents }));
    },
  };
}

/** A module whose every use says what the editor does not do. */
const refusing = (
  what: string,
) => `const refuse = () => { throw new Error(${JSON.stringify(what)}); };
export default new Proxy(refuse, { get: () => refuse });`;

/**
 * Decap's dependencies the site never runs, stood in for (each a chunk of the page's weight:
 * docs/PERFORMANCE.md, "The editor"):
 * - prop types of Immutable values and styles: React 19 checks no prop types, but the modules
 *   (and an Immutable 5 beside Decap's 4) would still load;
 * - TOML and front matter, formats of Decap's the site's collections do not use (they are
 *   YAML and JSON, src/admin/forms/formats.ts);
 * - Markdown for the fields' hints, which are plain sentences (written from the content
 *   model, held to having no Markdown by ./decap-config.test.ts): shown as they are;
 * - WebP encoding, which Decap loads only for image transformations the site does not
 *   configure (and whose WebAssembly cannot load here);
 * - ajv, with which Decap checks its configuration as the page starts: the build checks it
 *   with Decap's own code instead (./decap-config-check.ts), so the page needs neither ajv
 *   nor the policy's 'unsafe-eval' that its compiled checks need. The rest of Decap's check
 *   (its own rules after the schema's) still runs.
 */
const unused: Plugin[] = [
  without(
    'ajv',
    /^(ajv|ajv-errors|ajv-keywords\/dist\/keywords)$/,
    `const checkedByTheBuild = () => {};
export default function Ajv() { return { validate: () => true, errors: null }; }
export { checkedByTheBuild as select, checkedByTheBuild as uniqueItemProperties,
  checkedByTheBuild as instanceof, checkedByTheBuild as prohibited };`,
    { importedBy: /\/decap-cms-core\/dist\/esm\/constants\/configSchema\.js$/ },
  ),
  without(
    'prop-types',
    /^(react-immutable-proptypes|react-style-proptype)$/,
    `function accept() { return accept; }
accept.isRequired = accept;
export default new Proxy(accept, { get: (target, key) => (key in target ? target[key] : accept) });`,
  ),
  without(
    'toml',
    /^(@iarna\/toml(\/.*)?|tomlify-j0\.4)$/,
    refusing('This editor reads and writes no TOML'),
  ),
  without(
    'yaml',
    // Decap's YAML (yaml 1), for its config.yml, which the page reads itself with the site's
    // (src/admin/forms/config-in-language.ts), and its YAML format, which the site's
    // collections do not use. Its error page writes the configuration out: as JSON, which
    // is YAML too.
    /^yaml$/,
    `const refuse = () => { throw new Error('The site reads and writes YAML with its own formats'); };
export default { parse: refuse, parseDocument: refuse, createNode: refuse, Document: refuse,
  stringify: (value) => JSON.stringify(value, null, 2) };`,
    { importedBy: /\/node_modules\/decap-cms\/node_modules\/decap-cms-core\// },
  ),
  without(
    'buffer',
    // Node's Buffer, which Decap's core puts on the page for TOML and front matter (above).
    /^buffer$/,
    'export const Buffer = undefined;',
    { importedBy: /\/decap-cms-core\/dist\/esm\/lib\/polyfill\.js$/ },
  ),
  without(
    'markdown',
    /^(react-markdown|remark-gfm)$/,
    'export default function PlainText({ children }) { return children ?? null; }',
  ),
  without(
    'front-matter',
    /^gray-matter$/,
    refusing('This editor reads and writes no front matter'),
  ),
  without(
    'webp',
    /^@jsquash\/webp$/,
    'export function encode() { throw new Error("This editor converts no pictures to WebP"); }',
  ),
];

/**
 * lodash as ES modules (lodash-es, the same functions): Decap imports the CommonJS lodash
 * whole in some modules and function by function in others; as ES modules the bundler keeps
 * only the functions used, once. Its functional flavour (lodash/fp, which wraps the whole of
 * lodash) is used by Decap's library for four functions over arrays, written here as lodash/fp
 * gives them (each iteratee called with the value alone); a name not here fails the build.
 */
export const lodashAsModules: Plugin = {
  name: 'lodash-as-modules',
  setup(bundler) {
    bundler.onResolve({ filter: /^lodash(\/[a-zA-Z]+)?$/ }, ({ path: name, kind, resolveDir }) =>
      name === 'lodash/fp'
        ? { path: 'lodash-fp', namespace: 'lodash-as-modules', pluginData: resolveDir }
        : bundler.resolve(name.replace(/^lodash/, 'lodash-es'), { kind, resolveDir }),
    );
    bundler.onLoad({ filter: /.*/, namespace: 'lodash-as-modules' }, ({ pluginData }) => ({
      resolveDir: pluginData as string,
      contents: `import { filter as filterOf, flow as flowOf, fromPairs, map as mapOf } from 'lodash';
export const map = (iteratee) => (collection) => mapOf(collection, (value) => iteratee(value));
export const filter = (predicate) => (collection) => filterOf(collection, (value) => predicate(value));
export const flow = (...functions) => flowOf(...functions);
export { fromPairs };`,
    }));
  },
};

/** The chunks `entry` imports statically, and theirs. */
function staticImports(metafile: Metafile, outdir: string, entry: string): string[] {
  const found = new Set<string>();
  const visit = (output: string) => {
    for (const { path: imported, kind } of metafile.outputs[output]?.imports ?? [])
      if (kind === 'import-statement' && !found.has(imported)) {
        found.add(imported);
        visit(imported);
      }
  };
  const key = Object.keys(metafile.outputs).find(
    (output) => path.resolve(output) === path.join(outdir, entry),
  );
  if (key) visit(key);
  return [...found].map((output) => path.relative(outdir, path.resolve(output)));
}

/** The editor's script, as the texts of its files. */
export async function bundleEditor(projectDir: string): Promise<EditorBundle> {
  const modules = decapModules(projectDir);
  if (!existsSync(path.join(modules, 'decap-cms-core')))
    throw new Error(
      `Decap's modules are not in ${modules}: the decap-cms package installs them elsewhere now (see gatsby/admin/bundle.ts).`,
    );
  // Where the files would be written: esbuild names the chunks relative to it.
  const outdir = path.join(projectDir, '.cache', 'editor-bundle');
  const result = await build({
    absWorkingDir: projectDir,
    entryPoints: { editor: path.join(projectDir, 'src/admin/editor.ts') },
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    // Decap's modules are plain JavaScript with JSX compiled away, but some end in .js with
    // JSX. The css prop, as the site's Babel preset gives it.
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    loader: { '.js': 'jsx' },
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    // The yaml package's browser build (its Node build reads `process`).
    conditions: ['browser'],
    plugins: [fromDecap(modules), withoutGatsby(projectDir), lodashAsModules, ...unused],
    logLevel: 'warning',
  });
  return {
    files: result.outputFiles.map((file) => ({
      name: path.relative(outdir, file.path),
      text: file.text,
      // A package's path from its node_modules/, wherever that folder really is (a copy of the
      // project shares this one's through a link, which esbuild follows).
      modules: Object.keys(
        result.metafile.outputs[path.relative(projectDir, file.path)]?.inputs ?? {},
      ).map((module) => module.replace(/^.*?(?=node_modules\/)/, '')),
    })),
    preload: staticImports(result.metafile, outdir, EDITOR_ENTRY),
  };
}
