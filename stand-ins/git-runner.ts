import { execFileSync } from 'node:child_process';

/** git's commands that only read a repository, whatever their options. */
const READS = new Set([
  'cat-file',
  'for-each-ref',
  'log',
  'ls-tree',
  'merge-base',
  'rev-list',
  'rev-parse',
  'show',
]);

export interface GitOptions {
  input?: Buffer | string;
  env?: object;
}

/**
 * git's commands in one bare repository that nothing else touches (a stand-in's own), each run
 * by git itself, with a read's answer kept until the next command that may change the
 * repository: between two writes the same read has the same answer. Why: a test worker spawns
 * git in about 8 ms (its memory is copied for the child), and the content API's tests repeat
 * the same reads thousands of times (red-team.test.ts: 4,015 commands, 3,435 of them a read
 * already answered since the last write; 33 of its 48 s were git's). A read that fails is not
 * kept: it runs again, as git would answer it then.
 */
export function gitRunner(gitDir: string, env: NodeJS.ProcessEnv) {
  let answers = new Map<string, Buffer>();
  return (args: string[], options: GitOptions = {}): Buffer => {
    const key =
      READS.has(args[0]) && options.input === undefined && JSON.stringify([args, options.env]);
    const kept = key ? answers.get(key) : undefined;
    if (kept) return kept;
    if (!key) answers = new Map();
    const answer = execFileSync('git', ['--git-dir', gitDir, ...args], {
      env: { ...env, ...options.env },
      input: options.input,
      maxBuffer: 64 * 1024 * 1024,
    });
    if (key) answers.set(key, answer);
    return answer;
  };
}
