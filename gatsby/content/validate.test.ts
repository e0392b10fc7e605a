/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { messages } from '../../src/content/problem';
import { modelWord } from '../../src/content/words';
import { NOT_IN_LANGUAGE } from '../../src/content/summary-template';
import { checkContent } from '../../src/content/check';
import { fixtureRoot } from '../../jest/fixture';
import { yamlBomb } from '../../jest/yaml-bomb';
import { copyWith, replace, reportWith, validateWith } from '../../jest/fixture-copies';
import { validateContent, workingTree } from './validate';
import { editorDir } from '../admin/write-admin';

const root = path.resolve(__dirname, '../..');
describe('the real content', () => {
  // Warnings (a text without its Dutch one) are the editors' to weigh: validate accepts them.
  it('has no problems', async () => {
    expect(messages((await validateContent(root)).errors)).toEqual([]);
  });
});

describe('the tests’ own content (jest/fixture/)', () => {
  it('has no problems and no warnings: it follows the content model', async () => {
    expect(await validateContent(copyWith({}))).toEqual({ errors: [], warnings: [] });
  });
});

describe('a broken content file is reported by file, entry and field', () => {
  it.each<[string, Record<string, (text: string) => string>, string]>([
    [
      'a missing field',
      { 'data/services.yaml': replace('- slug: customs\n  icon: customs\n', '- slug: customs\n') },
      'data/services.yaml, service "customs": field "icon" must be one of plane, globe, customs, snowflake, truck, clock, shield, found nothing (the field is missing)',
    ],
    [
      'a single text where a list belongs',
      {
        'data/services.yaml': replace(
          /(- slug: customs[\s\S]*?) {2}features:\n( {4}- .*\n)+/,
          '$1  features: { en: "Customs forms", nl: "Douaneformulieren" }\n',
        ),
      },
      'data/services.yaml, service "customs": field "features" must be a list of texts, each in English and Dutch ({ en: "…", nl: "…" }), found a group of fields (en, nl)',
    ],
    [
      'a plain text where a list of texts belongs',
      {
        'data/terms.yaml': replace(
          /(- number: 2\n {6}title: Applicability\n {6}paragraphs:\n)( {8}- .*\n)+/,
          '$1',
        ),
      },
      'data/terms.yaml, version "2026-01-01": field "articles", item 2, field "paragraphs" must be a list of texts, found an empty value',
    ],
    [
      'a duplicate id',
      { 'data/hubs.yaml': replace('- code: MST', '- code: LGG') },
      'data/hubs.yaml, hub "LGG": field "code" must be unique, found "LGG", which the 2nd hub from the top already has',
    ],
    [
      'an unknown (misspelt) field',
      {
        'data/services.yaml': replace(
          '- slug: customs\n  icon: customs\n',
          '- slug: customs\n  icon: customs\n  titel: Customs\n',
        ),
      },
      'data/services.yaml, service "customs": unknown field "titel"; did you mean "title"? (the fields here are slug, icon, title, description, features)',
    ],
    [
      'an unquoted text with a comma inside { }',
      {
        'data/about.yaml': replace(
          '{ en: "Customs, storage and handling under one roof", nl: "Douane, opslag en afhandeling onder één dak" }',
          '{ en: Customs, storage and handling under one roof, nl: Douane }',
        ),
      },
      'data/about.yaml: unknown field "storage and handling under one roof" in field "whyChooseUs", item 2; a text that contains a comma inside { … } must be in "quotes" (the fields here are en, nl)',
    ],
    [
      'a missing image',
      { 'data/partners.yaml': replace('lowlands-handling.png', 'lowlands.png') },
      'data/partners.yaml, partner "Lowlands Handling": field "logo" must be the path of a picture in data/images/partners/, such as ./images/partners/photo.jpg, found "./images/partners/lowlands.png", which does not exist (paths start from the data/ folder)',
    ],
    [
      'a file that is not an image',
      {
        'data/service-highlights.yaml': replace(
          './images/services/cold-storage.jpg',
          './stats.yaml',
        ),
      },
      'data/service-highlights.yaml, home service card "cold-storage": field "image" must be the path of a picture in data/images/services/, such as ./images/services/photo.jpg, found "./stats.yaml", which is not in data/images/services/',
    ],
    [
      'a bad e-mail address',
      { 'data/company.yaml': replace(/^email: .*$/m, 'email: info(at)noordvliet-cargo.example') },
      'data/company.yaml: field "email" must be an e-mail address, such as info@example.com, found a single text ("info(at)noordvliet-cargo.example")',
    ],
    [
      'a phone number not in international form',
      { 'data/company.yaml': replace(/^phone: .*$/m, "phone: '020 123 4567'") },
      'data/company.yaml: field "phone" must be a phone number in international form, such as +31 20 123 4567, found a single text ("020 123 4567")',
    ],
    [
      'a web address that is not https',
      { 'data/news-links.yaml': replace('https://www.freightwaves.com/', 'www.freightwaves.com') },
      'data/news-links.yaml, news link "FreightWaves": field "url" must be a web address starting with https://, found a single text ("www.freightwaves.com")',
    ],
    [
      'a maps address that is not https',
      {
        'data/company.yaml': replace(
          "mapsEmbedSrc: ''",
          "mapsEmbedSrc: 'http://maps.example/embed'",
        ),
      },
      'data/company.yaml: field "mapsEmbedSrc" must be a web address starting with https://, or empty, found a single text ("http://maps.example/embed")',
    ],
    [
      'a slug that is no URL anchor',
      { 'data/services.yaml': replace('- slug: cargo-cold', '- slug: Cargo Cold') },
      'data/services.yaml, service "Cargo Cold": field "slug" must be lowercase words joined by hyphens, such as "cold-storage", found a single text ("Cargo Cold")',
    ],
    [
      'a number written as text',
      { 'data/stats.yaml': replace('target: 20', 'target: twenty') },
      'data/stats.yaml, stat "years-of-operation": field "target" must be a whole number, such as 20, found a single text ("twenty")',
    ],
    [
      'a stat with neither a figure nor a list to count',
      { 'data/stats.yaml': replace('  countOf: hubs\n', '') },
      'data/stats.yaml, stat "key-hubs": give either field "target" (a figure, such as 20) or field "countOf" (a list it counts, such as hubs), found neither',
    ],
    [
      'a stat with both a figure and a list to count',
      { 'data/stats.yaml': replace('  countOf: hubs\n', '  countOf: hubs\n  target: 6\n') },
      'data/stats.yaml, stat "key-hubs": give either field "target" (a figure, such as 20) or field "countOf" (a list it counts, such as hubs), not both',
    ],
    [
      'a gap in the numbering of the terms',
      { 'data/terms.yaml': replace('- number: 14\n', '- number: 15\n') },
      'data/terms.yaml, version "2026-01-01": the 14th article\'s field "number" must be 14, found the number 15 (articles are numbered 1, 2, 3, … in order, without gaps or repeats)',
    ],
    [
      'a date that does not exist',
      { 'data/terms.yaml': replace('- effective: 2026-01-01', '- effective: 2026-02-30') },
      'data/terms.yaml: item 1 › "effective" is written "2026-02-30", which the site reads as the date 2026-03-02: write a real day as year-month-day, or put a text in "quotes"',
    ],
    [
      'a version of the terms with no article',
      { 'data/terms.yaml': (text) => `${text}- effective: 2025-06-01\n  articles: []\n` },
      'data/terms.yaml, version "2025-06-01": field "articles" must list at least one article, found none',
    ],
    [
      'no version of the terms in force yet',
      { 'data/terms.yaml': replace('- effective: 2026-01-01', '- effective: 2999-01-01') },
      'data/terms.yaml, version "2999-01-01": no version is in force today',
    ],
    [
      'a home card linking to a service that does not exist',
      { 'data/service-highlights.yaml': replace('service: cargo-cold', 'service: cold-store') },
      'data/service-highlights.yaml, home service card "cold-storage": field "service" must be the slug of a service in data/services.yaml (import-export, customs, freight-forwarding, cargo-cold, logistics-last-mile), found "cold-store", so its Learn More link would lead nowhere',
    ],
    [
      'an icon the site does not have',
      { 'data/badges.yaml': replace('icon: clock', 'icon: watch') },
      'data/badges.yaml, badge "around-the-clock": field "icon" must be one of plane, globe, customs, snowflake, truck, clock, shield, found a single text ("watch")',
    ],
    [
      'a missing English text',
      {
        'data/hubs.yaml': replace(
          'name: { en: "Frankfurt", nl: "Frankfurt" }',
          'name: { nl: "Frankfurt" }',
        ),
      },
      'data/hubs.yaml, hub "FRA": field "name", English text must be a text, found nothing (the field is missing)',
    ],
    [
      'a YAML syntax error',
      { 'data/stats.yaml': replace('  target: 100\n', '  target: 100\n   suffix: +\n') },
      'data/stats.yaml, lines 5–6: this is not valid YAML',
    ],
    [
      'a Dutch locale file missing a key',
      { 'locales/nl/contact.json': replace('  "callUs": "Bel ons",\n', '') },
      'locales/nl/contact.json: key "callUs" is missing (in locales/en/contact.json it is "Call us")',
    ],
    [
      'a Dutch locale file with a key English lacks',
      {
        'locales/nl/contact.json': replace(
          '  "callUs": "Bel ons",\n',
          '  "callUs": "Bel ons",\n  "faxUs": "Fax ons",\n',
        ),
      },
      'locales/nl/contact.json: unknown key "faxUs"; locales/en/contact.json has no such key',
    ],
    [
      'a locale file that is not valid JSON',
      { 'locales/en/terms.json': replace('"contents": "Contents",', '"contents": "Contents"') },
      'locales/en/terms.json, line 5: this is not valid JSON',
    ],
  ])('%s', async (_case, edits, message) => {
    const { errors } = await validateWith(edits);
    expect(errors).toHaveLength(1);
    expect(errors[0].startsWith(message)).toBe(true);
  });
});

