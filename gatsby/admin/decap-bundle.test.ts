/**
 * @jest-environment node
 */
import path from 'node:path';
import { bundleDecap } from './decap-bundle';

/**
 * Decap, bundled from its npm modules for the editor's page: built from where npm puts them,
 * with the patches of patches/ in it, on one React (Decap's own). Fails when a new decap-cms
 * installs its modules elsewhere, or a patch no longer applies.
 */
const root = path.resolve(__dirname, '../..');
let bundle: string;

beforeAll(async () => {
  bundle = await bundleDecap(root);
}, 60_000);

it('carries the fixes of patches/ (decap-cms #5470 and #6989, #4147)', () => {
  // Method names survive minification: the patched Editor's own.
  expect(bundle).toContain('draftReady');
  expect(bundle).toContain('stopWatchingNavigation');
});

it('runs on one React, Decap’s 19, not the site’s 18 beside it', () => {
  const versions = new Set(bundle.match(/"1[89]\.\d+\.\d+"/g));
  expect([...versions]).toEqual([expect.stringMatching(/^"19\./)]);
});
