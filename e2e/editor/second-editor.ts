// A second person editing at the same time, in a browser of their own.
import type { Browser, Page } from '@playwright/test';
import { workspace } from './workspace';

/**
 * Runs `body` with a second editor in a browser of their own (signed in, as every editor's
 * is) and the text of `file` as the test found it; puts the file back afterwards.
 */
export async function withSecondEditor(
  browser: Browser,
  file: string,
  body: (other: Page, stored: string) => Promise<void>,
) {
  const stored = workspace.fileText(file);
  const context = await browser.newContext({ storageState: workspace.signedIn });
  try {
    await body(await context.newPage(), stored);
  } finally {
    await context.close();
    workspace.restore({ [file]: stored });
  }
}
