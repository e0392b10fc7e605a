// Opening a form and finding one's way in it: a file's form, an entry of a list, a group of
// fields, the Advanced group. The only module of the editor's tests, with the others of this
// folder, that knows how Decap draws a form (src/admin/decap/parts.ts names its parts).
import { expect, type Locator, type Page } from '@playwright/test';
import { entryAddress } from '../../src/admin/decap/addresses';
import { decapParts } from '../../src/admin/decap/parts';
import { OPEN_BESIDE_FORM } from '../../src/admin/panel/corner';
import { workspace } from './workspace';
import { escapeRegExp, formName, openSignedIn } from '../../scripts/lib/editor-form';

export { escapeRegExp };

/** The name of the form open, in its toolbar beside the back arrow: `label` exactly. */
export const formHeading = formName;

/**
 * For each element, whether its text shows whole: inside every box around it that clips (an
 * ellipsis or an ancestor's hidden overflow cuts it otherwise). Runs in the page.
 */
function textsWhole(elements: Element[]) {
  return elements.map((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    for (let box: Element | null = element; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const { left, right } = box.getBoundingClientRect();
      if (text.left < left - 0.5 || text.right > right + 0.5) return false;
    }
    return true;
  });
}

/** Whether the form's name shows whole in its toolbar, not cut off by an ellipsis. */
export const formNameShownWhole = async (page: Page, label: string) => {
  const whole = await formHeading(page, label).evaluateAll(textsWhole);
  return whole.length > 0 && whole.every(Boolean);
};

/** Whether the form's name and its word of being saved each show whole in the toolbar. */
export const toolbarShownWhole = (page: Page) =>
  page.locator(`${decapParts.formName}, ${decapParts.saveStatus}`).evaluateAll(textsWhole);

/** The toolbar's word that the form is saved ("Changes saved"), there while it is. */
export const savedStatus = (page: Page) => page.locator(decapParts.unchangedStatus);

/** The toolbar's link to a preview, or Decap's "Check for Preview". */
export const previewButton = (page: Page) => page.locator(decapParts.previewButton);

/** The address of a file's form in the editor at `editor` (Decap's route: src/admin/decap/). */
export const formUrl = (collection: string, file: string, editor = workspace.editorUrl) =>
  `${editor}${entryAddress({ collection, file })}`;

/**
 * Opens a file's form in a fresh load of the editor (Decap keeps the sign-in): its local
 * backend asks for no password, only a click.
 */
export async function openForm(
  page: Page,
  collection: string,
  file: string,
  label: string,
  editor = workspace.editorUrl,
  login = 'Login',
) {
  await openSignedIn(page, formUrl(collection, file, editor), label, login);
}

/** The lists' controls of their entries: Add, each entry's × and its handle that moves it. */
export const listControls = (page: Page) =>
  [decapParts.addEntry, decapParts.removeEntry, decapParts.moveEntry].map((part) =>
    page.locator(part),
  );

/** The summary lines of the lists' entries on screen, as the form shows them. */
export const entrySummaries = (page: Page) => page.locator(decapParts.entrySummary);

/**
 * Unfolds the entry of a list whose summary is `name`; returns the entry's part of the form,
 * found by its place in the list, since its summary follows what is typed into it.
 */
export async function openEntry(page: Page, name: string, { tap = false } = {}) {
  const summaries = entrySummaries(page);
  await expect(summaries.filter({ hasText: new RegExp(`^${escapeRegExp(name)}$`) })).toHaveCount(1);
  const index = (await summaries.allTextContents()).findIndex((text) => text.trim() === name);
  const entry = summaries.nth(index).locator('..');
  // The first button of the entry's bar unfolds it (the others move and remove it).
  const unfold = entry.getByRole('button').first();
  await (tap ? unfold.tap() : unfold.click());
  return entry;
}

/** Folds or unfolds an entry, by the first button of its bar. */
export const toggleEntry = (entry: Locator) => entry.getByRole('button').first().click();

/** Adds an entry at the end of a list by its "Add …" button; returns the new entry's part. */
export async function addEntry(page: Page, label: string | RegExp) {
  const name = typeof label === 'string' ? new RegExp(`^Add ${escapeRegExp(label)}`, 'i') : label;
  await page.getByRole('button', { name }).click();
  return entrySummaries(page).last().locator('..');
}

