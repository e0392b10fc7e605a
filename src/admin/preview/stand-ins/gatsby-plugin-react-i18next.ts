// `gatsby-plugin-react-i18next` in the editor's preview: only its context, which the
// preview fills with the page's language (../PreviewPage.tsx).
import { createContext } from 'react';

export interface PageLanguageContext {
  language: string;
  languages: string[];
  defaultLanguage: string;
  routed: boolean;
  originalPath: string;
  path: string;
}

export const I18nextContext = createContext<PageLanguageContext>({
  language: 'en',
  languages: ['en'],
  defaultLanguage: 'en',
  routed: false,
  originalPath: '/',
  path: '/',
});
