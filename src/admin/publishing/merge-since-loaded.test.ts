/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { fixtureRoot } from '../../../jest/fixture';
import { fieldOf } from '../../content/words';
import { storedFiles } from './backend-files';
import type { BackendImplementation } from '../decap/types';
import { LIST_FIELD, dataYaml, dataYamlList, localeTexts } from '../forms/formats';
import { mergeMeanwhile } from './merge-since-loaded';
import { joinTexts } from '../forms/joined-texts';

/** GitHub's backend as the check reads it: each folder's files with their blob versions. */
function gitHubStandIn(files: Record<string, string>) {
  return {
    async entriesByFolder(folder: string, extension: string) {
      return Object.entries(files)
        .filter(([file]) => file.startsWith(`${folder}/`) && file.endsWith(`.${extension}`))
        .map(([file, data]) => ({ file: { path: file, id: `sha-${data.length}` }, data }));
    },
  } as unknown as BackendImplementation;
}

const fixture = (file: string) => readFileSync(path.join(fixtureRoot, file), 'utf8');
const company = fixture('data/company.yaml');
const phoneLabel = fieldOf('company.yaml', 'phone')!.words.label;

/** What this person's form writes: loaded from `loaded`, with `change` made in the form. */
function publishOf(loaded: string, change: (data: Record<string, unknown>) => void) {
  const format = dataYaml('company.yaml');
  const data = format.fromFile(loaded);
  change(data);
  return { path: 'data/company.yaml', raw: format.toFile(data) };
}

describe('a Publish against what the backend holds now', () => {
  it('writes the form’s file as it is when nobody changed it meanwhile', async () => {
    const mine = publishOf(company, (data) => (data.email = 'sales@a.example'));
    const stored = storedFiles(gitHubStandIn({ 'data/company.yaml': company }));
    expect(await mergeMeanwhile(mine, stored)).toEqual({ file: mine, clashes: [] });
  });

  it('merges into a file changed meanwhile, keeping both people’s values and the file’s layout', async () => {
    const mine = publishOf(company, (data) => (data.email = 'sales@a.example'));
    const theirs = company.replace(/phone: .*/, "phone: '+31 20 111 2222'");
    const stored = storedFiles(gitHubStandIn({ 'data/company.yaml': theirs }));
    const result = await mergeMeanwhile(mine, stored);
    expect(result.clashes).toEqual([]);
    expect(result.changedMeanwhile).toBe(theirs);
    expect(result.file.raw).toBe(theirs.replace(/email: .*/, 'email: sales@a.example'));
  });

  it('refuses a value both changed, in the form’s words, and proposes the file now with this person’s value', async () => {
    const mine = publishOf(company, (data) => (data.phone = '+31 20 333 4444'));
    const theirs = company.replace(/phone: .*/, "phone: '+31 20 111 2222'");
    const stored = storedFiles(gitHubStandIn({ 'data/company.yaml': theirs }));
    const result = await mergeMeanwhile(mine, stored);
    expect(result.clashes).toEqual([
      {
        message: `Company › ${phoneLabel} was changed to “+31 20 111 2222” since you opened this form; you changed it to “+31 20 333 4444”.`,
        place: { file: 'data/company.yaml', field: ['phone'], words: ['Company', phoneLabel] },
      },
    ]);
    expect(result.file).toBe(mine);
    expect(result.proposal).toBe(theirs.replace(/phone: .*/, "phone: '+31 20 333 4444'"));
  });

  it('keeps an entry each added to a list', async () => {
    const hubs = fixture('data/hubs.yaml');
    const format = dataYamlList('hubs.yaml');
    const data = format.fromFile(hubs);
    data[LIST_FIELD] = [...data[LIST_FIELD], { code: 'BRU', name: { en: 'Brussels' } }];
    const mine = { path: 'data/hubs.yaml', raw: format.toFile(data) };
    const theirs = `${hubs.trimEnd()}\n- code: CGN\n  name: { en: "Cologne" }\n`;
    const result = await mergeMeanwhile(
      mine,
      storedFiles(gitHubStandIn({ 'data/hubs.yaml': theirs })),
    );
    const codes = (parse(result.file.raw) as Array<{ code: string }>).map(({ code }) => code);
    expect(codes.slice(-2).sort()).toEqual(['BRU', 'CGN']);
    expect(codes).toHaveLength((parse(hubs) as unknown[]).length + 2);
  });

  it('merges a form of interface texts against each language’s file as it is now', async () => {
    const [en, nl] = ['en', 'nl'].map((language) => fixture(`locales/${language}/home.json`));
    const joined = joinTexts({ en, nl });
    const data = localeTexts.fromFile(joined);
    // Two texts at the top of the file: this person changes the one's English, the other
    // person (meanwhile) the other's Dutch.
    const [mineKey, theirKey] = Object.keys(JSON.parse(en)).filter(
      (key) => typeof JSON.parse(en)[key] === 'string',
    );
    data[mineKey].en = 'Changed';
    const mine = { path: 'locales/home.json', raw: localeTexts.toFile(data) };
    const theirsNl = JSON.stringify({ ...JSON.parse(nl), [theirKey]: 'Nieuw' }, null, 2);
    const stored = storedFiles(
      gitHubStandIn({ 'locales/en/home.json': en, 'locales/nl/home.json': theirsNl }),
    );
    const result = await mergeMeanwhile(mine, stored);
    expect(result.clashes).toEqual([]);
    const merged = JSON.parse(result.file.raw);
    expect([merged.en[mineKey], merged.nl[theirKey]]).toEqual(['Changed', 'Nieuw']);
  });
});
