// Whether a person can use a control of the editor where it is drawn: on the screen, and
// nothing of the page laid over it (the test a thumb does).
import { CORNER_ID } from '../../src/admin/panel/corner';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { toolbarShownWhole } from './forms';

/** `control` lies within the screen, and a tap at its centre reaches it. */
export async function expectInReach(control: Locator) {
  await expect(control).toBeVisible();
  await expect(control).toBeInViewport({ ratio: 1 });
  const reached = await control.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(reached, `${control} is covered at its centre`).toBe(true);
}

/** No two of `controls` overlap where they are drawn (a thumb meant for one reaches the other). */
export async function expectApart(controls: Locator[]) {
  const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `${controls[i]} and ${controls[j]} overlap`).toBe(false);
    }
}

/** The editor's own boxes at the screen's foot (src/admin/panel/corner.ts). */
export const editorCorner = (page: Page) => page.locator(`#${CORNER_ID}`);

/**
 * A new draft's toolbar in the Dutch editor on a phone: Status, Publiceer, the preview's eye and
 * the notes each in reach and none over another, the form's name and whether it is saved shown
 * whole beside them. Resolves with the status button, "Status: Concept".
 */
export async function expectDraftToolbarInReach(page: Page) {
  const status = page.getByRole('button', { name: 'Status: Concept' });
  const controls = [
    status,
    page.getByRole('button', { name: 'Publiceer', exact: true }),
    page.getByTitle('Wissel voorvertoning'),
    page.getByTitle('Notities tonen of verbergen'),
  ];
  for (const control of controls) await expectInReach(control);
  await expectApart(controls);
  await expect.poll(() => toolbarShownWhole(page)).toEqual([true, true]);
  return status;
}
