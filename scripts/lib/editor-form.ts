// Opening a form of the content editor in a browser, for everything that drives it: the docs'
// pictures (../editor-screenshots.ts), the publish benchmark (../bench/publish.ts) and the
// editor's browser tests (e2e/editor/forms.ts). A form is known by its name beside the back
// arrow (src/admin/decap/phrases.ts words it); the local backend asks for a click, no password.
import type { Page } from 'playwright-core';
import { decapParts } from '../../src/admin/decap/parts';

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name of the form open, in its toolbar beside the back arrow: `label` exactly. */
export const formName = (page: Page, label: string) =>
  page
    .locator(decapParts.formName)
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) });

/**
 * Opens the form at `address` (a fresh load: Decap keeps the sign-in) once it shows `label`,
 * signing in to the local backend first where it asks (`login`: its button's words).
 */
export async function openSignedIn(page: Page, address: string, label: string, login = 'Login') {
  await page.goto('about:blank');
  await page.goto(address);
  const button = page.getByRole('button', { name: login });
  const form = formName(page, label);
  // Decap draws its sign-in or the form once its scripts ran: whichever comes. Its start is
  // seconds of script on a phone or a busy machine (the editor's bench), more than an action's
  // limit: the wait is for that state, the limit only a net.
  await button.or(form).first().waitFor({ timeout: 60_000 });
  if (await button.isVisible()) {
    await button.click();
    await button.waitFor({ state: 'hidden' });
    await page.goto('about:blank');
    await page.goto(address);
  }
  await form.waitFor();
}
