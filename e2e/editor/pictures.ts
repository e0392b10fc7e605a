// Pictures in the editor: the media library, choosing a file as a person does, the form's
// thumbnails.
import { expect, type Page } from '@playwright/test';

/** Opens the image field's media library (Decap's "Choose different image"). */
export async function openPictures(page: Page) {
  await page.getByRole('button', { name: 'Choose different image' }).click();
  await expect(page.getByRole('button', { name: 'Choose selected' })).toBeVisible();
}

/** Chooses a file from disk in the open media library, as a person picks it. */
export const uploadPicture = (page: Page, file: string) =>
  page.locator('input[type="file"]').setInputFiles(file);

/** The form's pictures (the preview's are in its frame): the image fields' thumbnails. */
export const thumbnails = (page: Page) => page.locator('img');
