export const THEME_KEY = 'theme';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** Anything but a valid stored theme (missing, misspelt, unreadable) means light. */
export function parseTheme(value: string | null): Theme {
  return value === 'dark' ? 'dark' : 'light';
}

/**
 * The attribute on <html> that the stylesheet's dark custom properties key on. The page's
 * inline script (boot.ts) sets it before the first paint and on every toggle; it is
 * the one place the current theme lives.
 */
export const THEME_ATTRIBUTE = 'data-theme';

/** Marks the theme toggle, whose clicks the inline script handles. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/** The class the inline script puts on <html>: controls that need a script show only then. */
export const JS_CLASS = 'js';

export function currentTheme(root: HTMLElement = document.documentElement): Theme {
  return parseTheme(root.getAttribute(THEME_ATTRIBUTE));
}
