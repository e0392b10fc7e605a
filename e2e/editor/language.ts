import type { Page } from '@playwright/test';

/** The page's root, whose `lang` says the language the editor speaks (src/admin/panel/language-switch.ts). */
export const editorPage = (page: Page) => page.locator('html');

/** The editor's language switch in the corner, by its name in the language it speaks now. */
export const languageSwitch = (page: Page, name: string) => page.getByRole('navigation', { name });

/** Every phrase of a locale of Decap's, flattened. */
function phrases(locale: unknown, into: string[] = []): string[] {
  if (typeof locale === 'string') into.push(locale);
  else if (locale && typeof locale === 'object')
    for (const value of Object.values(locale)) phrases(value, into);
  return into;
}

/** A phrase as a pattern that matches it whole, its `%{…}` parts standing for anything. */
const wholePhrase = (phrase: string) =>
  new RegExp(
    `^${phrase
      .trim()
      .split(/%\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/**
 * What a person meets in English in the Dutch editor: each visible text and each name a screen
 * reader says (aria-label, title, placeholder) that is one of Decap's English phrases its Dutch
 * words differently, or a name Decap's widgets give in English whatever the language ("Remove …",
 * "object field", a list of choices' live region). Brand names and the content's own English values are no such phrases.
 */
export async function englishMet(page: Page): Promise<string[]> {
  // Decap's phrases as its modules hold them (its bundle wants a browser's window).
  const locale = async (language: string): Promise<unknown> =>
    ((await import(`decap-cms-locales/dist/esm/${language}/index.js`)) as { default: unknown })
      .default;
  const [en, nl] = await Promise.all([locale('en'), locale('nl')]);
  const dutch = new Set(phrases(nl).map((phrase) => phrase.trim()));
  const english = phrases(en)
    .filter((phrase) => /[a-z]{3}/i.test(phrase) && !dutch.has(phrase.trim()))
    .map(wholePhrase);
  const widgets = [
    /^Remove .+/,
    /^\w+ field$/,
    /^Expand$/,
    /^Collapse$/,
    /^close$/i,
    /^notification timer$/,
    // react-select's live region, which a screen reader reads out (patches/: the locale's words).
    /^options? .+, (de)?selected\.$/,
    /^Use (Up and Down|left and right) to/,
    /results? available/,
    /is focused/,
    /^No options$/,
  ];
  const seen = await page.evaluate(() => {
    const said: string[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && shown(node.parentElement)) said.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]'))
      if (
        !element.closest('[aria-hidden="true"]') &&
        (shown(element) || element.hasAttribute('aria-label'))
      )
        for (const name of ['aria-label', 'title', 'placeholder'])
          if (element.getAttribute(name)) said.push(element.getAttribute(name)!.trim());
    return said;
  });
  return [...new Set(seen)].filter((text) =>
    [...english, ...widgets].some((pattern) => pattern.test(text)),
  );
}
