// Publishing a form and reading what the editor says about it: Decap's notice, the content
// check's panel (src/admin/panel/report-panel.ts), the files the backend wrote.
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { workspace } from './workspace';
import type { FormAddress } from '../../src/content/forms';
import { WORKFLOW_ADDRESS, entryAddress } from '../../src/admin/decap/addresses';
import { decapParts } from '../../src/admin/decap/parts';
import { expectApart, expectInReach } from './reach';

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
 * files are whole (a file is emptied, then written: read in between, it is
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

/**
 * Decap's notices ("Saved as a draft", "Published") show for four seconds: with both cores
 * busy, a test's look for one missed it (twice in ten runs) though the step was done. The
 * pages of `context` keep every notice they showed, so a test first waits for the state that
 * proves the step was done, then reads what was said.
 */
export async function keepNotices(context: BrowserContext) {
  await context.addInitScript(() => {
    if (window !== window.top) return;
    const kept = new WeakSet<Element>();
    window.notices = [];
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('[role="alert"]')) {
        const text = notice.textContent?.trim();
        if (text && !kept.has(notice)) {
          kept.add(notice);
          window.notices.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** How many times the page has said `text` in a notice since it loaded. */
export const timesSaid = (page: Page, text: string) =>
  page.evaluate((said) => window.notices.filter((notice) => notice === said).length, text);

declare global {
  interface Window {
    notices: string[];
  }
}

/**
 * Presses Save in the workflow's toolbar and waits for the draft to be saved: Decap's toolbar
 * says "Changes saved" (a refused save leaves "Unsaved Changes"), and its notice said "Saved as a
 * draft" (src/admin/decap/draft-phrases.ts). A first save makes the draft's branch (judged with
 * the content check, as a publish is), its pull request and its status, and Decap then reads
 * the draft back: on two busy cores that took over 30 s once, so the ceiling is a minute.
 */
export async function saveDraft(page: Page) {
  const said = await timesSaid(page, 'Saved as a draft');
  await expect(page.getByText('Unsaved Changes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => timesSaid(page, 'Saved as a draft')).toBe(said + 1);
}

/** A draft's status set in Decap's toolbar. */
export async function setStatus(page: Page, status: 'Ready') {
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByText(status, { exact: true }).click();
  await expect(page.getByRole('button', { name: `Status: ${status}` })).toBeVisible();
}

/** Presses Publish, then "Publish now", and confirms; what follows is the caller's to wait for. */
export async function publishDraft(page: Page) {
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

/**
 * Publishes a draft that the site will take: Decap's toolbar says "Published" once the gateway
 * has merged it, and its notice said so.
 */
export async function publishDraftTaken(page: Page) {
  const said = await timesSaid(page, 'Published');
  await publishDraft(page);
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect.poll(() => timesSaid(page, 'Published')).toBe(said + 1);
}

/**
 * Writes a note in Decap's notes pane (opened if it is not) and waits for it to be kept: Decap
 * said "Note added" (the content API answered) and the pane lists it.
 */
export async function addNote(page: Page, text: string) {
  const said = await timesSaid(page, 'Note added');
  await openNotes(page);
  await noteForm(page).text.fill(text);
  await noteForm(page).add.click();
  await expect.poll(() => timesSaid(page, 'Note added')).toBe(said + 1);
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** The notes pane's form: the box a note is written in, and its Add Note. */
export const noteForm = (page: Page) => ({
  text: page.getByPlaceholder('Add a note...'),
  add: page.getByRole('button', { name: 'Add Note', exact: true }),
});

/** Opens Decap's notes pane beside the form, where it is not open already. */
export async function openNotes(page: Page) {
  const box = noteForm(page).text;
  if (!(await box.isVisible())) await page.getByTitle('Toggle notes').click();
  await expect(box).toBeVisible();
}

/** Decap's Workflow board, at its address in the editor (from a form, whose screen has no header). */
export const openWorkflowBoard = (page: Page) =>
  page.evaluate((address) => (window.location.hash = address), WORKFLOW_ADDRESS);

/** Whether each column's heading on the Workflow board fits its column, not cut off. */
export const workflowHeadingsFit = (page: Page) =>
  page
    .locator(decapParts.workflowHeading)
    .evaluateAll((headings) =>
      headings.map((heading) => heading.scrollWidth <= heading.clientWidth),
    );

/**
 * The Workflow board's header on a phone, as a thumb meets it: its tabs and the account's
 * button each in reach, none over another, all in one row (the account beside the tabs).
 */
export async function expectBoardHeaderInReach(page: Page) {
  const tabs = page.locator(decapParts.headerTab);
  await expect(tabs).toHaveCount(3);
  const controls = [...(await tabs.all()), page.locator(decapParts.accountMenu)];
  for (const control of controls) await expectInReach(control);
  await expectApart(controls);
  const rows = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
  const [account] = rows.slice(-1);
  for (const tab of rows.slice(0, -1))
    expect(
      tab.y < account.y + account.height && account.y < tab.y + tab.height,
      'the account beside the tabs, in their row',
    ).toBe(true);
}

/** A draft's card on the Workflow board: a link to its form. */
export const workflowCard = (page: Page, form: FormAddress) =>
  page.locator(`a[href^="${entryAddress(form)}?"]`);
