import { pagesToLook, expect, readToTheEnd, test } from '../fixtures';

// One load of each page, read to the end as a reader would, on nginx and on Cloudflare's
// runtime (each sends the security policy the build wrote): nothing goes wrong on the way.
for (const path of pagesToLook) {
  test(`${path} logs no uncaught error and no console error, and raises no Content-Security-Policy violation`, async ({
    page,
    pageErrors,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __csp: string[] }).__csp.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    await page.goto(path);
    await readToTheEnd(page);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    // The 404 pages' own document answers 404, which Chromium reports as a failed resource.
    // A policy's refusal is a console error too ("Refused to …").
    const errors = pageErrors().filter(
      (e) => !(path.includes('missing') && e.includes('404 (Not Found)')),
    );
    expect(errors).toEqual([]);
  });
}
