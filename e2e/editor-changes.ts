import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { type EntryData, LIST_FIELD, dataFormatName, formats } from '../src/admin/forms/formats';
import { phonePhoto } from './pictures';

/**
 * A week of an editor's ordinary work, made on a copy of the project: entries added to lists
 * and taken out of them, a list reordered, a figure, texts and contact details changed in both
 * languages, the interface's words renamed (menu names, headings, the skip link, buttons), a
 * new partner with its logo, a reason written in English only, a phone's photo (stored on its
 * side) chosen as the about picture.
 * Every change is made to whatever the files hold when it runs (never by finding a known
 * text), so the copy is "the real content, edited", today and after the editors' next changes.
 * The tests that run on such a copy (e2e/tests/edited-content.spec.ts) prove that no test
 * pins a value an editor may change.
 */

type Texts = { en: string; nl: string };

/** What the changes did, for the tests to look for on the built pages. */
export interface EditorChanges {
  partner: string;
  hub: { code: string; name: Texts };
  stat: { slug: string; target: number };
  phone: string;
  email: string;
  /** The first service's new title. */
  title: Texts;
  /** Added in English only: the Dutch page shows it in English. */
  reason: { en: string };
  /** The about picture's new file, in data/: a phone's photo stored on its side (e2e/pictures.ts). */
  aboutPhoto: { file: string; bytes: Buffer };
  partnersHeading: Texts;
  /** Interface texts renamed in both languages, by file and key: `common:pageNames.about`. */
  texts: Record<string, Texts>;
  /** What was taken out of a list, and the services' new order (their slugs). */
  removed: { partner: string; hub: string };
  serviceOrder: string[];
}

/**
 * Changes a data file as the content editor writes it (its own file formats): only the
 * values changed are written, comments and layout stay. `change` gets the form's values.
 */
function editData(copy: string, file: string, change: (entry: EntryData) => void) {
  const target = path.join(copy, 'data', file);
  const { format } = formats.find(({ name }) => name === dataFormatName(file))!;
  const entry = format.fromFile(readFileSync(target, 'utf8'));
  change(entry);
  writeFileSync(target, format.toFile(entry));
}

function editLocale(
  copy: string,
  language: 'en' | 'nl',
  namespace: string,
  keys: string[],
  text: string,
) {
  const target = path.join(copy, 'locales', language, `${namespace}.json`);
  const texts = JSON.parse(readFileSync(target, 'utf8'));
  const parent = keys.slice(0, -1).reduce((node, key) => node[key], texts);
  parent[keys.at(-1)!] = text;
  writeFileSync(target, `${JSON.stringify(texts, null, 2)}\n`);
}

/** A code of three capitals that none of `taken` is. */
function freeCode(taken: string[]): string {
  for (const code of ['ZRH', 'CPH', 'VIE', 'MAD', 'OSL', 'LHR', 'BCN', 'ARN'])
    if (!taken.includes(code)) return code;
  throw new Error('every candidate hub code is taken');
}

/** Makes the changes in the project copy at `copy` and says what they were. */
export async function makeEditorChanges(copy: string): Promise<EditorChanges> {
  const partner = 'Polder Pharma Freight';
  const logo = 'polder-pharma-freight.png';
  await sharp({ create: { width: 640, height: 200, channels: 4, background: '#5a1e32' } })
    .png()
    .toFile(path.join(copy, 'data/images/partners', logo));
  editData(copy, 'partners.yaml', (entry) =>
    entry[LIST_FIELD].push({ name: partner, logo: `./images/partners/${logo}` }),
  );

  const hub = {
    code: '',
    name: { en: 'Test Field International', nl: 'Testveld Internationaal' },
  };
  editData(copy, 'hubs.yaml', (entry) => {
    hub.code = freeCode(entry[LIST_FIELD].map(({ code }: { code: string }) => code));
    entry[LIST_FIELD].push(hub);
  });

  // The first counter with a typed figure gets half as much again.
  const stat = { slug: '', target: 0 };
  editData(copy, 'stats.yaml', (entry) => {
    const counter = entry[LIST_FIELD].find(
      ({ target }: { target?: number }) => typeof target === 'number',
    );
    if (!counter) throw new Error('data/stats.yaml has no stat with a figure');
    counter.target = Math.round(counter.target * 1.5) + 1;
    Object.assign(stat, { slug: counter.slug, target: counter.target });
  });

  const phone = '+31 20 765 4321';
  const email = 'freight-desk@cargo-test.example';
  editData(copy, 'company.yaml', (entry) => Object.assign(entry, { phone, email }));

  // The first service renamed, in both languages.
  const title = { en: 'Renamed service for testing', nl: 'Hernoemde dienst voor de test' };
  editData(copy, 'services.yaml', (entry) => {
    entry[LIST_FIELD][0].title = title;
  });

  const reason = { en: 'A reason added by an editor, not yet translated' };
  const aboutPhoto = { file: 'images/about/from-a-phone.jpg', bytes: await phonePhoto() };
  writeFileSync(path.join(copy, 'data', aboutPhoto.file), aboutPhoto.bytes);
  editData(copy, 'about.yaml', (entry) => {
    entry.whyChooseUs.push(reason);
    entry.image = `./${aboutPhoto.file}`;
  });

  const partnersHeading = { en: 'Flying with these partners', nl: 'Wij vliegen met deze partners' };
  // The interface's words an editor renames: menu names, headings, the skip link, buttons.
  const texts: Record<string, Texts> = {
    'home:partners.heading': partnersHeading,
    'common:pageNames.about': { en: 'Who we are', nl: 'Wie wij zijn' },
    'common:pageNames.terms': { en: 'Terms of business', nl: 'Leveringsvoorwaarden' },
    'common:footer.terms': { en: 'Our terms of business', nl: 'Onze leveringsvoorwaarden' },
    'common:skipToContent': { en: 'Jump to the main text', nl: 'Ga meteen naar de tekst' },
    'common:header.theme': { en: 'Night colours', nl: 'Nachtkleuren' },
    'common:header.openMenu': { en: 'Show the menu', nl: 'Toon het menu' },
    'common:actions.getQuote': { en: 'Ask us for a price', nl: 'Vraag ons een prijs' },
    'contact:hoursHeading': { en: 'When you can reach us', nl: 'Wanneer u ons bereikt' },
  };
  for (const [key, words] of Object.entries(texts)) {
    const [namespace, name] = key.split(':');
    for (const language of ['en', 'nl'] as const)
      editLocale(copy, language, namespace, name.split('.'), words[language]);
  }

  // Lists that shrink: the first partner and the first hub taken out (their pictures stay).
  const removed = { partner: '', hub: '' };
  editData(copy, 'partners.yaml', (entry) => {
    removed.partner = entry[LIST_FIELD].shift().name;
  });
  editData(copy, 'hubs.yaml', (entry) => {
    removed.hub = entry[LIST_FIELD].shift().code;
  });
  // A list reordered: the services, last first.
  editData(copy, 'services.yaml', (entry) => entry[LIST_FIELD].reverse());
  const services = parse(readFileSync(path.join(copy, 'data/services.yaml'), 'utf8'));
  const serviceOrder = (services as Array<{ slug: string }>).map(({ slug }) => slug);

  return {
    partner,
    hub,
    stat,
    phone,
    email,
    title,
    reason,
    aboutPhoto,
    partnersHeading,
    texts,
    removed,
    serviceOrder,
  };
}
