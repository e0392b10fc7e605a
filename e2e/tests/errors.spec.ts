import { pagesToLook, expect, gotoHydrated, readToTheEnd, test } from '../fixtures';

for (const path of pagesToLook) {
  test(`${path} logs no uncaught error and no console error`, async ({ page, pageErrors }) => {
    await gotoHydrated(page, path);
    await readToTheEnd(page);
    // The 404 pages' own document answers 404, which Chromium reports as a failed resource.
    const errors = pageErrors().filter(
      (e) => !(path.includes('missing') && e.includes('404 (Not Found)')),
    );
    expect(errors).toEqual([]);
  });
}
