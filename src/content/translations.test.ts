// The laws of the translation status over any site's texts (fast-check), and a few examples.
import fc from 'fast-check';
import {
  type TextPair,
  afterPublish,
  confirm,
  dataTextPairs,
  localeTextPairs,
  outOfDateOf,
  readRecord,
  recordOfAll,
  recordText,
  stateOf,
} from './translations';

const NOW = new Date('2026-03-12T09:00:00Z');
const LATER = new Date('2026-04-01T09:00:00Z');

const words = fc.constantFrom(
  'Cold storage',
  'Koelopslag',
  'Customs',
  'Douane',
  'Fresh',
  'Vers',
  'Air cargo',
);
/** A site's texts: a list of places, each with English and maybe a translation. */
const site = fc
  .array(fc.record({ english: words, translation: fc.option(words, { nil: undefined }) }), {
    maxLength: 8,
  })
  .map((texts): TextPair[] =>
    texts.map((text, index) => ({ file: 'data/services.yaml', field: [index, 'title'], ...text })),
  );

const states = (record: ReturnType<typeof recordOfAll>, pairs: TextPair[]) =>
  pairs.map((pair) => stateOf(record, pair));

describe('the translation status', () => {
  it('a publish that changes no text changes no state', () => {
    fc.assert(
      fc.property(site, site, (start, texts) => {
        // Any record a history could have left: all confirmed, then some English changed.
        const record = afterPublish(recordOfAll(start), start, texts, NOW);
        expect(states(afterPublish(record, texts, texts, LATER), texts)).toEqual(
          states(record, texts),
        );
      }),
    );
  });

  it('a translation written is up to date; a text with none is missing', () => {
    fc.assert(
      fc.property(site, words, fc.nat(), (texts, written, at) => {
        fc.pre(texts.length > 0);
        const index = at % texts.length;
        const after = texts.map((pair, i) =>
          i === index ? { ...pair, translation: `${written}!` } : pair,
        );
        const record = afterPublish(recordOfAll(texts), texts, after, NOW);
        expect(stateOf(record, after[index])).toBe('upToDate');
        const none = { ...texts[index], translation: undefined };
        expect(stateOf(record, none)).toBe('missing');
      }),
    );
  });

  it('the English changed under a translation: out of date, with the English it was written for and since when, until confirmed or rewritten', () => {
    fc.assert(
      fc.property(site, fc.nat(), (texts, at) => {
        const withTranslation = texts.filter((pair) => pair.translation);
        fc.pre(withTranslation.length > 0);
        const changed = withTranslation[at % withTranslation.length];
        const after = texts.map((pair) =>
          pair === changed ? { ...pair, english: `${pair.english} (new)` } : pair,
        );
        const moved = after[texts.indexOf(changed)];
        const record = afterPublish(recordOfAll(texts), texts, after, NOW);
        expect(stateOf(record, moved)).toBe('outOfDate');
        expect(outOfDateOf(record, moved)).toEqual({
          english: moved.english,
          was: changed.english,
          translation: changed.translation,
          since: NOW.toISOString(),
        });
        // A later publish that leaves it alone keeps when it began.
        const again = afterPublish(record, after, after, LATER);
        expect(outOfDateOf(again, moved)?.since).toBe(NOW.toISOString());
        // Confirmed: up to date, and it stays so across publishes that leave it.
        const confirmed = confirm(again, moved);
        expect(stateOf(afterPublish(confirmed, after, after, LATER), moved)).toBe('upToDate');
      }),
    );
  });

  it('keeps only the site’s pairs, by their words: an entry moved keeps its state', () => {
    fc.assert(
      fc.property(site, (texts) => {
        const record = recordOfAll(texts);
        const reversed = [...texts]
          .reverse()
          .map((pair, index) => ({ ...pair, field: [index, 'title'] }));
        expect(states(afterPublish(record, texts, reversed, NOW), reversed)).toEqual(
          states(record, reversed),
        );
        expect(afterPublish(record, texts, [], NOW)).toEqual({ confirmed: [], outOfDate: [] });
      }),
    );
  });

  it('reads back what it writes; an unreadable file is an empty record', () => {
    fc.assert(
      fc.property(site, (texts) => {
        const record = afterPublish(recordOfAll(texts), texts, texts, NOW);
        expect(readRecord(recordText(record))).toEqual(record);
      }),
    );
    expect(readRecord('not json')).toEqual({ confirmed: [], outOfDate: [] });
  });
});

describe('the texts of a file', () => {
  it('are the localized values of a data file, with their places', () => {
    const values = {
      brandName: 'Noordvliet Cargo',
      blurb: { en: 'Air cargo', nl: 'Luchtvracht' },
      services: [{ slug: 'cold', title: { en: 'Cold storage' } }],
    };
    expect(dataTextPairs('data/x.yaml', values, 'nl')).toEqual([
      { file: 'data/x.yaml', field: ['blurb'], english: 'Air cargo', translation: 'Luchtvracht' },
      { file: 'data/x.yaml', field: ['services', 0, 'title'], english: 'Cold storage' },
    ]);
  });

  it('are the keys of a namespace, placed in the translation’s file', () => {
    expect(
      localeTextPairs('common', { a: 'Home', b: { c: 'Menu' } }, { a: 'Thuis' }, 'nl'),
    ).toEqual([
      { file: 'locales/nl/common.json', field: ['a', 'nl'], english: 'Home', translation: 'Thuis' },
      { file: 'locales/nl/common.json', field: ['b', 'c', 'nl'], english: 'Menu' },
    ]);
  });
});