describe('reporting', () => {
  it('reports a repeated article number as out of order, naming the version', async () => {
    const { errors } = await validateWith({
      'data/terms.yaml': replace('- number: 9\n', '- number: 10\n'),
    });
    expect(errors).toEqual([
      'data/terms.yaml, version "2026-01-01": the 9th article\'s field "number" must be 9, found the number 10 (articles are numbered 1, 2, 3, … in order, without gaps or repeats)',
    ]);
  });

  it('reports versions of the terms out of order and a repeated date', async () => {
    const version = (text: string) => text.slice(text.indexOf('- effective:'));
    const { errors } = await validateWith({
      'data/terms.yaml': (text) =>
        `${text}${version(text).replace('2026-01-01', '2026-06-01')}${version(text)}`,
    });
    expect(errors).toEqual([
      'data/terms.yaml, version "2026-01-01": field "effective" must be unique, found "2026-01-01", which the 1st version from the top already has',
      'data/terms.yaml, version "2026-06-01": the versions must be listed newest first, found 2026-06-01 below 2026-01-01 (move this version to the top of the file)',
    ]);
  });

  it('reports every problem in one run, not just the first', async () => {
    const { errors } = await validateWith({
      'data/company.yaml': replace(/^email: .*$/m, 'email: nope'),
      'data/stats.yaml': replace('target: 20', 'target: twenty'),
      'data/services.yaml': replace('- slug: cargo-cold', '- slug: Cargo Cold'),
      'locales/nl/home.json': replace('  "badgesLabel": "Waarom verladers voor ons kiezen",\n', ''),
    });
    expect(errors).toHaveLength(4);
  });

  it('warns, without failing, about a picture no content file names', async () => {
    const logo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#7a1f3d' },
    })
      .png()
      .toBuffer();
    const report = await validateWith({}, { 'data/images/partners/old-logo.png': logo });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      'data/images/partners/old-logo.png is not shown anywhere: no content file names it (delete it, or name it in a picture field)',
    ]);
  });

  it('warns, without failing, about an English text that has no Dutch one', async () => {
    const report = await validateWith({
      'data/hubs.yaml': replace('{ en: "Liège", nl: "Luik" }', '{ en: "Liège" }'),
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      'data/hubs.yaml, hub "LGG": field "name" has no Dutch text; Dutch pages show the English one',
    ]);
  });

  it('refuses pictures the build cannot use, and takes a sideways phone photo as it is', async () => {
    const sideways = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#7a1f3d' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { errors, warnings } = await validateWith(
      {},
      {
        'data/images/about/operations-at-dusk.jpg': sideways,
        'data/images/partners/nordwind-freight.png': Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"/>',
        ),
      },
    );
    expect(warnings).toEqual([]);
    expect(errors).toEqual([
      'data/partners.yaml, partner "Nordwind Freight": field "logo" must be the path of a picture in data/images/partners/, such as ./images/partners/photo.jpg, found "./images/partners/nordwind-freight.png", which is an SVG drawing, and the site makes its picture sizes from photos and pictures in JPEG, PNG, WebP or AVIF: export it as PNG',
    ]);
  });
});

