import { defineConfig } from '@playwright/test';
import type { ServerName } from './fixtures';
import suite from './playwright.config';
import { contentSpecs } from './content-specs';

/**
 * The content's browser tests (./content-specs.ts) on a copy's own build through nginx, one
 * browser at a time: the run of e2e/tests/edited-content.spec.ts, which shares the machine
 * with the suite that started it.
 */
export default defineConfig<{ server: ServerName }>({
  ...suite,
  workers: 1,
  projects: [{ name: 'content', use: { server: 'nginx' }, testMatch: contentSpecs }],
});
