export const THEME_KEY = 'theme';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** Anything but a valid stored theme (missing, misspelt, unreadable) means light. */
export function parseTheme(value: string | null): Theme {
  return value === 'dark' ? 'dark' : 'light';
}

/** The attribute on <html> that the stylesheet's dark custom properties key on. */
export const THEME_ATTRIBUTE = 'data-theme';

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.setAttribute(THEME_ATTRIBUTE, theme);
}

export function currentTheme(root: HTMLElement = document.documentElement): Theme {
  return parseTheme(root.getAttribute(THEME_ATTRIBUTE));
}

/**
 * Runs before the body is parsed (gatsby-ssr puts it first in <body>), so a visitor who
 * chose dark never sees a light first paint. It must stay tiny and self-contained; it
 * repeats parseTheme's rule because it cannot import anything.
 */
export const themeBootScript =
  `(function(){var t='light';` +
  `try{if(localStorage.getItem(${JSON.stringify(THEME_KEY)})==='dark')t='dark'}catch(e){}` +
  `document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t)})()`;
