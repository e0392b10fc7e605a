/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { fixtureRoot } from '../../jest/fixture';
import { changed } from '../../jest/content-api';
import { languageInfo } from '../core/languages';
import { joinTexts } from './joined-texts';
import { entrySummary, fieldLabels, modelWord, textLabels } from './words';
import { versionChanges } from './version-changes';

const fixture = (file: string) => readFileSync(path.join(fixtureRoot, file), 'utf8');

describe('what differs between an earlier version of a form and today, in the form’s words', () => {
  it('names a changed value of a list entry by the entry’s summary and the field’s labels, then and now', () => {
    const hubs = fixture('data/hubs.yaml');
    const [, second] = parse(hubs) as Array<{ code: string; name: { nl: string } }>;
    const now = changed('data/hubs.yaml', hubs, (values) => {
      (values as unknown as Array<{ name: { nl: string } }>)[1].name.nl = 'Luik-Bierset';
    });
    expect(versionChanges('data/hubs.yaml', hubs, now)).toEqual([
      {
        words: [
          entrySummary('hubs.yaml', parse(now)[1], 1),
          ...fieldLabels('hubs.yaml', ['name', 'nl']),
        ],
        // In the Dutch editor the entry as its Dutch list names it, the labels in Dutch.
        wordsIn: {
          nl: [
            entrySummary('hubs.yaml', parse(now)[1], 1, 'nl'),
            ...fieldLabels('hubs.yaml', ['name', 'nl']).map((word) => modelWord(word, 'nl')),
          ],
        },
        then: second.name.nl,
        now: 'Luik-Bierset',
      },
    ]);
  });

  it('says an entry there on one side only whole, and nothing of a version the same as today', () => {
    const hubs = fixture('data/hubs.yaml');
    const fewer = changed('data/hubs.yaml', hubs, (values) => {
      (values as unknown as unknown[]).pop();
    });
    const [gone] = versionChanges('data/hubs.yaml', hubs, fewer);
    expect(gone.now).toBeUndefined();
    expect(gone.then).toContain((parse(hubs) as Array<{ code: string }>).at(-1)!.code);
    expect(versionChanges('data/hubs.yaml', hubs, hubs)).toEqual([]);
  });

  it('names a field of a file of one form by its label', () => {
    const company = fixture('data/company.yaml');
    const now = changed(
      'data/company.yaml',
      company,
      (values) => (values.phone = '+31 20 700 0000'),
    );
    const [change] = versionChanges('data/company.yaml', company, now);
    expect(change.words).toEqual(fieldLabels('company.yaml', ['phone']));
    expect(change.now).toBe('+31 20 700 0000');
  });

  it('names an interface text by its labels and its language, in a texts form’s joined file', () => {
    const files = { en: fixture('locales/en/common.json'), nl: fixture('locales/nl/common.json') };
    const then = joinTexts(files);
    const dutch = JSON.parse(files.nl);
    const now = joinTexts({
      ...files,
      nl: JSON.stringify({ ...dutch, skipToContent: 'Ga naar de tekst' }),
    });
    const [change] = versionChanges('locales/common.json', then, now);
    expect(change).toEqual({
      words: [...textLabels('common', ['skipToContent']), languageInfo.nl.nativeName],
      then: dutch.skipToContent,
      now: 'Ga naar de tekst',
    });
  });
});
