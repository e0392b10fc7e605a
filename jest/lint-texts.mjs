// Lints texts as if they were files of the project at `cwd`, with one ESLint for them all,
// and prints each one's exit status (as the command line's: 1 on an error) and report.
// eslint.config.test.ts asks for all its cases at once: a process and a copy of the project
// per case took 50 s of the unit tests, one ESLint for all of them takes a few seconds.
// (Jest cannot load ESLint's ES-module configuration itself, hence a process of its own.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const cwd = process.argv[2];
/** @type {Array<{ file: string, text: string }>} */
const cases = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd });
const formatter = await eslint.loadFormatter('stylish');
const answers = [];
for (const { file, text } of cases) {
  const results = await eslint.lintText(text, { filePath: path.resolve(cwd, file) });
  answers.push({
    status: results.some((result) => result.errorCount > 0 || result.fatalErrorCount > 0) ? 1 : 0,
    report: await formatter.format(results),
  });
}
process.stdout.write(JSON.stringify(answers));
