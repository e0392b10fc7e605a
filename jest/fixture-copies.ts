// Copies of the tests' own content (./fixture/) with edits, in temporary folders that go when
// the test file is done: for tests of what the content check says of a broken file.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ValidationReport, messages } from '../src/content/problem';
import { validateContent } from '../gatsby/content/validate';
import { fixtureRoot } from './fixture';

const copies: string[] = [];

/**
 * The report on the tests' own content (jest/fixture/, so that an editor's change to data/
 * cannot break these tests) in a temporary folder, with `edits` applied: file → new text.
 */
export const reportWith = (
  edits: Record<string, (text: string) => string>,
  pictures: Record<string, Buffer> = {},
): Promise<ValidationReport> => validateContent(copyWith(edits, pictures));

/** The report's messages alone. */
export async function validateWith(
  edits: Record<string, (text: string) => string>,
  pictures: Record<string, Buffer> = {},
) {
  const { errors, warnings } = await reportWith(edits, pictures);
  return { errors: messages(errors), warnings: messages(warnings) };
}

export function copyWith(
  edits: Record<string, (text: string) => string>,
  pictures: Record<string, Buffer> = {},
): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'content-'));
  copies.push(copy);
  for (const folder of ['data', 'locales'])
    cpSync(path.join(fixtureRoot, folder), path.join(copy, folder), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(copy, file);
    const before = readFileSync(target, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing: fix the test`);
    writeFileSync(target, after);
  }
  for (const [file, bytes] of Object.entries(pictures)) writeFileSync(path.join(copy, file), bytes);
  return copy;
}

afterAll(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })));

export const replace = (from: string | RegExp, to: string) => (text: string) =>
  text.replace(from, to);
