/**
 * @jest-environment node
 */
import { dataFiles, pictureFolders } from '../../../src/content/content-files';
import { type TreeEntry, changedPaths, contentBlobs, isContentEntry } from './content';

const blob = (path: string, sha = 'a'.repeat(40), mode = '100644'): TreeEntry => ({
  path,
  mode,
  type: 'blob',
  sha,
});
const [company] = dataFiles;
const before = [
  blob(company),
  blob('package.json', 'b'.repeat(40)),
  blob('data/stray.txt', 'c'.repeat(40)),
];

describe('what a change may touch', () => {
  it('lets a content file change, and a stray file below data/ be taken away', () => {
    const after = [blob(company, 'd'.repeat(40)), blob('package.json', 'b'.repeat(40))];
    expect(changedPaths(before, after)).toEqual({
      changed: [company, 'data/stray.txt'],
      refused: [],
    });
  });

  it('refuses code, a file the model does not name, a link, an executable, a submodule', () => {
    const after = [
      blob(company, 'a'.repeat(40), '120000'),
      blob('package.json', 'e'.repeat(40)),
      blob('data/stray.txt', 'f'.repeat(40)),
      blob(`${pictureFolders[0]}/run.jpg`, 'a'.repeat(40), '100755'),
      {
        path: `${pictureFolders[0]}/module.jpg`,
        mode: '160000',
        type: 'commit',
        sha: 'a'.repeat(40),
      } as TreeEntry,
    ];
    const { refused } = changedPaths(before, after);
    expect(refused.map(({ path }) => path).sort()).toEqual(
      [
        company,
        'data/stray.txt',
        'package.json',
        `${pictureFolders[0]}/module.jpg`,
        `${pictureFolders[0]}/run.jpg`,
      ].sort(),
    );
  });

  it('lists, and reads, the content’s entries only', () => {
    expect([...contentBlobs(before)]).toEqual(['a'.repeat(40)]);
    expect(isContentEntry('data', 'tree')).toBe(true);
    expect(isContentEntry('src', 'tree')).toBe(false);
    expect(isContentEntry('package.json', 'blob')).toBe(false);
    expect(isContentEntry(company, 'commit')).toBe(false);
  });
});
