// The guides' lists of a folder's modules, written from each module's opening comment, so that
// a list cannot leave a module out or say what the module no longer says. A guide marks a list
// with `<!-- modules: <folder> -->` … `<!-- /modules -->`; `npm run docs:modules` writes every
// marked list again, and its test fails when a guide's list differs from what it would write.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const opening = /<!-- modules: ([^ ]+) -->\n[\s\S]*?<!-- \/modules -->/g;

/** A module's opening comment (`//` lines or a `/** … *\/` block before any code), as one text. */
export function openingComment(source: string): string {
  const lines: string[] = [];
  const rest = source.replace(/^#!.*\n/, '');
  const block = /^\s*\/\*\*?([\s\S]*?)\*\//.exec(rest);
  if (block)
    return block[1]
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .join(' ')
      .trim();
  for (const line of rest.split('\n')) {
    const comment = /^\s*\/\/\s?(.*)$/.exec(line);
    if (!comment) break;
    lines.push(comment[1].trim());
  }
  return lines.join(' ').replace(/\s+/g, ' ').trim();
}

/** The first sentence of a text: up to the first full stop that ends a sentence. */
export function firstSentence(text: string): string {
  // A list after a colon (`…alone: - PNG: …`) is the sentence's rest.
  const listed = /:\s+-\s/.exec(text);
  const end = /[.!?](?=\s+[^a-z\s]|\s*$)/.exec(text);
  if (listed && (!end || listed.index < end.index)) return `${text.slice(0, listed.index)}.`;
  return end ? text.slice(0, end.index + 1) : text;
}

/** The modules of `folder` (not its tests), each with its opening comment's first sentence. */
export function moduleSummaries(
  root: string,
  folder: string,
): Array<{ file: string; says: string }> {
  const here = path.join(root, folder);
  return readdirSync(here)
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|spec|d)\.tsx?$/.test(name))
    .filter((name) => statSync(path.join(here, name)).isFile())
    .sort()
    .map((file) => ({
      file,
      says: firstSentence(openingComment(readFileSync(path.join(here, file), 'utf8'))),
    }));
}

/** The list a guide shows for `folder`. */
export function moduleList(root: string, folder: string): string {
  return moduleSummaries(root, folder)
    .map(({ file, says }) => `- \`${file}\`: ${says || '(no opening comment)'}`)
    .join('\n');
}

/** `markdown` with every marked list written again from the modules as they are. */
export function withModuleLists(root: string, markdown: string): string {
  return markdown.replace(
    opening,
    (_whole, folder: string) =>
      `<!-- modules: ${folder} -->\n\n${moduleList(root, folder)}\n\n<!-- /modules -->`,
  );
}

/** The folders a guide lists. */
export const listedFolders = (markdown: string) =>
  [...markdown.matchAll(opening)].map((match) => match[1]);

/** The guides: the README and every file of docs/. */
export const guideFiles = (root: string) => [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
