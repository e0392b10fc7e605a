import fc from 'fast-check';
import {
  EDITOR_LANGUAGE_COOKIE,
  acceptedLanguages,
  editorLanguages,
  isEditorLanguage,
  pickEditorLanguage,
  requestEditorLanguage,
} from './editor-language';

const spoken = fc.constantFrom(...editorLanguages);
/** A language tag the editor does not speak (`de`, `fr-CA`, …). */
const unspoken = fc
  .tuple(
    fc.constantFrom('de', 'fr', 'es', 'pl', 'zh', 'x'),
    fc.constantFrom('', '-CA', '-BE', '-Hant'),
  )
  .map(([language, region]) => language + region);
const region = fc.constantFrom('', '-NL', '-BE', '-GB', '-US');

describe('the editor language a person wants', () => {
  test('is always one the editor speaks, English when none is', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (wanted) => {
        expect(isEditorLanguage(pickEditorLanguage(wanted))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.array(unspoken), (wanted) => {
        expect(pickEditorLanguage(wanted)).toBe('en');
      }),
    );
  });

  test('is the first spoken one, whatever its region or case, and whatever follows', () => {
    fc.assert(
      fc.property(
        fc.array(unspoken),
        spoken,
        region,
        fc.boolean(),
        fc.array(fc.oneof(unspoken, spoken)),
        (before, language, regionTag, upper, after) => {
          const tag = language + regionTag;
          const wanted = [...before, upper ? tag.toUpperCase() : tag, ...after];
          expect(pickEditorLanguage(wanted)).toBe(language);
        },
      ),
    );
  });

  test('examples', () => {
    expect(pickEditorLanguage(['nl-NL', 'en'])).toBe('nl');
    expect(pickEditorLanguage(['de-DE', 'nl'])).toBe('nl');
    expect(pickEditorLanguage([])).toBe('en');
  });
});

describe('an Accept-Language header', () => {
  const entry = fc.record({
    tag: fc.oneof(spoken, unspoken),
    q: fc.option(
      fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
      { nil: undefined },
    ),
  });
  const header = (entries: Array<{ tag: string; q?: number }>) =>
    entries.map(({ tag, q }) => (q === undefined ? tag : `${tag};q=${q}`)).join(', ');

  test('gives its wanted tags, most wanted first, in their order where equal', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const weighted = entries
          .map(({ tag, q }, order) => ({ tag, q: q ?? 1, order }))
          .filter(({ q }) => q > 0)
          .sort((a, b) => b.q - a.q || a.order - b.order);
        expect(acceptedLanguages(header(entries))).toEqual(weighted.map(({ tag }) => tag));
      }),
    );
  });

  test('examples', () => {
    expect(acceptedLanguages('nl-NL,nl;q=0.9,en;q=0.5')).toEqual(['nl-NL', 'nl', 'en']);
    expect(acceptedLanguages('en;q=0.1, nl')).toEqual(['nl', 'en']);
    expect(acceptedLanguages('nl;q=0, *')).toEqual([]);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});

describe('the editor language a request asks for', () => {
  const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

  test('is the cookie’s choice, else its Accept-Language, else English', () => {
    expect(requestEditorLanguage(request({ 'Accept-Language': 'nl-NL,nl;q=0.9' }))).toBe('nl');
    expect(
      requestEditorLanguage(
        request({ 'Accept-Language': 'nl-NL', Cookie: `a=b; ${EDITOR_LANGUAGE_COOKIE}=en` }),
      ),
    ).toBe('en');
    // A cookie naming no language of the editor is not a choice.
    expect(
      requestEditorLanguage(
        request({ 'Accept-Language': 'nl', Cookie: `${EDITOR_LANGUAGE_COOKIE}=de` }),
      ),
    ).toBe('nl');
    expect(requestEditorLanguage(request({ Cookie: `x${EDITOR_LANGUAGE_COOKIE}=nl` }))).toBe('en');
    expect(requestEditorLanguage(request({}))).toBe('en');
  });
});