describe('the findings an editor meets, in every language of the editor', () => {
  it('are said in English as the terminal says them, and in Dutch', async () => {
    const sideways = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#7a1f3d' },
    })
      .png()
      .toBuffer();
    const { errors, warnings } = await reportWith(
      {
        'data/company.yaml': replace(/^phone: .*$/m, "phone: '020 123'"),
        'data/hubs.yaml': (text) =>
          text
            .replace('- code: MST', '- code: LGG')
            .replace('{ en: "Liège", nl: "Luik" }', '{ en: "Liège" }'),
        'data/stats.yaml': replace('target: 20', 'target: 20\n  countOf: hubs'),
        'data/terms.yaml': replace('- number: 9\n', '- number: 10\n'),
        'data/badges.yaml': replace('  icon: clock\n', '  icon: clock\n  lable: Open\n'),
        'data/service-highlights.yaml': replace('service: cargo-cold', 'service: cold-store'),
      },
      {
        'data/images/partners/nordwind-freight.png': Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"/>',
        ),
        'data/images/partners/old-logo.png': sideways,
      },
    );
    const found = [...errors, ...warnings];
    expect(found).toHaveLength(9);
    for (const { message, said } of found) {
      expect(said?.en).toBe(message);
      expect(said?.nl).not.toBe(message);
    }
    const dutch = found.map(({ said }) => said!.nl);
    expect(dutch).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/company\.yaml: veld "phone" moet zijn: een telefoonnummer in internationale vorm, zoals .*; gevonden: één tekst \("020 123"\)$/,
        ),
        expect.stringMatching(
          /^data\/hubs\.yaml, hub "LGG": veld "code" moet uniek zijn, .* de 2e hub van boven al heeft$/,
        ),
        expect.stringMatching(
          /heeft geen tekst in het Nederlands; pagina's in het Nederlands tonen die in het Engels$/,
        ),
        expect.stringMatching(
          /^data\/terms\.yaml, versie "2026-01-01": veld "number" van het 9e artikel moet 9 zijn/,
        ),
        expect.stringMatching(/dat is een SVG-tekening/),
        expect.stringMatching(/^data\/images\/partners\/old-logo\.png wordt nergens getoond/),
        expect.stringMatching(/: geef óf veld "target" .* niet allebei$/),
        expect.stringMatching(
          /^data\/badges\.yaml, badge "around-the-clock": onbekend veld "lable"; bedoelt u "label"\? \(de velden hier zijn slug, icon, label\)$/,
        ),
        expect.stringMatching(
          /: veld "service" moet de slug van een dienst in data\/services\.yaml zijn \(.*\), gevonden: "cold-store", dus de link Lees meer zou nergens heen leiden$/,
        ),
      ]),
    );
  });

  it('a developer’s finding (a file the site does not read) is said in English only', async () => {
    const { errors } = await reportWith({
      'locales/en/terms.json': replace('"contents": "Contents",', '"contents": "Contents"'),
    });
    expect(errors).toHaveLength(1);
    expect(errors[0].said).toBeUndefined();
  });
});

