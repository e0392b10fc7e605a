import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureRoot } from '../../jest/fixture';
import { localize } from '../i18n/pick-text';
import { checkValue } from './check';
import type { LocalizedText } from './fields';
import type { ContentFileName, FileInLanguage, FileValue } from './model-types';
import { contentFiles } from './schemas';

/** True only when the two types are the same: a type test that fails to compile otherwise. */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <Claim extends true>(): Claim => true as Claim;

describe('the content model’s own types', () => {
  it('name every file of the model, and only those', () => {
    holds<Same<ContentFileName, (typeof contentFiles)[number]['file']>>();
    const names: ContentFileName[] = contentFiles.map((spec) => spec.file);
    expect(names).toContain('hubs.yaml');
  });

  it('give a text per language as the files hold it, and as one text in a language', () => {
    holds<Same<FileValue<'hubs.yaml'>[number]['name'], LocalizedText>>();
    holds<Same<FileInLanguage<'hubs.yaml'>[number]['name'], string>>();
    holds<Same<FileInLanguage<'home.yaml'>['heroHeadline'], readonly string[]>>();
    holds<Same<FileInLanguage<'stats.yaml'>[number]['target'], number | undefined>>();
  });

  it('describe what the check accepts: a file of the fixture, in a language, has its fields', () => {
    const spec = contentFiles.find((candidate) => candidate.file === 'hubs.yaml')!;
    const value: unknown = parse(readFileSync(path.join(fixtureRoot, 'data/hubs.yaml'), 'utf8'));
    expect(checkValue(spec, value)).toEqual([]);
    const hubs = localize(value, 'nl') as FileInLanguage<'hubs.yaml'>;
    for (const hub of hubs)
      expect(Object.keys(hub).sort()).toEqual(Object.keys(spec.fields).sort());
    expect(hubs.every((hub) => typeof hub.name === 'string')).toBe(true);
  });
});
