// The person's account in the editor: signing out, as a person does it.
import type { Page } from '@playwright/test';
import { decapParts } from '../../src/admin/decap/parts';

/** Signs out through Decap's account menu (the button under the person's picture). */
export async function signOut(page: Page) {
  await page.locator(decapParts.accountMenu).click();
  await page.getByText('Log Out', { exact: true }).click();
}

/** Everything the page keeps or was sent that a script could read: storage, cookies, messages. */
export function whatThePageHolds(page: Page) {
  return page.evaluate(async () => {
    const storage = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    const databases = await indexedDB.databases();
    return [
      storage,
      document.cookie,
      JSON.stringify(databases),
      ...((window as Window & { messages?: string[] }).messages ?? []),
    ].join('\n');
  });
}
