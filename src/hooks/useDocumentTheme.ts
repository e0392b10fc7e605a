import { useSyncExternalStore } from 'react';
import { THEME_ATTRIBUTE, type Theme, currentTheme } from '../preferences/theme';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [THEME_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * The theme on <html>, which the page's inline script sets and toggles before and after
 * React arrives. React only reads it: while hydrating it assumes the pre-rendered light
 * theme, then renders the document's, so whatever the visitor chose stays.
 */
export function useDocumentTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => currentTheme(),
    () => 'light',
  );
}
