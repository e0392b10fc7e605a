// What the content API's tests share: a git repository holding the frozen fixture's content,
// its store (the local one: real git, as strict as git is), and calls of the protocol as the
// page makes them.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureRoot } from './fixture';
import { localStore } from '../scripts/lib/local-store';
import { readValues, writeValuesOver } from '../src/content/merge/merge-file';
import { type ApiSettings, answerProtocol } from '../functions/_lib/content-api/protocol';
import type { Author, Store } from '../functions/_lib/content-api/store';
import { gitHubStore } from '../functions/_lib/content-api/github-store';
import { type GitHubApiStandIn, startGitHubApiStandIn } from '../stand-ins/github-api-stand-in';

export const ann: Author = { id: 'sub-ann', name: 'Ann de Vries', email: 'ann@example.com' };
export const bob: Author = { id: 'sub-bob', name: 'Bob Jansen', email: 'bob@example.com' };

export interface Repo {
  /** Which store: the working copy's (real git), or GitHub's stand-in (real git behind GitHub's API). */
  kind: string;
  store: Store;
  /** A file as the published line holds it. */
  file(path: string): string;
  remove(): void | Promise<void>;
  /** GitHub's stand-in, where the store is GitHub's. */
  github?: GitHubApiStandIn;
  /**
   * What a publish leaves in the history: on GitHub it is a commit already; on the working
   * copy the developer commits what the editor wrote (here, in their name).
   */
  commitPublished(): void;
}

/** A repository of the fixture's content, committed on main: the store of `npm run cms`. */
export async function fixtureRepo(): Promise<Repo> {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-api-'));
  for (const root of ['data', 'locales'])
    cpSync(path.join(fixtureRoot, root), path.join(dir, root), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git(
    '-c',
    'user.name=Fixture',
    '-c',
    'user.email=fixture@example.com',
    'commit',
    '--quiet',
    '-m',
    'The fixture',
  );
  return {
    kind: 'the working copy',
    store: await localStore(dir),
    commitPublished() {
      git('add', '--all');
      git(
        '-c',
        'user.name=Developer',
        '-c',
        'user.email=dev@example.com',
        'commit',
        '-q',
        '-m',
        'Published',
      );
    },
    file: (file) => readFileSync(path.join(dir, file), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The site host's store over GitHub's stand-in, new: nothing of another store's kept in it. */
export const storeOver = (github: GitHubApiStandIn) =>
  gitHubStore(
    {
      GITHUB_APP_ID: github.app.id,
      GITHUB_APP_INSTALLATION_ID: github.app.installationId,
      GITHUB_APP_PRIVATE_KEY: github.app.privateKey,
      GITHUB_API_ORIGIN: github.url,
      SESSION_SECRET: 'a-session-secret-for-the-tests-0123456789',
    },
    github.repo,
    'main',
  );

/** GitHub's stand-in holding the fixture's content on main, and the store of the site's host over it. */
export async function fixtureGitHub(): Promise<Repo> {
  const github = await startGitHubApiStandIn({ from: fixtureRoot });
  return {
    kind: 'GitHub',
    github,
    store: storeOver(github),
    commitPublished: () => undefined,
    file: (file) => github.show('main', file) ?? '',
    remove: () => github.close(),
  };
}

/** Both stores, for tests that hold them to the same behaviour. */
export const stores = [
  ['the working copy', fixtureRepo],
  ['GitHub', fixtureGitHub],
] as const;

/** `text` of a data or texts file with the values `change` makes. */
export function changed(
  file: string,
  text: string,
  change: (values: Record<string, unknown>) => void,
): string {
  const values = readValues(file, text) as Record<string, unknown>;
  change(values);
  return writeValuesOver(file, text, values);
}

/** Calls the protocol as the page does, as `person`; `headers` beside the page's own (a language). */
export function caller(
  store: Store,
  settings: ApiSettings,
  now = () => new Date(),
  headers: Record<string, string> = {},
) {
  return async (person: Author, action: string, params: Record<string, unknown> = {}) => {
    const request = new Request('http://localhost/api/v1', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action, params, branch: 'ignored' }),
    });
    const answer = await answerProtocol(request, { store, person, settings, now: now() });
    return {
      status: answer.status,
      body: (await answer.json()) as Record<string, unknown> & { error?: string },
    };
  };
}

/** The company form's file, and its form. */
export const COMPANY = 'data/company.yaml';

/** `person` saves the company form as a draft with a new phone number, over `base` (the text they loaded). */
export const savePhoneDraft = (
  call: ReturnType<typeof caller>,
  person: Author,
  base: string,
  phone = '+31 20 765 4321',
) =>
  call(person, 'persistEntry', {
    dataFiles: [
      {
        path: COMPANY,
        raw: changed(COMPANY, base, (v) => (v.phone = phone)),
        base,
        slug: 'company',
      },
    ],
    assets: [],
    options: { useWorkflow: true, collectionName: 'company', status: 'draft' },
  });

/**
 * A fresh repository of `makeRepo` for each test of the block, removed after it, where every
 * call GitHub's stand-in answered was within the App's token's permissions: its getter.
 */
export function freshRepoEachTest(makeRepo: () => Promise<Repo>): () => Repo {
  let repo: Repo;
  beforeEach(async () => {
    repo = await makeRepo();
  });
  afterEach(async () => {
    expect(repo.github?.refused ?? []).toEqual([]);
    await repo.remove();
  });
  return () => repo;
}
