/**
 * @jest-environment node
 */
import path from 'node:path';
import { EDITOR_ENTRY, type EditorBundle, bundleEditor } from './bundle';

/**
 * The editor's script, bundled from the site's code and Decap's npm modules: built from where
 * npm puts Decap's, with the patches of patches/ in it, on one React (Decap's own), the
 * preview's views loaded when a preview opens. Fails when a new decap-cms installs its modules
 * elsewhere, or a patch no longer applies.
 */
const root = path.resolve(__dirname, '../..');
let bundle: EditorBundle;

beforeAll(async () => {
  bundle = await bundleEditor(root);
}, 60_000);

/** The files the page loads before any form: the entry and the chunks it imports. */
const atOnce = () =>
  bundle.files.filter(({ name }) => name === EDITOR_ENTRY || bundle.preload.includes(name));
const later = () => bundle.files.filter((file) => !atOnce().includes(file));
const allText = () => bundle.files.map(({ text }) => text).join('\n');

it('carries the fixes of patches/ (decap-cms #5470 and #6989, #4147)', () => {
  // Method names survive minification: the patched Editor's own.
  expect(allText()).toContain('draftReady');
  expect(allText()).toContain('stopWatchingNavigation');
});

it('runs on one React, Decap’s 19, its views and the site’s alike', () => {
  const versions = new Set(allText().match(/"1[89]\.\d+\.\d+"/g));
  expect([...versions]).toEqual([expect.stringMatching(/^"19\./)]);
  const reacts = bundle.files
    .flatMap(({ modules }) => modules)
    .filter((module) =>
      /node_modules\/react(-dom)?\/package\.json$|\/react(-dom)?\/cjs\//.test(module),
    )
    .map((module) => module.replace(/\/cjs\/.*$/, ''));
  expect(new Set(reacts)).toEqual(
    new Set([
      'node_modules/decap-cms/node_modules/react',
      'node_modules/decap-cms/node_modules/react-dom',
    ]),
  );
});

it('loads the preview’s views, the site’s theme and i18next when a preview opens, not with the form', () => {
  const isPreviews = (module: string) =>
    /^src\/(components|templates|theme)\/|node_modules\/(i18next|react-i18next)\/|src\/admin\/preview\/PreviewPage/.test(
      module,
    );
  expect(
    atOnce()
      .flatMap(({ modules }) => modules)
      .filter(isPreviews),
  ).toEqual([]);
  expect(later().flatMap(({ modules }) => modules)).toEqual(
    expect.arrayContaining([
      'src/admin/preview/PreviewPage.tsx',
      expect.stringMatching(/^src\/components\/home\//),
      expect.stringMatching(/node_modules\/i18next\//),
    ]),
  );
});

it('preloads what the entry imports, and only that', () => {
  for (const chunk of bundle.preload) {
    expect(bundle.files.map(({ name }) => name)).toContain(chunk);
    expect(chunk).toMatch(/^chunks\//);
  }
});

it('stands in for the modules of Decap’s the site never runs, and carries none of theirs', () => {
  const modules = bundle.files.flatMap((file) => file.modules);
  // Each stand-in still takes its module's place: a new Decap that imports it otherwise fails
  // here (Buffer's, `undefined`, leaves nothing to see but the module's absence, below).
  for (const standIn of ['prop-types', 'toml', 'front-matter', 'yaml', 'markdown', 'webp', 'ajv'])
    expect(modules).toContainEqual(expect.stringMatching(new RegExp(`^without-${standIn}:`)));
  expect(modules).toContainEqual(expect.stringMatching(/^node_modules\/lodash-es\//));
  const replaced = modules.filter((module) =>
    /node_modules\/(decap-cms\/node_modules\/yaml|buffer|@iarna\/toml|gray-matter|react-markdown|micromark|react-immutable-proptypes|react-style-proptype|lodash|ajv|ajv-errors|ajv-keywords)\//.test(
      module,
    ),
  );
  expect(replaced).toEqual([]);
  // The site's own YAML reader stays, for the forms and the configuration the page reads.
  expect(modules).toContainEqual(expect.stringMatching(/^node_modules\/yaml\//));
});
