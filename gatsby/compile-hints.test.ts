/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, addCompileHints, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the hint first in every script, once', async () => {
    writeFileSync(path.join(dir, 'app-1a.js'), '"use strict";run();');
    writeFileSync(path.join(dir, 'page.html'), '<p>x</p>');
    await addCompileHints(dir);
    await addCompileHints(dir);
    expect(readFileSync(path.join(dir, 'app-1a.js'), 'utf8')).toBe(
      `${COMPILE_HINT}"use strict";run();`,
    );
    expect(readFileSync(path.join(dir, 'page.html'), 'utf8')).toBe('<p>x</p>');
  });

  it('keeps the source map pointing at the same code', async () => {
    // "run" at line 1, column 0 of the generated file comes from src/a.ts line 3, column 2.
    const map = {
      version: 3,
      sources: ['src/a.ts'],
      names: [],
      mappings: 'AAEE',
      file: 'app-1a.js',
    };
    writeFileSync(path.join(dir, 'app-1a.js'), 'run();');
    writeFileSync(path.join(dir, 'app-1a.js.map'), JSON.stringify(map));
    await addCompileHints(dir);
    await addCompileHints(dir);
    const shifted = JSON.parse(readFileSync(path.join(dir, 'app-1a.js.map'), 'utf8'));
    const code = readFileSync(path.join(dir, 'app-1a.js'), 'utf8').split('\n');
    expect(code[1]).toBe('run();');
    // One more generated line (";" separates lines in `mappings`), the same segments after it.
    expect(shifted.mappings).toBe(';AAEE');
    expect(shifted.sources).toEqual(['src/a.ts']);
  });

  it('leaves a script that already has it unchanged', () => {
    expect(withCompileHint(`${COMPILE_HINT}x();`)).toBe(`${COMPILE_HINT}x();`);
  });
});