describe('where each problem is, in the words of the editor’s form', () => {
  it('names the form, the entry as its list shows it and the field by its label', async () => {
    const { errors, warnings } = await reportWith({
      'data/services.yaml': replace('- slug: cargo-cold', '- slug: customs'),
      'data/hubs.yaml': replace('{ en: "Liège", nl: "Luik" }', '{ en: "Liège" }'),
      'data/company.yaml': replace(/^ {2}postalCode: .*$/m, '  postalCode: 7'),
      'locales/nl/contact.json': replace('  "callUs": "Bel ons",\n', '  "callUs": "",\n'),
    });
    /** A list entry's place in the Dutch editor: its Dutch name there, the labels in Dutch. */
    const inDutch = ([form, , ...labels]: string[], entry: string) => ({
      nl: [modelWord(form, 'nl'), entry, ...labels.map((label) => modelWord(label, 'nl'))],
    });
    // The cold storage service's Dutch title, as the tests' own content has it.
    const coldStorageNl = (
      parse(readFileSync(path.join(fixtureRoot, 'data/services.yaml'), 'utf8')) as Array<{
        slug: string;
        title: { nl: string };
      }>
    ).find(({ slug }) => slug === 'cargo-cold')!.title.nl;
    expect(errors.map(({ place }) => place)).toEqual([
      {
        file: 'data/company.yaml',
        field: ['address', 'postalCode'],
        words: ['Company', 'Postal address', 'Postal code'],
      },
      {
        file: 'data/services.yaml',
        entry: 3,
        field: ['slug'],
        words: ['Services', 'Cold storage', 'Advanced', 'Web address name'],
        wordsIn: inDutch(['Services', '', 'Advanced', 'Web address name'], coldStorageNl),
      },
      {
        file: 'data/service-highlights.yaml',
        entry: 2,
        field: ['service'],
        words: ['Service highlights', 'Cold storage', 'Service it links to'],
        wordsIn: inDutch(['Service highlights', '', 'Service it links to'], coldStorageNl),
      },
      {
        file: 'locales/nl/contact.json',
        field: ['callUs', 'nl'],
        words: ['Texts: Contact', 'Call us', 'Nederlands'],
      },
    ]);
    expect(warnings.map(({ place }) => place)).toEqual([
      {
        file: 'data/hubs.yaml',
        entry: 1,
        field: ['name', 'nl'],
        words: ['Hubs', 'LGG — Liège', 'Airport name', 'Nederlands'],
        // Its Dutch name taken away: the Dutch list says so, and so does the place.
        wordsIn: inDutch(
          ['Hubs', '', 'Airport name', 'Nederlands'],
          `LGG — (${NOT_IN_LANGUAGE.nl})`,
        ),
      },
    ]);
  });
});

