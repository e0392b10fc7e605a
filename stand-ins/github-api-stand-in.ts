// GitHub's REST API, stood in for the content API's tests: the git data, branches, refs and
// pull requests a store uses, and a GitHub App's installation tokens, over a real bare git
// repository driven by git's own commands, so that a publish really makes a commit on the
// stand-in's main. As strict as GitHub where it matters: an installation token has the
// permissions it was asked for, within the App's (GitHub answers 422 for more), and a call
// its permissions do not cover is refused with GitHub's 403, by the table of GitHub's
// "Permissions required for GitHub Apps" (docs.github.com/en/rest/authentication/
// permissions-required-for-github-apps); a branch moves without force only forward (422).
// Every request is kept, with the token it carried.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importSPKI, jwtVerify } from 'jose';
import { gitRunner } from './git-runner';

export interface GitHubUser {
  login: string;
  id: number;
  name: string | null;
  email: string | null;
}

/** A GitHub App's permissions: `{ contents: 'write' }`. */
export type Permissions = Record<string, 'read' | 'write'>;

/** What the App is granted by default: what the content API's store asks for. */
export const STORE_APP_PERMISSIONS: Permissions = {
  contents: 'write',
  pull_requests: 'write',
  metadata: 'read',
};

export interface GitHubApiStandIn {
  url: string;
  repo: string;
  /** The App: its id, its installation's, and its private key as GitHub hands it (PKCS#1). */
  app: { id: string; installationId: string; privateKey: string };
  /** Installation tokens handed out. */
  tokens: string[];
  /** Calls refused for a permission the token lacks: method, path, the permission needed. */
  refused: Array<{ method: string; path: string; needs: string }>;
  /**
   * Answers the next calls matching `when` with `status` (a fault), `times` times; with
   * `after`, GitHub does what was asked and only its answer is lost (a 502 after the move).
   */
  fail(
    when: (method: string, path: string) => boolean,
    status: number,
    times?: number,
    options?: { after?: boolean },
  ): void;
  /** Every request: method, path with query, and its Authorization header. */
  requests: Array<{ method: string; path: string; authorization: string }>;
  /** git's own answer, in the bare repository: `git('log', '-1', '--format=%an')`. */
  git(...args: string[]): string;
  /** A file's text on a branch, exactly (undefined when it has none). */
  show(branch: string, file: string): string | undefined;
  /** The pull requests, as GitHub keeps them (drafts of the editorial workflow). */
  pulls: StandInPull[];
  /** Comments on the pull requests (notes on drafts), as GitHub keeps them. */
  comments: StandInComment[];
  /** A comment typed on GitHub by a person (not through the App): its id. */
  commentAs(login: string, pull: number, body: string): number;
  /** A developer's push to main: one commit on its tip with `file` as `text`; its sha. */
  push(file: string, text: string, message: string): string;
  close(): Promise<void>;
}

export interface StandInPull {
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  state: 'open' | 'closed';
  labels: string[];
  merged_at: string | null;
  updated_at: string;
}

export interface StandInComment {
  id: number;
  pull: number;
  body: string;
  created_at: string;
  updated_at: string;
  user: { login: string; id: number; type: 'Bot' | 'User' };
  /** The App a comment was made through (an installation token's), as GitHub says it. */
  performed_via_github_app: { id: number; slug: string } | null;
}

/** GitHub's longest comment (its answer to a longer one is 422). */
const MAX_COMMENT_CHARS = 65536;

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

/**
 * A stand-in whose repository `repo` holds `files` (folders copied from `from`, such as the
 * tests' own data/ and locales/, plus a src/ file) as one commit on main.
 */
