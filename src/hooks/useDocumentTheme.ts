import { useSyncExternalStore } from 'react';
import { THEME_ATTRIBUTE, type Theme, currentTheme } from '../preferences/theme';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [THEME_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * The theme on <html>, which the page's first script sets and toggles. React only reads it:
 * the build renders the light theme's pressed state (the script sets the stored one once the
 * page is parsed), and the editor's preview follows the document's.
 */
export function useDocumentTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => currentTheme(),
    () => 'light',
  );
}