describe('npm run validate', () => {
  const validate = (copy: string) => {
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'scripts/validate-content.ts')],
      { cwd: copy, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    return { output: `${result.stdout}${result.stderr}`, status: result.status };
  };

  it('reports a YAML syntax error with the message alone and exits 1', () => {
    const { output, status } = validate(
      copyWith({ 'data/hubs.yaml': replace('- code: MST', '- code: MST\n  name: {') }),
    );
    expect(output).toContain('data/hubs.yaml, line 9: this is not valid YAML');
    expect(output).not.toMatch(/\bat \S+ \(|Error:|YAMLParseError/);
    expect(status).toBe(1);
  });

  it('says a YAML bomb in a sentence and exits 1, and names a file the site does not read', () => {
    const bomb = yamlBomb(9);
    const copy = copyWith({ 'data/company.yaml': (text) => `${text}${bomb}\n` });
    writeFileSync(path.join(copy, 'data/news-links.yml'), 'url: http://phish.example/login\n');
    const { output, status } = validate(copy);
    expect(output).toContain('data/company.yaml: its aliases (*name) copy more than');
    expect(output).toContain('data/news-links.yml is not a file of the site');
    expect(output).not.toMatch(/\bat \S+ \(|Error:|RangeError/);
    expect(status).toBe(1);
  });

  it('only reads: valid content passes and no editor is written (a running one keeps its own)', () => {
    const copy = copyWith({});
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'scripts/validate-content.ts')],
      { cwd: copy, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    expect(result.stdout).toContain('0 problems');
    expect(result.status).toBe(0);
    expect(existsSync(path.join(editorDir(copy), 'config.yml'))).toBe(false);
  });
});