export async function startGitHubApiStandIn({
  repo = 'noordvliet/cargo-site',
  from,
  folders = ['data', 'locales'],
  userOf = () => undefined,
  collaborators = {},
  appPermissions = STORE_APP_PERMISSIONS,
}: {
  repo?: string;
  from: string;
  folders?: string[];
  /** Who a person's own token (from the OAuth stand-in) belongs to, for GET /user. */
  userOf?: (token: string) => GitHubUser | undefined;
  /** The repository's people and their permission: `{ anna: 'write' }`. */
  collaborators?: Record<string, 'admin' | 'write' | 'read'>;
  /** What the App was granted when it was installed. */
  appPermissions?: Permissions;
}): Promise<GitHubApiStandIn> {
  const home = mkdtempSync(path.join(tmpdir(), 'github-stand-in-'));
  const bare = path.join(home, 'repo.git');
  const work = path.join(home, 'work');
  const gitEnv = {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    HOME: home,
    GIT_AUTHOR_NAME: 'Developer',
    GIT_AUTHOR_EMAIL: 'developer@cargo.example',
    GIT_COMMITTER_NAME: 'Developer',
    GIT_COMMITTER_EMAIL: 'developer@cargo.example',
  };
  const git = gitRunner(bare, gitEnv);
  const text = (...args: string[]) => git(args).toString('utf8').trim();

  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare], {
    env: gitEnv,
  });
  for (const folder of folders)
    cpSync(path.join(from, folder), path.join(work, folder), { recursive: true });
  writeFileSync(path.join(work, 'package.json'), '{ "name": "cargo-site" }\n');
  mkdirSync(path.join(work, 'src'), { recursive: true });
  writeFileSync(path.join(work, 'src', 'index.ts'), 'export {};\n');
  git(['--work-tree', work, 'add', '-A']);
  git(['--work-tree', work, 'commit', '--quiet', '-m', 'The site']);

  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const appKey = await importSPKI(publicKey, 'RS256');
  const app = { id: '424242', installationId: '171717', privateKey };
  const standIn = {
    repo,
    app,
    tokens: [] as string[],
    requests: [] as GitHubApiStandIn['requests'],
    pulls: [] as StandInPull[],
    comments: [] as StandInComment[],
    refused: [] as GitHubApiStandIn['refused'],
  };
  /** Each token's permissions. */
  const granted = new Map<string, Permissions>();
  const faults: Array<{
    when: (method: string, path: string) => boolean;
    status: number;
    times: number;
    after: boolean;
  }> = [];
  const owner = repo.split('/')[0];
  const appUser = { login: 'content-gateway[bot]', id: 9000, type: 'Bot' as const };
  const appMark = { id: Number(app.id), slug: 'content-gateway' };
  let lastComment = 1000;
  const addComment = (
    pull: number,
    text: string,
    user: StandInComment['user'],
    via: StandInComment['performed_via_github_app'],
  ) => {
    const at = new Date().toISOString();
    const comment: StandInComment = {
      id: ++lastComment,
      pull,
      body: text,
      created_at: at,
      updated_at: at,
      user,
      performed_via_github_app: via,
    };
    standIn.comments.push(comment);
    return comment;
  };
  /** A branch's tip, or '' when there is no such branch. */
  const tipOf = (branch: string) => {
    try {
      return text('rev-parse', '--verify', '--quiet', `refs/heads/${branch}`);
    } catch {
      return '';
    }
  };
  /** A pull request as GitHub answers it, its head and base read from the branches as they are now. */
  const pullAnswer = (pull: StandInPull) => {
    const headSha = tipOf(pull.head);
    return {
      number: pull.number,
      title: pull.title,
      body: pull.body,
      state: pull.state,
      merged_at: pull.merged_at,
      updated_at: pull.updated_at,
      user: { login: 'content-gateway[bot]' },
      labels: pull.labels.map((name) => ({ name })),
      head: {
        ref: pull.head,
        sha: headSha,
        label: `${owner}:${pull.head}`,
        repo: { full_name: repo, fork: false },
      },
      base: {
        ref: pull.base,
        sha: tipOf(pull.base),
        label: `${owner}:${pull.base}`,
        repo: { full_name: repo, fork: false },
      },
    };
  };
  /** A commit as GitHub lists it in a comparison: its id, its git data, its parents. */
  const listed = (sha: string) => {
    const { parents, ...commit } = commitOf(sha);
    return { sha, commit, parents };
  };
  /** GET compare/{base}...{head}: the commits and files of head since its merge base with base. */
  const compare = (baseRef: string, headRef: string) => {
    const resolve = (ref: string) =>
      /^[0-9a-f]{40}$/.test(ref) ? ref : tipOf(ref.replace(new RegExp(`^${owner}:`), ''));
    const [base, head] = [resolve(baseRef), resolve(headRef)];
    const mergeBase = text('merge-base', base, head);
    const shas = text('rev-list', '--reverse', `${mergeBase}..${head}`).split('\n').filter(Boolean);
    const behind = text('rev-list', '--count', `${head}..${base}`);
    const files = text('diff', '--raw', '--no-renames', '--no-abbrev', mergeBase, head)
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [meta, filename] = line.split('\t');
        const [, , , after, change] = meta.split(' ');
        const status = { A: 'added', D: 'removed', M: 'modified' }[change] ?? 'modified';
        return { filename, status, sha: status === 'removed' ? null : after };
      });
    return {
      status:
        shas.length && behind !== '0'
          ? 'diverged'
          : shas.length
            ? 'ahead'
            : behind !== '0'
              ? 'behind'
              : 'identical',
      ahead_by: shas.length,
      behind_by: Number(behind),
      base_commit: listed(base),
      merge_base_commit: listed(mergeBase),
      commits: shas.map(listed),
      files,
    };
  };

  const commitOf = (sha: string) => {
    const raw = text('cat-file', '-p', sha);
    const [head, ...message] = raw.split('\n\n');
    const lines = head.split('\n');
    const field = (name: string) =>
      lines
        .filter((line) => line.startsWith(`${name} `))
        .map((line) => line.slice(name.length + 1));
    const person = (line: string) => {
      const match = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(line)!;
      return {
        name: match[1],
        email: match[2],
        date: new Date(Number(match[3]) * 1000).toISOString(),
      };
    };
    return {
      sha,
      tree: { sha: field('tree')[0] },
      parents: field('parent').map((parent) => ({ sha: parent })),
      author: person(field('author')[0]),
      committer: person(field('committer')[0]),
      message: message.join('\n\n').replace(/\n$/, ''),
    };
  };
  const treeOf = (sha: string, recursive: boolean) =>
    text('ls-tree', '-l', ...(recursive ? ['-r', '-t'] : []), sha)
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [meta, name] = line.split('\t');
        const [mode, type, id, size] = meta.split(/\s+/);
        return {
          path: name,
          mode,
          type,
          sha: id,
          ...(type === 'blob' ? { size: Number(size) } : {}),
        };
      });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const authorization = request.headers.authorization ?? '';
    standIn.requests.push({
      method: request.method ?? '',
      path: url.pathname + url.search,
      authorization,
    });
    /** A fault that lets the call be made and loses its answer. */
    let lost: number | undefined;
    const send = (status: number, body: unknown) => {
      response.writeHead(lost ?? status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(lost ? { message: 'Server Error (a fault of the test)' } : body));
    };
    const body = ['POST', 'PATCH', 'PUT'].includes(request.method ?? '')
      ? JSON.parse((await readBody(request)).toString() || '{}')
      : undefined;
    try {
      const tokenFor = `/app/installations/${app.installationId}/access_tokens`;
      if (url.pathname === tokenFor && request.method === 'POST') {
        await jwtVerify(authorization.replace(/^Bearer /, ''), appKey, {
          issuer: app.id,
          algorithms: ['RS256'],
        });
        // Asked for none: all the App has. Asked for more than it has: refused, as GitHub does.
        const asked: Permissions = body.permissions ?? appPermissions;
        const beyond = Object.entries(asked).filter(
          ([name, level]) => !allows(appPermissions, name, level),
        );
        if (beyond.length)
          return send(422, {
            message: `The permissions requested are not granted to this installation: ${beyond.map(([name]) => name).join(', ')}.`,
          });
        const token = `ghs_${randomBytes(16).toString('hex')}`;
        standIn.tokens.push(token);
        granted.set(token, asked);
        send(201, {
          token,
          expires_at: new Date(Date.now() + 3600_000).toISOString(),
          permissions: asked,
        });
        return;
      }
      if (url.pathname === '/user' && request.method === 'GET') {
        const user = userOf(authorization.replace(/^(Bearer|token) /, ''));
        return user ? send(200, user) : send(401, { message: 'Bad credentials' });
      }
      const prefix = `/repos/${repo}`;
      if (!url.pathname.startsWith(prefix)) return send(404, { message: 'Not Found' });
      const token = authorization.replace(/^token /, '');
      if (!granted.has(token)) return send(401, { message: 'Bad credentials' });
      const rest = url.pathname.slice(prefix.length);
      const method = request.method ?? 'GET';
      const needs = permissionFor(method, rest);
      if (!needs || !allows(granted.get(token)!, ...needs)) {
        standIn.refused.push({ method, path: rest, needs: needs?.join(':') ?? 'unknown' });
        return send(403, { message: 'Resource not accessible by integration' });
      }
      const fault = faults.find(({ when }) => when(method, rest));
      if (fault) {
        if (--fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
        if (fault.after) lost = fault.status;
        else return send(fault.status, { message: 'Server Error (a fault of the test)' });
      }
      let match: RegExpExecArray | null;
      if (method === 'GET' && (match = /^\/git\/ref\/heads\/(.+)$/.exec(rest))) {
        const sha = tipOf(decodeURIComponent(match[1]));
        return sha
          ? send(200, {
              ref: `refs/heads/${decodeURIComponent(match[1])}`,
              object: { sha, type: 'commit' },
            })
          : send(404, { message: 'Not Found' });
      }
      if (method === 'GET' && (match = /^\/collaborators\/([^/]+)\/permission$/.exec(rest))) {
        const permission = collaborators[decodeURIComponent(match[1])];
        return permission
          ? send(200, { permission, role_name: permission })
          : send(404, { message: 'Not Found' });
      }
      if (method === 'GET' && (match = /^\/branches\/(.+)$/.exec(rest))) {
        const sha = text('rev-parse', `refs/heads/${decodeURIComponent(match[1])}`);
        return send(200, { name: match[1], commit: { sha, commit: commitOf(sha) } });
      }
      if (method === 'GET' && (match = /^\/git\/commits\/([0-9a-f]{40})$/.exec(rest)))
        return send(200, commitOf(match[1]));
      if (method === 'GET' && (match = /^\/git\/trees\/(.+)$/.exec(rest))) {
        const sha = text('rev-parse', decodeURIComponent(match[1]));
        return send(200, {
          sha,
          tree: treeOf(sha, url.searchParams.has('recursive')),
          truncated: false,
        });
      }
      if (method === 'GET' && (match = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest))) {
        const bytes = git(['cat-file', 'blob', match[1]]);
        return send(200, {
          sha: match[1],
          size: bytes.length,
          encoding: 'base64',
          content: bytes.toString('base64'),
        });
      }
      if (method === 'GET' && rest === '/commits') {
        // GitHub's "List commits": 30 a page unless per_page says (100 at most).
        const file = url.searchParams.get('path') ?? '';
        const from = url.searchParams.get('sha') ?? 'main';
        const count = Math.min(Number(url.searchParams.get('per_page') ?? 30) || 30, 100);
        const shas = text('log', '--format=%H', '-n', String(count), from, '--', file)
          .split('\n')
          .filter(Boolean);
        return send(
          200,
          shas.map((sha) => ({ sha, commit: commitOf(sha) })),
        );
      }
      if (method === 'POST' && rest === '/git/blobs') {
        const bytes = Buffer.from(body.content, body.encoding === 'base64' ? 'base64' : 'utf8');
        return send(201, {
          sha: git(['hash-object', '-w', '--stdin'], { input: bytes }).toString().trim(),
        });
      }
      if (method === 'POST' && rest === '/git/trees') {
        const index = path.join(home, `index-${randomBytes(6).toString('hex')}`);
        const env = { GIT_INDEX_FILE: index };
        if (body.base_tree) git(['read-tree', body.base_tree], { env });
        for (const entry of body.tree as Array<{ path: string; mode: string; sha: string | null }>)
          // Mode 0 takes the path out of the index (git's --index-info), no work tree needed.
          if (entry.sha === null)
            git(['update-index', '--index-info'], {
              env,
              input: `0 ${'0'.repeat(40)}\t${entry.path}\n`,
            });
          else
            git(
              ['update-index', '--add', '--cacheinfo', `${entry.mode},${entry.sha},${entry.path}`],
              { env },
            );
        const sha = git(['write-tree'], { env }).toString().trim();
        rmSync(index, { force: true });
        return send(201, { sha, tree: treeOf(sha, false) });
      }
      if (method === 'POST' && rest === '/git/commits') {
        const author = body.author ?? { name: 'content-gateway[bot]', email: 'bot@cargo.example' };
        const env = {
          GIT_AUTHOR_NAME: author.name,
          GIT_AUTHOR_EMAIL: author.email,
          GIT_COMMITTER_NAME: 'content-gateway[bot]',
          GIT_COMMITTER_EMAIL: `${app.id}+content-gateway[bot]@users.noreply.github.com`,
        };
        const parents = (body.parents as string[]).flatMap((parent) => ['-p', parent]);
        const sha = git(['commit-tree', body.tree, ...parents], { input: body.message, env })
          .toString()
          .trim();
        return send(201, commitOf(sha));
      }
      if (method === 'GET' && (match = /^\/git\/matching-refs\/heads\/(.+)$/.exec(rest))) {
        const listed = text(
          'for-each-ref',
          '--format=%(refname) %(objectname)',
          `refs/heads/${decodeURIComponent(match[1])}`,
        );
        return send(
          200,
          listed
            .split('\n')
            .filter(Boolean)
            .map((line) => {
              const [ref, sha] = line.split(' ');
              return { ref, object: { sha, type: 'commit' } };
            }),
        );
      }
      if (method === 'POST' && rest === '/git/refs') {
        if (tipOf(body.ref.replace(/^refs\/heads\//, '')))
          return send(422, { message: 'Reference already exists' });
        git(['update-ref', body.ref, body.sha, '0'.repeat(40)]);
        return send(201, { ref: body.ref, object: { sha: body.sha, type: 'commit' } });
      }
      if (method === 'DELETE' && (match = /^\/git\/refs\/heads\/(.+)$/.exec(rest))) {
        const ref = `refs/heads/${decodeURIComponent(match[1])}`;
        if (!tipOf(decodeURIComponent(match[1])))
          return send(422, { message: 'Reference does not exist' });
        git(['update-ref', '-d', ref]);
        response.writeHead(204).end();
        return;
      }
      if (method === 'GET' && (match = /^\/compare\/(.+)\.\.\.(.+)$/.exec(rest)))
        return send(200, compare(decodeURIComponent(match[1]), decodeURIComponent(match[2])));
      if (method === 'GET' && rest === '/pulls') {
        const head = url.searchParams.get('head')?.replace(new RegExp(`^${owner}:`), '');
        const base = url.searchParams.get('base');
        const state = url.searchParams.get('state') ?? 'open';
        return send(
          200,
          standIn.pulls
            .filter(
              (pull) =>
                (state === 'all' || pull.state === state) &&
                (!head || pull.head === head) &&
                (!base || pull.base === base),
            )
            .map(pullAnswer),
        );
      }
      if (method === 'POST' && rest === '/pulls') {
        const head = String(body.head).replace(new RegExp(`^${owner}:`), '');
        if (!tipOf(head) || !tipOf(body.base)) return send(422, { message: 'Validation Failed' });
        const pull: StandInPull = {
          number: standIn.pulls.length + 1,
          title: body.title,
          body: body.body ?? '',
          head,
          base: body.base,
          state: 'open',
          labels: [],
          merged_at: null,
          updated_at: new Date().toISOString(),
        };
        standIn.pulls.push(pull);
        return send(201, pullAnswer(pull));
      }
      const pullNumbered = (number: string) =>
        standIn.pulls.find((pull) => pull.number === Number(number));
      if ((match = /^\/(?:pulls|issues)\/(\d+)(\/.*)?$/.exec(rest)) && !pullNumbered(match[1]))
        return send(404, { message: 'Not Found' });
      if (method === 'GET' && (match = /^\/pulls\/(\d+)$/.exec(rest)))
        return send(200, pullAnswer(pullNumbered(match[1])!));
      if (method === 'PATCH' && (match = /^\/pulls\/(\d+)$/.exec(rest))) {
        const pull = pullNumbered(match[1])!;
        if (body.state) pull.state = body.state;
        if (typeof body.body === 'string') pull.body = body.body;
        pull.updated_at = new Date().toISOString();
        return send(200, pullAnswer(pull));
      }
      if (method === 'PUT' && (match = /^\/issues\/(\d+)\/labels$/.exec(rest))) {
        const pull = pullNumbered(match[1])!;
        pull.labels = [...body.labels];
        pull.updated_at = new Date().toISOString();
        return send(
          200,
          pull.labels.map((name) => ({ name })),
        );
      }
      if ((match = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
        const number = Number(match[1]);
        if (method === 'GET') {
          const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100);
          const page = Number(url.searchParams.get('page') ?? 1);
          return send(
            200,
            standIn.comments
              .filter((comment) => comment.pull === number)
              .slice((page - 1) * perPage, page * perPage),
          );
        }
        if (method === 'POST') {
          if (typeof body.body !== 'string' || body.body.length > MAX_COMMENT_CHARS)
            return send(422, { message: 'Validation Failed' });
          return send(201, addComment(number, body.body, appUser, appMark));
        }
      }
      if ((match = /^\/issues\/comments\/(\d+)$/.exec(rest))) {
        const comment = standIn.comments.find(({ id }) => id === Number(match![1]));
        if (!comment) return send(404, { message: 'Not Found' });
        if (method === 'PATCH') {
          if (typeof body.body !== 'string' || body.body.length > MAX_COMMENT_CHARS)
            return send(422, { message: 'Validation Failed' });
          comment.body = body.body;
          comment.updated_at = new Date().toISOString();
          return send(200, comment);
        }
        if (method === 'DELETE') {
          standIn.comments.splice(standIn.comments.indexOf(comment), 1);
          response.writeHead(204).end();
          return;
        }
      }
      if (method === 'PUT' && (match = /^\/pulls\/(\d+)\/merge$/.exec(rest)))
        // GitHub refuses a merge it cannot make cleanly with 405; the stand-in never merges.
        return send(405, { message: 'Pull Request is not mergeable' });
      if (method === 'PATCH' && (match = /^\/git\/refs\/heads\/(.+)$/.exec(rest))) {
        const ref = `refs/heads/${decodeURIComponent(match[1])}`;
        const old = text('rev-parse', ref);
        if (!body.force) {
          try {
            git(['merge-base', '--is-ancestor', old, body.sha]);
          } catch {
            return send(422, { message: 'Update is not a fast forward' });
          }
        }
        git(['update-ref', ref, body.sha, old]);
        return send(200, { ref, object: { sha: body.sha, type: 'commit' } });
      }
      send(404, { message: 'Not Found' });
    } catch (error) {
      send(422, { message: `stand-in: ${(error as Error).message.split('\n')[0]}` });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    git: (...args: string[]) => text(...args),
    show: (branch: string, file: string) => {
      try {
        return git(['show', `${branch}:${file}`], { env: { GIT_TRACE: '' } }).toString('utf8');
      } catch {
        return undefined;
      }
    },
    fail: (
      when: (method: string, path: string) => boolean,
      status: number,
      times = 1,
      { after = false }: { after?: boolean } = {},
    ) => faults.push({ when, status, times, after }),
    commentAs: (login: string, pull: number, body: string) =>
      addComment(pull, body, { login, id: 5000 + login.length, type: 'User' }, null).id,
    push: (file: string, content: string, message: string) => {
      const tip = tipOf('main');
      const blob = git(['hash-object', '-w', '--stdin'], { input: content }).toString().trim();
      // A tree of its own, made in an index of its own: the bare repository has no work tree.
      const index = { GIT_INDEX_FILE: path.join(home, `push-${Date.now()}.index`) };
      git(['read-tree', tip], { env: index });
      git(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], { env: index });
      const tree = git(['write-tree'], { env: index }).toString().trim();
      const commit = git(['commit-tree', tree, '-p', tip, '-m', message]).toString().trim();
      git(['update-ref', 'refs/heads/main', commit, tip]);
      return commit;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(home, { recursive: true, force: true });
    },
  });
}

