// The set-up every file of the editor's browser tests shares: a workspace of its own (a copy of
// the project, the editor's bundles, its backend, a browser signed in once: ./workspace.ts),
// its tests in order, each with the time a publish needs on two busy cores.
import { test } from '../fixtures';
import { openForm } from './forms';
import { workspace } from './workspace';

export function editorSuite(): void {
  // Each publish runs the whole content check (every file and picture read through the
  // backend): on two busy cores a test with three of them needs more than the suite's 30 s.
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  // The editor's sign-in, kept by the browser (its local backend asks only for a click): made
  // once, then every test's browser starts signed in, as an editor's does after the first day.
  test.use({ actionTimeout: 10_000, storageState: workspace.signedIn });

  test.beforeAll(async ({ browser }) => {
    // A copy of the project, the editor's bundles made in it, its backend started, a sign-in:
    // 19 s alone on the 2-core machine, past the default 30 s beside the nginx project.
    test.setTimeout(90_000);
    await workspace.start(browser, (page) => openForm(page, 'company', 'company', 'Company'));
  });

  test.afterAll(() => workspace.close());
}
