// `gatsby-plugin-react-i18next` in the editor's preview: only its context, which the
// preview fills with the page's language (../PreviewPage.tsx).
import { createContext } from 'react';
import { defaultLanguage } from '../../../core/languages';
import { pageLanguageContext } from '../../../core/routes';

export const I18nextContext = createContext(pageLanguageContext('/', defaultLanguage));
