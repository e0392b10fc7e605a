import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// The layers (docs/ARCHITECTURE.md#layers): an import runs only downward. Each zone names
// the files it holds (`target`) and what they may not import (`from`); tests (e2e/, jest/,
// *.test.*) stand on top and may import any layer.
const layers = 'docs/ARCHITECTURE.md#layers';
const siteFolders = [
  'analytics',
  'components',
  'content',
  'hooks',
  'i18n',
  'lib',
  'preferences',
  'seo',
  'templates',
  'theme',
];
const layerZones = [
  {
    target: './src',
    from: ['./gatsby', './scripts', './plugins', './e2e', './jest'],
    message: `src/ is the site, its content model and its editor: it imports only packages and src/ (${layers}).`,
  },
  {
    target: './src/content',
    from: './src',
    except: ['./content', './i18n/languages.ts', './routes.ts'],
    message: `The content model imports only packages, src/i18n/languages.ts and src/routes.ts (${layers}).`,
  },
  {
    target: [...siteFolders.map((folder) => `./src/${folder}`), './src/*.ts'],
    from: './src/admin',
    message: `The site does not import the content editor; the editor imports the site (${layers}).`,
  },
  {
    target: ['./gatsby', './gatsby-*.ts', './gatsby-*.tsx'],
    from: ['./scripts', './plugins', './e2e', './jest'],
    message: `The build (gatsby/) imports src/ and packages, never scripts, plugins or tests (${layers}).`,
  },
  {
    target: './plugins/gatsby-plugin-slow-phone-start',
    from: './',
    except: ['./plugins/gatsby-plugin-slow-phone-start', './node_modules'],
    message: `A local plugin is self-contained: it imports only packages and its own folder (${layers}).`,
  },
  {
    target: './functions',
    from: './',
    except: ['./functions'],
    message: `The host's functions (functions/, Cloudflare Pages) are self-contained: the platform's APIs and their own folder only (${layers}).`,
  },
  {
    target: './scripts',
    from: ['./e2e', './jest'],
    message: `Developer tools do not import tests (${layers}).`,
  },
];

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
      // rule (invoker commands, closedby): eslint-plugin-react knows neither.
      'react/no-unknown-property': [
        'error',
        { ignore: ['css', 'command', 'commandfor', 'closedby'] },
      ],
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'jest/**'],
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
    // Playwright fixtures: `use` is its callback, not React's hook; `{}` asks for no fixture.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Browser scripts run functions inside the page through page.evaluate().
    files: ['scripts/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['jest/**', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
