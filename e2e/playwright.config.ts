import { defineConfig } from '@playwright/test';
import type { ServerName } from './fixtures';
import { testLaunchOptions } from '../scripts/lib/browser';
import { contentSpecs } from './content-specs';

/**
 * The browser suite: the production build in Debian's Chromium, served the way production
 * serves it (see global-setup.ts). Every test runs against nginx; the checks of what a
 * server decides (headers, redirects, 404 pages, the policy's effect on every page, what
 * crawlers read, links) run on Cloudflare's runtime too. Failures leave a screenshot and
 * the page's console in test-results/ (ignored by git).
 */
export default defineConfig<{ server: ServerName }>({
  testDir: './tests',
  outputDir: '../test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    launchOptions: testLaunchOptions,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  // The longest serial file comes first: the queue hands files out in this order, so the
  // edited copy (about five minutes, one file) starts at once on one worker while the other
  // takes the editor's files. Listed last, the editor's six serial minutes once ran alone at
  // the end (15.2 min in all); listed after the editor's four files, the edited copy started
  // five minutes in and ended the run (stop 63).
  projects: [
    // A copy with an editor's ordinary changes: validate, the unit tests and the visitors'
    // tests of the content run in it, on its own build.
    { name: 'edited-content', testMatch: 'edited-content.spec.ts' },
    // The content editor on a copy of the project, with its local backend (no site server).
    // Every answer of the editor waits on Decap and the content check in the page: an entry
    // loaded from the backend, a backup two seconds after the typing stops, the whole check
    // (every file read through the backend) on each Publish and each backup. On two busy
    // cores that is seconds, and a fix's panel update took more than the default 5 s in CI.
    {
      name: 'editor',
      testMatch: ['editor-*.spec.ts', 'cms.spec.ts'],
      expect: { timeout: 20_000 },
    },
    // A copy of the project grown as its guides say, built and served by nginx once for both
    // files (e2e/grown-site.ts): a third language added as data, two more versions of the
    // general conditions. One worker, which keeps the site from the first file to the second.
    {
      name: 'grown-site',
      testMatch: ['language-as-data.spec.ts', 'terms-versions.spec.ts'],
      workers: 1,
    },
    // The same check on each Publish, each file read through the content gateway, which asks
    // GitHub's stand-in and checks the session on every call: seconds on two busy cores.
    { name: 'sign-in', testMatch: 'sign-in*.spec.ts', expect: { timeout: 20_000 } },
    {
      name: 'nginx',
      use: { server: 'nginx' },
      testIgnore: [
        'editor-*.spec.ts',
        'cms.spec.ts',
        'language-as-data.spec.ts',
        'terms-versions.spec.ts',
        'edited-content.spec.ts',
        'sign-in*.spec.ts',
        // Run on the real content with an editor's week of changes, by edited-content.
        ...contentSpecs,
      ],
    },
    {
      name: 'cdn',
      use: { server: 'cdn' },
      testMatch: ['serving.spec.ts', 'crawlers.spec.ts', 'errors.spec.ts', 'routes.spec.ts'],
    },
  ],
});
