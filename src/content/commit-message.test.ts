/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { fixtureRoot } from '../../jest/fixture';
import { fieldOf, textsLabel } from './words';
import { commitMessage } from './commit-message';

type Entry = Record<string, unknown> & { title?: { en: string }; name?: unknown };

const stored = (file: string) => readFileSync(path.join(fixtureRoot, file), 'utf8');
const list = (file: string) => parse(stored(file)) as Entry[];
/** The message of a Publish that writes `files` over the fixture's content. */
const message = (files: Record<string, string>) =>
  commitMessage(new Map(Object.entries(files)), async (file) => stored(file));

describe('a Publish’s commit message says what changed, as the form names it', () => {
  it('names the entry of a list that changed', async () => {
    const services = list('data/services.yaml');
    services[1] = { ...services[1], description: { en: 'New.', nl: 'Nieuw.' } };
    expect(await message({ 'data/services.yaml': stringify(services) })).toBe(
      `Services: ${services[1].title!.en} changed`,
    );
  });

  it('names entries added and removed, and a list only put in another order', async () => {
    const partners = list('data/partners.yaml');
    const added = [{ name: 'Polar Air Test', logo: partners[0].logo }, ...partners.slice(0, -1)];
    expect(await message({ 'data/partners.yaml': stringify(added) })).toBe(
      `Partners: Polar Air Test added; ${partners.at(-1)!.name} removed`,
    );
    const services = list('data/services.yaml');
    expect(
      await message({
        'data/services.yaml': stringify([services[1], services[0], ...services.slice(2)]),
      }),
    ).toBe('Services: order changed');
  });

  it('names only what changed when a side wrote the same values with its keys in another order', async () => {
    const services = list('data/services.yaml');
    // Each entry's fields in reverse order (a file edited by hand), one description changed.
    const reordered = services.map((entry) => Object.fromEntries(Object.entries(entry).reverse()));
    reordered[1] = { ...reordered[1], description: { nl: 'Nieuw.', en: 'New.' } };
    expect(await message({ 'data/services.yaml': stringify(reordered) })).toBe(
      `Services: ${services[1].title!.en} changed`,
    );
  });

  it('counts the entries when more than three changed', async () => {
    const hubs = list('data/hubs.yaml').map((hub) => ({ ...hub, name: { en: 'x', nl: 'x' } }));
    expect(await message({ 'data/hubs.yaml': stringify(hubs) })).toBe(
      `Hubs: ${hubs.length} entries changed`,
    );
  });

  it('names the fields of a form without a list by their labels', async () => {
    const company = parse(stored('data/company.yaml'));
    const changed = stringify({ ...company, phone: '+31 20 765 4321' });
    expect(await message({ 'data/company.yaml': changed })).toBe(
      `Company: ${fieldOf('company.yaml', 'phone')!.words.label} changed`,
    );
  });

  it('is one line for a form of interface texts, whose languages are files of their own', async () => {
    const files = Object.fromEntries(
      ['en', 'nl'].map((language) => {
        const file = `locales/${language}/home.json`;
        return [file, JSON.stringify({ ...JSON.parse(stored(file)), extra: language })];
      }),
    );
    expect(await message(files)).toBe(`${textsLabel('home')} changed`);
  });
});
