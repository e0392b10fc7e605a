/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureRoot } from '../../../jest/fixture';
import { copyProject } from '../../../scripts/lib/project-copy';
import * as f from '.';

const root = path.resolve(__dirname, '../../..');

describe('a field of the content model', () => {
  it('cannot be declared without a label', () => {
    // `npm run typecheck` fails here the day a label becomes optional: the directive below
    // then has no error to expect.
    // @ts-expect-error a field without a label is a type error
    const unnamed = f.text({ hint: 'A text without a name' });
    expect(unnamed.words.hint).toBe('A text without a name');
  });

  it('with a format says the validator’s words as its hint, unless it has its own', () => {
    expect(f.internationalPhone({ label: 'Phone' }).words.hint).toBe(
      'A phone number in international form, such as +31 20 123 4567.',
    );
    expect(f.internationalPhone({ label: 'Phone', hint: 'The desk’s.' }).words.hint).toBe(
      'The desk’s.',
    );
    expect(f.text({ label: 'City' }).words.hint).toBeUndefined();
  });
});

describe('adding a field takes one declaration', () => {
  let copy: string;
  let shown: {
    form: Record<string, unknown>;
    graphql: string;
    messages: Array<{ message: string; words?: string[] }>;
  };

  beforeAll(() => {
    copy = copyProject(root, 'one-field-', { content: fixtureRoot });
    // The one line: a fax number for the company, beside its phone.
    const schemas = path.join(copy, 'src/content/schemas.ts');
    const before = readFileSync(schemas, 'utf8');
    const after = before.replace(
      "      phone: f.internationalPhone({ label: 'Phone' }),\n",
      "      phone: f.internationalPhone({ label: 'Phone' }),\n      fax: f.internationalPhone({ label: 'Fax' }),\n",
    );
    expect(after).not.toBe(before);
    writeFileSync(schemas, after);
    // What the copy's editor, GraphQL schema and content check make of it.
    writeFileSync(
      path.join(copy, 'show-field.ts'),
      `import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { decapConfig } from './gatsby/admin/decap-config';
import { contentTypeDefs } from './gatsby/graphql-types';
import { checkValue } from './src/content/check';
import { contentFiles } from './src/content/schemas';

const company = parse(readFileSync('data/company.yaml', 'utf8'));
const config = decapConfig({ backend: { config: { name: 'test-repo' } }, data: { 'company.yaml': company }, texts: {} });
const form = (config.collections[0].files[0].fields as Array<{ name: string }>).find((field) => field.name === 'fax');
const graphql = contentTypeDefs().split('\\n').find((line) => line.trim().startsWith('fax:'));
const spec = contentFiles.find((file) => file.file === 'company.yaml')!;
const messages = checkValue(spec, { ...company, fax: '020 765 43' }).map(({ message, place }) => ({ message, words: place?.words }));
console.log(JSON.stringify({ form, graphql, messages }));
`,
    );
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'show-field.ts'],
      {
        cwd: copy,
        encoding: 'utf8',
      },
    );
    if (run.status !== 0) throw new Error(run.stderr);
    shown = JSON.parse(run.stdout);
  });

  afterAll(() => copy && rmSync(copy, { recursive: true, force: true }));

  it('gives the form a field in the editor’s words, with the format checked as it is typed', () => {
    expect(shown.form).toMatchObject({
      name: 'fax',
      label: 'Fax',
      widget: 'string',
      required: true,
      hint: 'A phone number in international form, such as +31 20 123 4567.',
      pattern: [expect.any(String), expect.stringContaining('Expected a phone number')],
    });
  });

  it('declares it in the GraphQL schema', () => {
    expect(shown.graphql?.trim()).toBe('fax: String!');
  });

  it('makes the content check refuse a wrong value in the validator’s words, placed as the form names it', () => {
    expect(shown.messages).toEqual([
      {
        message:
          'data/company.yaml: field "fax" must be a phone number in international form, such as +31 20 123 4567, found a single text ("020 765 43")',
        words: ['Company', 'Fax'],
      },
    ]);
  });
});