const LEVELS = { read: 1, write: 2 } as const;

/** Whether `permissions` cover `name` at `level`. */
const allows = (permissions: Permissions, name: string, level: 'read' | 'write') =>
  (LEVELS[permissions[name]] ?? 0) >= LEVELS[level];

/**
 * The permission a call below /repos/{owner}/{repo} needs, as GitHub's table says; undefined
 * for a call the stand-in does not know (refused).
 */
function permissionFor(method: string, rest: string): [string, 'read' | 'write'] | undefined {
  const reading = method === 'GET' ? 'read' : 'write';
  if (rest === '' || /^\/collaborators\//.test(rest)) return ['metadata', 'read'];
  if (/^\/(git\/|branches\/|commits|compare\/)/.test(rest)) return ['contents', reading];
  if (/^\/pulls\/\d+\/merge$/.test(rest)) return ['contents', 'write'];
  if (/^\/pulls(\/|$)/.test(rest)) return ['pull_requests', reading];
  if (/^\/issues\/\d+\/labels$/.test(rest)) return ['pull_requests', reading];
  // A pull request's comments are issue comments: on a pull request, GitHub lets "Pull
  // requests" cover them (as "Issues" would). The stand-in's issues are all pull requests.
  if (/^\/issues\/(\d+\/comments|comments\/\d+)$/.test(rest)) return ['pull_requests', reading];
  return undefined;
}

/** The content gateway's settings for these stand-ins: the App, its repository, Access. */
export const gatewaySettings = (
  github: GitHubApiStandIn,
  access: { url: string; aud: string },
) => ({
  CMS_REPO: github.repo,
  SESSION_SECRET: 'a-session-secret-for-the-tests-0123456789',
  GITHUB_APP_ID: github.app.id,
  GITHUB_APP_INSTALLATION_ID: github.app.installationId,
  GITHUB_APP_PRIVATE_KEY: github.app.privateKey,
  GITHUB_API_ORIGIN: github.url,
  ACCESS_TEAM_DOMAIN: access.url,
  ACCESS_AUD: access.aud,
});
