/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gitRunner } from './git-runner';

jest.mock('node:child_process', () => {
  const real = jest.requireActual('node:child_process');
  return { ...real, execFileSync: jest.fn(real.execFileSync) };
});
const spawned = execFileSync as jest.Mock;

let home: string;
let git: ReturnType<typeof gitRunner>;
const env = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'A',
  GIT_AUTHOR_EMAIL: 'a@cargo.example',
  GIT_COMMITTER_NAME: 'A',
  GIT_COMMITTER_EMAIL: 'a@cargo.example',
};
const text = (...args: string[]) => git(args).toString().trim();

/** A commit of one file holding `content` on top of `parent` (none: the first). */
function commit(content: string, parent?: string) {
  const blob = git(['hash-object', '-w', '--stdin'], { input: content }).toString().trim();
  const index = { GIT_INDEX_FILE: path.join(home, 'index') };
  if (parent) git(['read-tree', parent], { env: index });
  git(['update-index', '--add', '--cacheinfo', `100644,${blob},file`], { env: index });
  const tree = git(['write-tree'], { env: index }).toString().trim();
  return git(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', content])
    .toString()
    .trim();
}

beforeEach(() => {
  home = mkdtempSync(path.join(tmpdir(), 'git-runner-'));
  execFileSync('git', ['init', '--quiet', '--bare', path.join(home, 'repo.git')], { env });
  git = gitRunner(path.join(home, 'repo.git'), { ...env, HOME: home });
  git(['update-ref', 'refs/heads/main', commit('one')]);
  spawned.mockClear();
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

test('a read asked again before any write is answered without running git again', () => {
  const first = text('show', 'main:file');
  expect(text('show', 'main:file')).toBe(first);
  expect(text('rev-parse', 'main')).toBe(text('rev-parse', 'main'));
  expect(spawned).toHaveBeenCalledTimes(2);
});

test('after a write, the same read is git’s answer again, the repository as it is now', () => {
  const one = text('rev-parse', 'main');
  expect(text('show', 'main:file')).toBe('one');
  git(['update-ref', 'refs/heads/main', commit('two', one), one]);
  expect(text('show', 'main:file')).toBe('two');
  expect(text('rev-parse', 'main')).not.toBe(one);
  // Taken away, the branch is gone for the same read.
  git(['update-ref', '-d', 'refs/heads/main']);
  expect(() => git(['rev-parse', '--verify', '--quiet', 'main'])).toThrow();
});

test('a read that failed is asked again, and answered once the repository has it', () => {
  expect(() => git(['rev-parse', '--verify', '--quiet', 'refs/heads/draft'])).toThrow();
  const one = text('rev-parse', 'main');
  // Made by another runner of the same repository, which this one cannot see: only the
  // failed read is asked again, since a failure is not kept.
  execFileSync(
    'git',
    ['--git-dir', path.join(home, 'repo.git'), 'update-ref', 'refs/heads/draft', one],
    {
      env,
    },
  );
  expect(text('rev-parse', '--verify', '--quiet', 'refs/heads/draft')).toBe(one);
});

test('the same read in another environment is asked of git again', () => {
  git(['rev-parse', 'main']);
  git(['rev-parse', 'main'], { env: { GIT_TRACE: '' } });
  expect(spawned).toHaveBeenCalledTimes(2);
});
