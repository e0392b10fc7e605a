import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  CELL_MOST_CHARACTERS,
  README_MOST_LINES,
  WORDS_BEFORE_A_MAP,
  anchorsOf,
  headingAnchor,
  headingLinks,
  opensWithMap,
  tableCells,
  wordCount,
} from './guide-shape';
import { guideFiles } from './module-lists';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const results = readdirSync(path.join(root, 'docs/results')).map((name) => `docs/results/${name}`);
const everyGuide = [...guideFiles(root), ...results];

describe('the guides are a map, not a wall', () => {
  it(`the README has at most ${README_MOST_LINES} lines`, () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(README_MOST_LINES);
  });

  it.each(guideFiles(root))(`%s, over ${WORDS_BEFORE_A_MAP} words, opens with a map`, (guide) => {
    const text = read(guide);
    if (wordCount(text) > WORDS_BEFORE_A_MAP) expect(opensWithMap(text)).toBe(true);
  });

  it.each(everyGuide)(`no table cell of %s is over ${CELL_MOST_CHARACTERS} characters`, (guide) => {
    const long = tableCells(read(guide)).filter(({ cell }) => cell.length > CELL_MOST_CHARACTERS);
    expect(long).toEqual([]);
  });

  it.each(everyGuide)('every link of %s to a heading finds the heading', (guide) => {
    const here = path.dirname(guide);
    const missing = headingLinks(read(guide)).filter(({ file, anchor }) => {
      const target = file ? path.join(here, file) : guide;
      return !anchorsOf(read(target)).has(decodeURIComponent(anchor));
    });
    expect(missing).toEqual([]);
  });
});

describe('the shape’s rules', () => {
  it('a table’s cells, not its rule line or a pipe inside code', () => {
    const table = '| a | b \\| c |\n| --- | :-: |\n| long cell | x |\nnot | a row';
    expect(tableCells(table).map(({ cell }) => cell)).toEqual(['a', 'b \\| c', 'long cell', 'x']);
  });

  it('a map is the first section, named Map, with a table', () => {
    expect(opensWithMap('# T\n\n## Map\n\n| a |\n| - |\n| b |\n\n## Next\n')).toBe(true);
    expect(opensWithMap('# T\n\n## Intro\n\n## Map\n\n| a |\n| - |\n')).toBe(false);
    expect(opensWithMap('# T\n\n## Map\n\nNo table.\n')).toBe(false);
  });

  it('anchors as GitHub writes them, a repeated heading numbered', () => {
    expect(headingAnchor("What the check's messages mean")).toBe('what-the-checks-messages-mean');
    expect(headingAnchor('The content editor (`/admin/`)')).toBe('the-content-editor-admin');
    expect([...anchorsOf('## A\n## A\n```\n## Not\n```\n')]).toEqual(['a', 'a-1']);
  });
});
