/**
 * @jest-environment node
 */
// A save merged with what was stored since its form was loaded (./since-loaded.ts), as the
// content API runs it: examples in the form's words (the merge's laws: ./merge.laws.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { fixtureRoot } from '../../../jest/fixture';
import { fieldOf } from '../words';
import { mergeSinceLoaded } from './since-loaded';
import { readValues, writeValuesOver } from './merge-file';

const fixture = (file: string) => readFileSync(path.join(fixtureRoot, file), 'utf8');
const COMPANY = 'data/company.yaml';
const company = fixture(COMPANY);
const phoneLabel = fieldOf('company.yaml', 'phone')!.words.label;

/** `text` of `file` with `change` made to its values, as a form writes it. */
function changedText(file: string, text: string, change: (data: Record<string, unknown>) => void) {
  const data = readValues(file, text) as Record<string, unknown>;
  change(data);
  return writeValuesOver(file, text, data);
}

test('a file nobody changed meanwhile is written as the person has it; so is one whose base is not known', () => {
  const mine = changedText(COMPANY, company, (data) => (data.email = 'sales@a.example'));
  expect(mergeSinceLoaded(COMPANY, mine, company, company)).toEqual({
    kind: 'unchanged',
    text: mine,
  });
  expect(mergeSinceLoaded(COMPANY, mine, undefined, 'anything')).toEqual({
    kind: 'unchanged',
    text: mine,
  });
});

test('a file changed meanwhile keeps both people’s values and its layout', () => {
  const mine = changedText(COMPANY, company, (data) => (data.email = 'sales@a.example'));
  const theirs = changedText(COMPANY, company, (data) => (data.phone = '+31 20 111 2222'));
  const merged = mergeSinceLoaded(COMPANY, mine, company, theirs);
  expect(merged).toEqual({
    kind: 'merged',
    now: theirs,
    text: changedText(COMPANY, theirs, (data) => (data.email = 'sales@a.example')),
  });
});

test('a value both changed is a clash in the form’s words, with the file now and this person’s value as a proposal', () => {
  const mine = changedText(COMPANY, company, (data) => (data.phone = '+31 20 333 4444'));
  const theirs = changedText(COMPANY, company, (data) => (data.phone = '+31 20 111 2222'));
  expect(mergeSinceLoaded(COMPANY, mine, company, theirs)).toEqual({
    kind: 'clash',
    now: theirs,
    clashes: [
      {
        message: `Company › ${phoneLabel} was changed to “+31 20 111 2222” since you opened this form; you changed it to “+31 20 333 4444”.`,
        place: { file: COMPANY, field: ['phone'], words: ['Company', phoneLabel] },
      },
    ],
    proposal: changedText(COMPANY, theirs, (data) => (data.phone = '+31 20 333 4444')),
  });
});

test('an entry each added to a list is kept', () => {
  const file = 'data/hubs.yaml';
  const hubs = fixture(file);
  const mine = `${hubs.trimEnd()}\n- code: BRU\n  name: { en: "Brussels" }\n`;
  const theirs = `${hubs.trimEnd()}\n- code: CGN\n  name: { en: "Cologne" }\n`;
  const merged = mergeSinceLoaded(file, mine, hubs, theirs);
  const codes = (parse(merged.kind === 'merged' ? merged.text : '') as Array<{ code: string }>).map(
    ({ code }) => code,
  );
  expect(codes.slice(-2).sort()).toEqual(['BRU', 'CGN']);
  expect(codes).toHaveLength((parse(hubs) as unknown[]).length + 2);
});

test('a language’s interface texts merge as values, and a clash names the text and its language', () => {
  const file = 'locales/nl/home.json';
  const nl = fixture(file);
  const [first, second] = Object.keys(JSON.parse(nl)).filter(
    (key) => typeof JSON.parse(nl)[key] === 'string',
  );
  const mine = changedText(file, nl, (data) => (data[first] = 'Mijn tekst'));
  const theirs = changedText(file, nl, (data) => (data[second] = 'Hun tekst'));
  const merged = mergeSinceLoaded(file, mine, nl, theirs);
  expect(merged.kind).toBe('merged');
  const values = JSON.parse(merged.kind === 'merged' ? merged.text : '{}');
  expect([values[first], values[second]]).toEqual(['Mijn tekst', 'Hun tekst']);
  const both = changedText(file, nl, (data) => (data[first] = 'Hun versie'));
  const clash = mergeSinceLoaded(file, mine, nl, both);
  expect(clash.kind === 'clash' && clash.clashes[0].place).toMatchObject({
    file,
    field: [first, 'nl'],
  });
});
