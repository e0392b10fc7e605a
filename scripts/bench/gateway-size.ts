// npm run bench:gateway-size — the size of the code that decides what is published: the
// gateway (functions/) and the editor's publishing (src/admin/publishing/), without tests,
// at a reference commit (default 9058cfa, before issue #55's one way to publish) and at HEAD,
// read from git so nothing is checked out. Two counts: lines as `wc -l` counts them, and code
// lines (neither blank nor comment alone), as TypeScript's own parser reads the file, so a
// comment inside a string, a template or a regular expression is not taken for one. Per file, what grew or shrank most.
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { row } from './figures';

const folders = ['functions/', 'src/admin/publishing/'];
const reference = process.argv[2] ?? '9058cfa';

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The production TypeScript files under `folder` at `commit`. */
function productionFiles(commit: string, folder: string): string[] {
  return git('ls-tree', '-r', '--name-only', commit, '--', folder)
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/**
 * Lines as `wc -l` counts them, and lines holding code: those a token of TypeScript's parse
 * touches (a comment is no token; a template's text and a regular expression are).
 */
export function lineCounts(source: string): { lines: number; code: number } {
  // wc -l counts line breaks: a last line without one is not counted.
  const lines = source.split('\n').length - 1;
  const file = ts.createSourceFile('file.ts', source, ts.ScriptTarget.Latest, true);
  const withCode = new Set<number>();
  const lineOf = (at: number) => file.getLineAndCharacterOfPosition(at).line;
  const visit = (node: ts.Node): void => {
    // A documentation comment is parsed into nodes of its own: still a comment.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
      return;
    const children = node.getChildren(file);
    // A leaf of the tree is a token; one of no width (the end of the file, an empty list) holds nothing.
    if (children.length === 0 && node.getWidth(file) > 0)
      for (let line = lineOf(node.getStart(file)); line <= lineOf(node.getEnd()); line++)
        withCode.add(line);
    children.forEach(visit);
  };
  visit(file);
  return { lines, code: withCode.size };
}

function sizes(commit: string) {
  const perFile = new Map<string, { lines: number; code: number }>();
  for (const folder of folders)
    for (const file of productionFiles(commit, folder))
      perFile.set(file, lineCounts(git('show', `${commit}:${file}`)));
  const total = (folder: string, count: 'lines' | 'code') =>
    [...perFile]
      .filter(([file]) => file.startsWith(folder))
      .reduce((sum, [, counts]) => sum + counts[count], 0);
  return { perFile, total };
}

function main() {
  const [then, now] = [sizes(reference), sizes('HEAD')];
  const names = [reference, 'HEAD'];
  console.log(`Production TypeScript (no tests) at ${reference} and HEAD\n`);
  console.log(row(['', ...names.flatMap((name) => [`${name} lines`, `${name} code`])]));
  console.log(row(['---', ...names.flatMap(() => ['---:', '---:'])]));
  for (const folder of [...folders, ''])
    console.log(
      row([
        folder || 'both',
        ...[then, now].flatMap(({ total }) => [
          String(total(folder, 'lines')),
          String(total(folder, 'code')),
        ]),
      ]),
    );
  const files = new Set([...then.perFile.keys(), ...now.perFile.keys()]);
  const changes = [...files]
    .map((file) => ({
      file,
      change: (now.perFile.get(file)?.lines ?? 0) - (then.perFile.get(file)?.lines ?? 0),
    }))
    .filter(({ change }) => change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
  console.log('\nLines per file, most changed first (+ grew or new, − shrank or gone):');
  for (const { file, change } of changes.slice(0, 25))
    console.log(`  ${change > 0 ? '+' : '−'}${Math.abs(change)}\t${file}`);
}

if (require.main === module) main();
