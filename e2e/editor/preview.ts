// The preview beside the form: its frame, where its page's parts are.
import type { FrameLocator, Page } from '@playwright/test';

/** The preview pane's frame (Decap's PreviewPaneFrame). */
export const preview = (page: Page): FrameLocator => page.frameLocator('#preview-pane');

/** The preview pane itself, to measure it or see whether it is shown. */
export const previewPane = (page: Page) => page.locator('#preview-pane');

/** The site's styles in the preview's head (Emotion's, with the site's key). */
export const siteStylesInPreview = (page: Page) =>
  preview(page).locator('head style[data-emotion^="site"]');

/** An element of the previewed page by its id. */
export const inPreview = (page: Page, id: string) => preview(page).locator(`[id="${id}"]`);

/** Where an element of the preview's page is, from the top of the preview's window. */
export const topInPreview = (page: Page, id: string) =>
  inPreview(page, id).evaluate((element) => element.getBoundingClientRect().top);
