import type { Page } from '@playwright/test';

/** The page's root, whose `lang` says the language the editor speaks (src/admin/panel/language-switch.ts). */
export const editorPage = (page: Page) => page.locator('html');

/** The editor's language switch in the corner, by its name in the language it speaks now. */
export const languageSwitch = (page: Page, name: string) => page.getByRole('navigation', { name });
