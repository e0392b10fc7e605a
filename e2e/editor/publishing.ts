// Publishing a form and reading what the editor says about it: Decap's notice, the content
// check's panel (src/admin/panel/report-panel.ts), the files the backend wrote.
import { expect, type Page } from '@playwright/test';
import { workspace } from './workspace';

/** The content check's panel. */
export const findings = (page: Page) => page.locator('#content-check');

/** Decap's notice that a Publish was written (its locale's words, src/admin/decap/app.ts). */
const publishedNotice = (page: Page) => page.getByRole('alert').filter({ hasText: /^Published$/ });

/** Presses Publish, then "Publish now"; what follows is the caller's to wait for. */
export async function publish(page: Page) {
  // A notice of an earlier Publish goes first (after four seconds), so that the next one
  // seen is this Publish's.
  await expect(publishedNotice(page)).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

/**
 * Publishes and waits for Decap's notice that it is written. The backend answers once its
 * files are whole (decap-server empties a file, then writes it: read in between, it is
 * empty), so the files may be read then.
 */
export async function publishWritten(page: Page) {
  await publish(page);
  await expect(publishedNotice(page)).toBeVisible({ timeout: 30_000 });
}

/** Publishes; `file` then differs from `before` in exactly `lines`. */
export async function publishChanging(page: Page, file: string, before: string, lines: string[]) {
  await publishWritten(page);
  expect(workspace.changedLines(file, before)).toEqual(lines);
}

/**
 * Publishes, expects the content check to refuse with `message`, and the file to be as
 * it was. Decap's own notice repeats the refusal's words; the panel stays.
 */
export async function publishRefused(page: Page, file: string, before: string, message: string) {
  await publish(page);
  await expect(findings(page)).toContainText('Not published: the content check found');
  await expect(findings(page).getByRole('listitem').filter({ hasText: message })).toHaveCount(1);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Not published: the content check found' }).first(),
  ).toBeVisible();
  expect(workspace.fileText(file)).toBe(before);
}
