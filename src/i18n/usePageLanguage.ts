import { useContext } from 'react';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import { type Language, defaultLanguage, isLanguage } from '../core/languages';

/** The page's language and its language-independent path (`/about/` on `/nl/about/`). */
export function usePageLanguage(): { language: Language; originalPath: string } {
  const context = useContext(I18nextContext);
  return {
    language: isLanguage(context.language) ? context.language : defaultLanguage,
    originalPath: context.originalPath || '/',
  };
}
