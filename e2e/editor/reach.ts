// Whether a person can use a control of the editor where it is drawn: on the screen, and
// nothing of the page laid over it (the test a thumb does).
import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';

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