/** The whole form (and the page around it), to find a group that is not inside an entry. */
export const wholeForm = (page: Page) => page.locator('body');

/** A field group (an object field) by its label, to reach its English and Dutch boxes. */
export const group = (scope: Locator, label: string) =>
  scope
    .locator(decapParts.objectField)
    .filter({ has: scope.page().locator('label', { hasText: new RegExp(`^${label}$`) }) })
    .first();

/** Unfolds a group (its own Expand button comes first in it). */
export const unfoldGroup = (groupPart: Locator) =>
  groupPart.getByRole('button', { name: 'Expand' }).first().click();

/** Folds a group again. */
export const foldGroup = (groupPart: Locator) =>
  groupPart.getByRole('button', { name: 'Collapse' }).first().click();

/** Unfolds an entry's Advanced group (the fields only a developer should change); returns it. */
export async function openAdvanced(entry: Locator) {
  const advanced = group(entry, 'Advanced');
  await unfoldGroup(advanced);
  return advanced;
}

/** The box of a field (its label, its control, its errors) by its label, the last one found. */
export const fieldBox = (scope: Page | Locator, label: string) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .locator(decapParts.fieldContainer)
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) })
    .last();
};

/** The element that has the focus. */
export const focused = (page: Page) => page.locator(':focus');

/** The field box holding the focus, among those labelled `label`. */
export const focusedFieldBox = (page: Page, label: string) =>
  page
    .locator(decapParts.fieldContainer)
    .filter({ has: focused(page) })
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) })
    .last();

/** The editor's own boxes in the bottom-left corner (src/admin/panel/corner.ts). */
export const cornerBoxes = (page: Page) => page.locator('#editor-corner');

/**
 * Below this width (px) the corner's boxes are a bar across the screen's foot, and the check's
 * panel a sheet over it: the corner's breakpoint, its rem at the browser's 16 px.
 */
export const FOOT_BAR_BELOW = Number(/([\d.]+)rem/.exec(OPEN_BESIDE_FORM)![1]) * 16;

/** The top of the editor's own boxes in the bottom-left corner. */
const cornerTop = (page: Page) =>
  cornerBoxes(page).evaluate((column) => column.getBoundingClientRect().top);

/**
 * Whether `box` (the corner's boxes, the check's panel) spans the screen's foot: its whole
 * width, down to its bottom edge, so nothing of the form shows beside or below it.
 */
export async function spansFoot(page: Page, box: Locator): Promise<boolean> {
  const { width, height } = page.viewportSize()!;
  const at = (await box.boundingBox())!;
  return at.x === 0 && Math.round(at.width) === width && Math.round(at.y + at.height) === height;
}

/**
 * Scrolls the form (whatever scrolls it) until `control`'s top lies 30 px below the top of the
 * editor's corner boxes, under them.
 */
export async function scrollUnderCorner(page: Page, control: Locator): Promise<void> {
  const top = await cornerTop(page);
  await control.evaluate((element, under) => {
    for (let at = element.parentElement; at; at = at.parentElement)
      if (at.scrollHeight > at.clientHeight && getComputedStyle(at).overflowY !== 'visible') {
        at.scrollTop += element.getBoundingClientRect().top - under;
        return;
      }
  }, top + 30);
}

/** How far `control`'s bottom lies above the top of the editor's corner boxes (below zero: under them). */
export async function aboveCorner(page: Page, control: Locator): Promise<number> {
  const bottom = await control.evaluate((element) => element.getBoundingClientRect().bottom);
  return (await cornerTop(page)) - bottom;
}

/**
 * The form scrolled to its end: how far its last control's bottom lies above the top of the
 * editor's own boxes in the bottom-left corner (src/admin/panel/corner.ts); below zero, the
 * boxes lie over it. Whatever scrolls the form (its pane, or one around it) is scrolled.
 */
export async function roomAboveCorner(page: Page): Promise<number> {
  const last = page
    .locator(decapParts.formPane)
    .locator('input:visible, textarea:visible, button:visible')
    .last();
  const bottom = await last.evaluate((control) => {
    for (let at: Element | null = control; at; at = at.parentElement)
      if (at.scrollHeight > at.clientHeight) at.scrollTop = at.scrollHeight;
    return control.getBoundingClientRect().bottom;
  });
  return (await cornerTop(page)) - bottom;
}
