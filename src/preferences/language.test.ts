import { parseStoredLanguage, preferredLanguagePath } from './language';

describe('parseStoredLanguage', () => {
  it('accepts only the languages the site has', () => {
    expect(parseStoredLanguage('nl')).toBe('nl');
    expect(parseStoredLanguage('en')).toBe('en');
    expect(parseStoredLanguage('de')).toBeNull();
    expect(parseStoredLanguage('NL')).toBeNull();
    expect(parseStoredLanguage(null)).toBeNull();
  });
});

describe('preferredLanguagePath', () => {
  it('sends a visitor who prefers Dutch to the Dutch version of the same page', () => {
    expect(preferredLanguagePath('en', '/about/', 'nl')).toBe('/nl/about/');
    expect(preferredLanguagePath('en', '/', 'nl')).toBe('/nl/');
  });

  it('sends a visitor who prefers English back to the unprefixed page', () => {
    expect(preferredLanguagePath('nl', '/contact/', 'en')).toBe('/contact/');
  });

  it('stays on the page when the preference matches, is missing or is invalid', () => {
    expect(preferredLanguagePath('nl', '/about/', 'nl')).toBeNull();
    expect(preferredLanguagePath('en', '/about/', null)).toBeNull();
    expect(preferredLanguagePath('en', '/about/', 'fr')).toBeNull();
  });
});
