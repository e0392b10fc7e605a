import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// The layers (docs/ARCHITECTURE.md#layers): an import runs only downward. Each zone names
// the files it holds (`target`) and what they may not import (`from`); tests (e2e/, jest/,
// stand-ins/, *.test.*) stand on top and may import any layer.
const layers = 'docs/ARCHITECTURE.md#layers';
// The folders of src/, lowest first, each with the folders it may import (besides itself and
// packages). One zone per folder: an import of any other folder of src/ (a higher one, or a
// loop) fails, naming both. docs/ARCHITECTURE.md draws this table.
const srcLayers = {
  core: { is: 'the languages and the route table', imports: [] },
  theme: { is: 'the theme tokens', imports: [] },
  lib: { is: 'small helpers', imports: [] },
  analytics: { is: "page views, for the host's analytics", imports: ['lib'] },
  content: {
    is: 'the content model, its check and the three-way merge of a file',
    imports: ['core'],
  },
  i18n: { is: 'the interface texts', imports: ['core'] },
  preferences: { is: 'the stored language and theme', imports: ['core'] },
  seo: { is: 'the search-engine head', imports: ['core'] },
  hooks: { is: 'shared React hooks', imports: ['core', 'preferences'] },
  components: {
    is: 'the components',
    imports: [
      'core',
      'theme',
      'lib',
      'analytics',
      'content',
      'i18n',
      'preferences',
      'seo',
      'hooks',
    ],
  },
  templates: { is: 'the page templates', imports: ['core', 'content', 'components'] },
  admin: {
    is: 'the content editor',
    imports: ['core', 'theme', 'content', 'i18n', 'preferences', 'components', 'templates'],
  },
};
// Every folder of src/ has its place, below the folders that import it: a new folder, or a
// loop written into the table, stops the lint here.
const placed = [];
for (const [folder, { imports }] of Object.entries(srcLayers)) {
  const above = imports.filter((allowed) => !placed.includes(allowed));
  if (above.length)
    throw new Error(
      `eslint.config.mjs: src/${folder}/ may import only folders listed before it in srcLayers, not ${above.map((name) => `src/${name}/`).join(', ')} (${layers}).`,
    );
  placed.push(folder);
}
const unplaced = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !placed.includes(entry.name))
  .map((entry) => `src/${entry.name}/`);
if (unplaced.length)
  throw new Error(
    `eslint.config.mjs: ${unplaced.join(', ')} has no layer: add it to srcLayers with the folders it imports (${layers}).`,
  );