describe('a change to the general conditions, as the editor checks it (against what is stored)', () => {
  const today = '2026-11-25';
  const checkChange = async (edit: (text: string) => string) => {
    const { errors } = await checkContent(workingTree(copyWith({ 'data/terms.yaml': edit })), {
      today,
      before: workingTree(fixtureRoot),
    });
    return messages(errors);
  };
  const newest = (text: string) => text.slice(text.indexOf('- effective:'));
  const withVersion = (date: string) => (text: string) =>
    text.replace(
      '- effective: 2026-01-01',
      `${newest(text).replace('2026-01-01', date)}- effective: 2026-01-01`,
    );

  it('refuses a change to the version in force, naming it', async () => {
    expect(
      await checkChange(replace('title: Definitions\n', 'title: Definitions and terms\n')),
    ).toEqual([
      'data/terms.yaml, version "2026-01-01": this version is in force from 1 January 2026 and cannot be changed: it is the text clients agreed to. To change the conditions, add a new version on top (Add version) with the date it takes effect',
    ]);
  });

  it('refuses taking it away by a new date, which is also a new version dated back', async () => {
    expect(
      await checkChange(replace('- effective: 2026-01-01', '- effective: 2026-01-02')),
    ).toEqual([
      'data/terms.yaml, version "2026-01-02": a new version cannot take effect before today (25 November 2026): shipments already agreed were agreed under the version then in force',
      'data/terms.yaml: the version in force from 1 January 2026 (2026-01-01) was removed or its date changed; a version whose date has come stays as it is, for the shipments it governed (add a new version instead)',
    ]);
  });

  it('refuses a new version dated before today, and takes one from today or ahead', async () => {
    expect(await checkChange(withVersion('2026-11-24'))).toEqual([
      'data/terms.yaml, version "2026-11-24": a new version cannot take effect before today (25 November 2026): shipments already agreed were agreed under the version then in force',
    ]);
    expect(await checkChange(withVersion(today))).toEqual([]);
    expect(await checkChange(withVersion('2027-01-01'))).toEqual([]);
  });

  it('checks the rest when what is stored cannot be read (the server checks against it again)', async () => {
    const unreachable = {
      ...workingTree(fixtureRoot),
      readText: async () => {
        throw new Error('the backend is out of reach');
      },
    };
    const { errors } = await checkContent(
      workingTree(copyWith({ 'data/terms.yaml': replace('- number: 9\n', '- number: 10\n') })),
      { today, before: unreachable },
    );
    expect(messages(errors)).toEqual([expect.stringMatching(/the 9th article's field "number"/)]);
  });
});
