import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import type { Language } from '../src/core/languages';
import { translationsIn } from '../src/i18n/translations';
import { pageLanguageContext } from '../src/core/routes';
import type { LocaleResources } from '../src/content/locales';
import { fixtureLocaleResources } from './content';

type PageOptions = { language?: Language; originalPath?: string; texts?: LocaleResources };

/**
 * `ui` inside the providers gatsby-plugin-react-i18next's wrapPageElement gives a page, as
 * the page at `originalPath` in `language`, with the interface texts `texts`: the tests' own
 * (jest/fixture/locales/), unless a test of the real content passes the real ones
 * (`localeResources()`), whose words it then reads from the same files.
 */
export function asPage(
  ui: ReactElement,
  { language = 'en', originalPath = '/', texts = fixtureLocaleResources() }: PageOptions = {},
) {
  const i18n = translationsIn(texts as Resource, language);
  const context = pageLanguageContext(originalPath, language);
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>{ui}</I18nextContext.Provider>
    </I18nextProvider>
  );
}

/** Renders `ui` as the page `options` say (`asPage`), into jsdom. */
export const renderPage = (ui: ReactElement, options: PageOptions = {}) =>
  render(asPage(ui, options));

/** Makes every localStorage call throw, as private browsing modes can. */
export function makeStorageThrow() {
  const error = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(error);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(error);
}

/**
 * jsdom has no IntersectionObserver and no matchMedia: a whole page's counters and sections
 * get inert stand-ins (nothing comes into view, no preference matches).
 */
export function standInForViewportApis() {
  window.IntersectionObserver = jest.fn(() => ({
    observe: jest.fn(),
    disconnect: jest.fn(),
  })) as never;
  window.matchMedia = jest.fn(() => ({ matches: false })) as never;
}
