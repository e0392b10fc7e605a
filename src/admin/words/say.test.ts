// The editor's language: the person's choice on this computer, else the browser's languages;
// the cookie that tells the content API always says the page's language.
import { EDITOR_LANGUAGE_COOKIE } from '../../core/editor-language';
import { dataPlace } from '../../content/places';
import { contentFiles } from '../../content/schemas';
import { dutchWords } from '../../content/words-in-dutch';

import { STORED_LANGUAGE } from './say';

type Say = typeof import('./say');

/** The module as a page loads it, with `stored` kept and the browser asking for `browser`. */
function loaded(stored: string | null, browser: string[]): Say {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(STORED_LANGUAGE, stored);
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  let module: Say | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<Say>('./say');
  });
  return module!;
}

afterEach(() => jest.restoreAllMocks());

test('a choice kept on this computer outweighs the browser’s languages; else the browser’s', () => {
  expect(loaded('nl', ['en-GB']).editorLanguage()).toBe('nl');
  expect(loaded('en', ['nl-NL']).editorLanguage()).toBe('en');
  expect(loaded(null, ['de-DE', 'nl-BE']).editorLanguage()).toBe('nl');
  // A kept value that names no language of the editor is no choice.
  expect(loaded('klingon', ['nl']).editorLanguage()).toBe('nl');
  expect(loaded(null, ['fr']).editorLanguage()).toBe('en');
});

test('says each sentence in the page’s language, and tells the content API the same', () => {
  const say = loaded(null, ['nl-NL']);
  expect(say.say({ en: 'Published', nl: 'Gepubliceerd' })).toBe('Gepubliceerd');
  const written = jest.spyOn(document, 'cookie', 'set');
  say.keepLanguageCookie();
  // For the content API's calls only (/api/), not sent with the site's pages.
  expect(written).toHaveBeenCalledWith(
    expect.stringMatching(new RegExp(`^${EDITOR_LANGUAGE_COOKIE}=nl; path=/api/;`)),
  );
  expect(say.problemText({ message: 'English', said: { en: 'English', nl: 'Nederlands' } })).toBe(
    'Nederlands',
  );
  expect(say.problemText({ message: 'Only English' })).toBe('Only English');
});

test('a place reads as the form shows it in the editor’s language: a list entry by its summary there', () => {
  const services = contentFiles.find(({ file }) => file === 'services.yaml')!;
  const entries = [{ title: { en: 'Cold storage', nl: 'Koelopslag' } }];
  const place = dataPlace(services, entries, 0, ['title', 'nl']);
  expect(loaded('en', []).placeWords(place)).toBe(
    ['Services', 'Cold storage', 'Title', 'Nederlands'].join(' › '),
  );
  expect(loaded('nl', []).placeWords(place)).toBe(
    [dutchWords.Services, 'Koelopslag', dutchWords.Title, 'Nederlands'].join(' › '),
  );
  // A place of no entry: its labels said one by one.
  const company = contentFiles.find(({ file }) => file === 'company.yaml')!;
  expect(loaded('nl', []).placeWords(dataPlace(company, {}, undefined, ['phone']))).toBe(
    [dutchWords.Company, dutchWords.Phone].join(' › '),
  );
});