const srcZones = Object.entries(srcLayers).map(([folder, { is, imports }]) => ({
  target: `./src/${folder}`,
  from: './src',
  except: [folder, ...imports].map((allowed) => `./${allowed}`),
  message: `src/${folder}/ (${is}) imports only ${
    imports.length ? imports.map((allowed) => `src/${allowed}/`).join(', ') : 'packages'
  }${imports.length ? ' and packages' : ''} (${layers}).`,
}));
// The editor's rooms (src/admin/), lowest first, as srcLayers: each imports only the rooms
// listed with it (and the site's folders src/admin/ may import); the files at the top of
// src/admin/ (the editor's start) import any room. docs/ARCHITECTURE.md draws this table.
const adminRooms = {
  words: { is: "the editor's own words, in the person's language", imports: [] },
  decap: { is: "the only door to Decap's insides", imports: ['words'] },
  forms: { is: 'the forms and file formats, from the content model', imports: ['words', 'decap'] },
  panel: {
    is: "the content check's panel and going to a field",
    imports: ['words', 'decap', 'forms'],
  },
  pictures: { is: 'pictures', imports: ['words', 'decap', 'forms', 'panel'] },
  publishing: {
    is: 'checking, merging and writing a Publish',
    imports: ['words', 'decap', 'forms', 'panel', 'pictures'],
  },
  preview: { is: 'the preview', imports: ['words', 'decap', 'forms', 'pictures', 'publishing'] },
  translations: {
    is: 'the translations to check',
    imports: ['words', 'decap', 'forms', 'panel', 'publishing'],
  },
  history: {
    is: "a form's earlier versions, brought back",
    imports: ['words', 'decap', 'forms', 'panel', 'publishing'],
  },
};
const placedRooms = [];
for (const [room, { imports }] of Object.entries(adminRooms)) {
  const above = imports.filter((allowed) => !placedRooms.includes(allowed));
  if (above.length)
    throw new Error(
      `eslint.config.mjs: src/admin/${room}/ may import only rooms listed before it in adminRooms, not ${above.join(', ')} (${layers}).`,
    );
  placedRooms.push(room);
}
const unplacedRooms = readdirSync(new URL('./src/admin', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !placedRooms.includes(entry.name))
  .map((entry) => `src/admin/${entry.name}/`);
if (unplacedRooms.length)
  throw new Error(
    `eslint.config.mjs: ${unplacedRooms.join(', ')} has no room: add it to adminRooms with the rooms it imports (${layers}).`,
  );
const adminZones = Object.entries(adminRooms).map(([room, { is, imports }]) => ({
  target: `./src/admin/${room}`,
  from: './src/admin',
  except: [room, ...imports].map((allowed) => `./${allowed}`),
  message: `src/admin/${room}/ (${is}) imports ${
    imports.length
      ? `only ${imports.map((allowed) => `src/admin/${allowed}/`).join(', ')}`
      : 'no other room'
  } of the editor (${layers}).`,
}));

// The rooms of functions/, lowest first (docs/ARCHITECTURE.md#the-gateway): how a call is
// answered (functions/_lib/answers.ts, web.ts); the content API's actions and what they stand
// on, its stores and picture readers (content-api/); the gateway, its sessions, sign-in and
// limits (gateway/, github-sign-in.ts, sign-in-pages.ts); the hosts' entries on top.
const functionEntries = [
  './functions/_lib/editor-worker.ts',
  './functions/_netlify',
  './functions/api',
  './functions/oauth',
];
const functionGateway = [
  './functions/_lib/gateway',
  './functions/_lib/github-sign-in.ts',
  './functions/_lib/sign-in-pages.ts',
];
const functionRooms = [
  {
    target: ['./functions/_lib/answers.ts', './functions/_lib/web.ts'],
    from: ['./functions/_lib/content-api', ...functionGateway, ...functionEntries],
    message: `functions/_lib/answers.ts and web.ts are the floor of functions/: they import no room above them (${layers}).`,
  },
  {
    target: './functions/_lib/content-api',
    from: [...functionGateway, ...functionEntries],
    message: `The content API's actions and stores (functions/_lib/content-api/) import neither the gateway nor the hosts' entries: those stand on them (${layers}).`,
  },
  {
    target: functionGateway,
    from: functionEntries,
    message: `The gateway (sessions, sign-in, limits) does not import the hosts' entries, which stand on it (${layers}).`,
  },
];

const layerZones = [
  {
    target: './src',
    from: ['./gatsby', './scripts', './e2e', './jest', './stand-ins'],
    message: `src/ is the site, its content model and its editor: it imports only packages and src/ (${layers}).`,
  },
  ...srcZones,
  ...adminZones,
  {
    target: ['./gatsby', './gatsby-*.ts', './gatsby-*.tsx'],
    from: ['./scripts', './e2e', './jest', './stand-ins'],
    message: `The build (gatsby/) imports src/ and packages, never scripts or tests (${layers}).`,
  },
  {
    // The content gateway judges a publish with the project's own content check: the model
    // (src/content/, and src/core/ below it) and its packages, nothing of the site or editor.
    target: './functions',
    from: './',
    except: ['./functions', './src/content', './src/core', './node_modules'],
    message: `The host's functions (functions/: Cloudflare Pages, the Worker, Netlify) import the platform's APIs, their own folder, the content model (src/content/, src/core/) and packages only (${layers}).`,
  },
  {
    target: './scripts',
    from: ['./e2e', './jest', './stand-ins'],
    message: `Developer tools do not import tests (${layers}).`,
  },
  ...functionRooms,
];

// Decap's insides (its DOM names and markup, its backups, its leave question) are reached
// only in src/admin/decap/, each with why and its test: a Decap release then breaks one
// folder. Elsewhere in the editor the lint refuses them; the editor's browser tests reach
// Decap's screen through their page objects (e2e/editor/).
const decapDoor = `src/admin/decap/ is the only door to Decap's insides (docs/ARCHITECTURE.md#decaps-insides)`;
const decapNames =
  '/-field-|object field|expand-button|data-testid|class\\*=|localforage|keyvaluepairs|beforeunload|^backup\\.|#\\/collections/';
const decapInsides = [
  {
    selector:
      'CallExpression[callee.property.name=/^(querySelector|querySelectorAll|closest|matches|getElementsByClassName|getElementsByTagName)$/]',
    message: `A query of the page's markup is a query of Decap's: ${decapDoor}.`,
  },
  {
    selector: "NewExpression[callee.name='MutationObserver']",
    message: `Watching Decap's drawing: ${decapDoor} (form-dom.ts, onPageDrawn).`,
  },
  {
    selector: 'Identifier[name=/^(indexedDB|IDBObjectStore|localforage)$/]',
    message: `Decap's backups: ${decapDoor} (backups.ts).`,
  },
  {
    selector: "Property[key.name='shouldComponentUpdate']",
    message: `When Decap draws a field's control again: ${decapDoor} (widget-rendering.ts).`,
  },
  { selector: `Literal[value=${decapNames}]`, message: `A name of Decap's: ${decapDoor}.` },
  {
    selector: `TemplateElement[value.raw=${decapNames}]`,
    message: `A name of Decap's: ${decapDoor}.`,
  },
];
const editorPageObjects =
  "the editor's browser tests reach Decap's screen through their page objects, e2e/editor/ (docs/TESTING.md)";

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.cache/',
      'node_modules/',
      'src/gatsby-types.d.ts',
      'screenshots/',
      'test-results/',
      'bench-results/',
      'static/admin/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node, Queries: 'readonly' } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // Emotion's css prop is how this project styles, and platform attributes newer than the
      // rule (invoker commands, closedby, render-blocking): eslint-plugin-react knows neither.
      'react/no-unknown-property': [
        'error',
        { ignore: ['css', 'command', 'commandfor', 'closedby', 'blocking'] },
      ],
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'jest/**', 'stand-ins/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS modules (shared with Playwright's config and Lighthouse's launcher) require.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The content editor's scripts, served as they are at /admin/.
    files: ['src/admin/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/admin/**/*.{ts,tsx}'],
    ignores: ['src/admin/decap/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...decapInsides] },
  },
  {
    files: ['e2e/tests/editor-*.spec.ts', 'e2e/tests/cms.spec.ts', 'e2e/tests/sign-in*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...decapInsides,
        {
          selector:
            'CallExpression[callee.property.name=/^(locator|frameLocator|\\$|\\$\\$|\\$eval|\\$\\$eval)$/]',
          message: `A locator of Decap's markup: ${editorPageObjects}.`,
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/admin/decap/*'], message: `Decap's parts: ${editorPageObjects}.` },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures: `use` is its callback, not React's hook; `{}` asks for no fixture.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Browser scripts run functions inside the page through page.evaluate().
    files: ['scripts/**', 'e2e/**', 'stand-ins/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['jest/**', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
