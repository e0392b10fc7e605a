/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  LIST_FIELD,
  SOURCE_FIELD,
  dataFormatName,
  dataYaml,
  dataYamlList,
  formats,
  localeTexts,
} from './formats';
import { joinTexts, languageFiles } from '../../content/joined-texts';
import { ADVANCED_FIELD } from './advanced';
import { parse } from 'yaml';
import { fixtureRoot } from '../../../jest/fixture';

/** A file of the tests' own content (jest/fixture/), whose values and layout these tests name. */
const read = (file: string) => readFileSync(path.join(fixtureRoot, file), 'utf8');
const dataFiles = readdirSync(path.join(fixtureRoot, 'data')).filter((file) =>
  file.endsWith('.yaml'),
);
const formatOf = (file: string) =>
  formats.find(({ name }) => name === dataFormatName(file))!.format;

describe('the editor’s file formats', () => {
  it.each(dataFiles)(
    'saving data/%s unchanged gives back the same text, comments and all',
    (file) => {
      const text = read(`data/${file}`);
      const format = formatOf(file);
      expect(format.toFile(format.fromFile(text))).toBe(text);
    },
  );

  it('changes only the line of the value that changed', () => {
    const text = read('data/hubs.yaml');
    const hubs = dataYamlList('hubs.yaml');
    const entry = hubs.fromFile(text);
    entry[LIST_FIELD][1].name.nl = 'Luik-Bierset';
    const saved = hubs.toFile(entry);
    const [before, after] = [text.split('\n'), saved.split('\n')];
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, index) => line !== before[index]);
    expect(changed).toEqual(['  name: { en: "Liège", nl: "Luik-Bierset" }']);
  });

  it('writes a new entry in the layout the file already uses', () => {
    const text = read('data/hubs.yaml');
    const hubs = dataYamlList('hubs.yaml');
    const entry = hubs.fromFile(text);
    entry[LIST_FIELD].push({ code: 'CDG', name: { en: 'Paris Charles de Gaulle', nl: 'Parijs' } });
    expect(hubs.toFile(entry)).toBe(
      `${text}- code: CDG\n  name: { en: "Paris Charles de Gaulle", nl: "Parijs" }\n`,
    );
  });

  it('leaves out a field the file never had when the form sends it empty, and keeps its kinds', () => {
    const text = read('data/stats.yaml');
    const stats = dataYamlList('stats.yaml');
    const entry = stats.fromFile(text);
    const withoutSuffix = entry[LIST_FIELD].findIndex((stat: object) => !('suffix' in stat));
    entry[LIST_FIELD][withoutSuffix].suffix = '';
    entry[LIST_FIELD][0].target = '25';
    const saved = stats.fromFile(stats.toFile(entry));
    expect(saved[LIST_FIELD][withoutSuffix]).not.toHaveProperty('suffix');
    expect(saved[LIST_FIELD][0].target).toBe(25);
  });

  it('moves the fields only a developer should change into their group in the form, and back to their place in the file', () => {
    const text = read('data/services.yaml');
    const services = dataYamlList('services.yaml');
    const entry = services.fromFile(text);
    const [first] = parse(text) as Array<{ slug: string; icon: string }>;
    expect(entry[LIST_FIELD][0]).not.toHaveProperty('slug');
    expect(entry[LIST_FIELD][0][ADVANCED_FIELD]).toEqual({ slug: first.slug, icon: first.icon });
    entry[LIST_FIELD][0][ADVANCED_FIELD].slug = 'customs-clearance';
    entry[LIST_FIELD].push({
      title: { en: 'Pharma', nl: 'Farma' },
      description: { en: 'Medicines at 2–8 °C.' },
      features: [{ en: 'GDP certified' }],
      [ADVANCED_FIELD]: { slug: 'pharma', icon: first.icon },
    });
    const saved = services.toFile(entry);
    expect(saved).toContain('- slug: customs-clearance\n');
    expect(saved).not.toContain(ADVANCED_FIELD);
    // A new entry's fields in the order of the others: its web address name first.
    expect(saved.slice(saved.lastIndexOf('\n- '))).toMatch(/^\n- slug: pharma\n {2}icon: /);
    const company = dataYaml('company.yaml');
    expect(Object.keys(company.fromFile(read('data/company.yaml'))[ADVANCED_FIELD])).toEqual([
      'mapsEmbedSrc',
      'analyticsScriptPath',
    ]);
  });

  it('keeps the file’s text out of the file', () => {
    const company = dataYaml('company.yaml');
    const entry = company.fromFile(read('data/company.yaml'));
    expect(entry[SOURCE_FIELD]).toContain('# The company');
    expect(company.toFile(entry)).not.toContain(SOURCE_FIELD);
  });

  it('shows each interface text in every language side by side, and writes the language files as they are', () => {
    const files = { en: read('locales/en/home.json'), nl: read('locales/nl/home.json') };
    const entry = localeTexts.fromFile(joinTexts(files));
    expect(entry.hero.eyebrow).toEqual({
      en: JSON.parse(files.en).hero.eyebrow,
      nl: JSON.parse(files.nl).hero.eyebrow,
    });
    const saved = languageFiles({ path: 'locales/home.json', raw: localeTexts.toFile(entry) });
    expect(saved).toEqual([
      { path: 'locales/en/home.json', raw: files.en },
      { path: 'locales/nl/home.json', raw: files.nl },
    ]);
  });

  it('changes one language’s file when one text of it changed, and leaves an emptied text out', () => {
    const files = { en: read('locales/en/home.json'), nl: read('locales/nl/home.json') };
    const entry = localeTexts.fromFile(joinTexts(files));
    entry.partners.pause.nl = 'Logo’s stilzetten';
    entry.hero.eyebrow.nl = '';
    const [english, dutch] = languageFiles({
      path: 'locales/home.json',
      raw: localeTexts.toFile(entry),
    });
    expect(english.raw).toBe(files.en);
    const expected = JSON.parse(files.nl);
    expected.partners.pause = 'Logo’s stilzetten';
    delete expected.hero.eyebrow;
    expect(JSON.parse(dutch.raw)).toEqual(expected);
  });

  it('keeps a file of data as it is on its way to the backend', () => {
    const file = { path: 'data/hubs.yaml', raw: read('data/hubs.yaml') };
    expect(languageFiles(file)).toEqual([file]);
  });
});
