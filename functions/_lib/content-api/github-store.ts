// The content API's store on GitHub (./store.ts), through the GitHub App's installation token
// (./github-app.ts), which asks for exactly what is used here: contents (git's data and
// refs), pull requests (a draft's record) and metadata. A line is a branch, a version a commit:
//   - a version is written as GitHub's git data (blobs, a tree over the parent's, a commit in
//     the person's name; GitHub names the App as committer), and the branch is moved to it with
//     `force: false`, which GitHub refuses unless the move is a fast-forward from the version
//     the server read: the new commit's parent is always that version, so a branch moved
//     meanwhile is refused (Moved), never overwritten;
//   - a draft's record is sealed into each of its commits' messages (./sealed-record.ts), so it
//     moves with the branch, by the same compare-and-swap; its pull request is where people
//     see it on GitHub, and its notes are the pull request's comments, written by the App in
//     the person's name (a comment typed on GitHub is shown as its account's, and is changed
//     only there); nothing of the pull request's description is read;
//   - GitHub failing (5xx, a time-out, a rate limit, the App's token refused) is StoreUnavailable.
// Every call is bounded and counted (./meter.ts): a version's commit and tree are read once per
// call, blobs by id are kept while the isolate lives (an id is its content), and a blob
// written once is not written again on a retry.
import { askGitHub } from '../web';
import { apiOrigin, installationToken } from './github-app';
import type { Meter } from './meter';
import { messageWithRecord, recordOfMessage } from './sealed-record';
import { SAVE_LOOKBACK, messageWithSaveId, saveIdOf } from './save-id';
import {
  type Note,
  type PastVersion,
  type Snapshot,
  type Store,
  MAX_STATE_VERSIONS,
  Moved,
  StoreUnavailable,
} from './store';
import { STORED_ROOTS } from '../../../src/content/content-files';
import { base64Of, bytesOfBase64 } from '../../../src/core/base64';

export interface GitHubStoreSettings {
  GITHUB_APP_ID?: string;
  GITHUB_APP_INSTALLATION_ID?: string;
  GITHUB_APP_PRIVATE_KEY?: string;
  GITHUB_API_ORIGIN?: string;
  /** The server's secret, which seals drafts' records. */
  SESSION_SECRET?: string;
}

/** A GitHub answer other than success, with its status. */
class GitHubAnswered extends Error {
  constructor(readonly status: number) {
    super(`GitHub answered ${status}`);
  }
}

const PAGE = 100;
/** Drafts are one per form: far fewer than this many pages of them. */
const MAX_PAGES = 20;

/** Blobs by id, kept while the isolate runs: an id is its content. */
const blobs = new Map<string, Promise<Uint8Array>>();
const MAX_KEPT = 2000;

interface Pull {
  number: number;
}

interface Commit {
  tree: { sha: string };
  parents: Array<{ sha: string }>;
  message: string;
}

interface Comment {
  id: number;
  body: string;
  created_at: string;
  user: { login: string } | null;
  performed_via_github_app?: { id: number } | null;
}

/** The hidden line that says whose a note is and whether it was seen to; `--` kept out of it. */
const NOTE = /^<!-- content-api-note (\{.*?\}) -->\n[^\n]*\n\n([\s\S]*)$/;
const hidden = (value: unknown) => JSON.stringify(value).replace(/-(?=-)/g, '\\u002d');

/** A person's name as GitHub's markdown shows it, nothing in it read as markup. */
const asPlain = (name: string) => name.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>#|]/g, '\\$&');

/** A note as a comment: the hidden line, then who wrote it where people read it on GitHub. */
const commentOf = ({ by, at, resolved, text, key }: Omit<Note, 'id'>) =>
  [
    `<!-- content-api-note ${hidden({ by, at, resolved, ...(key && { key }) })} -->`,
    `**${asPlain(by.name)}** wrote in the content editor${resolved ? ' (seen to)' : ''}:`,
    '',
    text,
  ].join('\n');

/** A comment as a note: the hidden line counts only in a comment the App wrote. */
function noteOf(comment: Comment, appId: number): Note {
  const kept = comment.performed_via_github_app?.id === appId && NOTE.exec(comment.body);
  if (kept)
    try {
      const { by, at, resolved, key } = JSON.parse(kept[1]);
      if (typeof by?.id === 'string' && typeof by?.name === 'string')
        return {
          id: String(comment.id),
          by: { id: by.id, name: by.name },
          at: String(at),
          resolved: resolved === true,
          text: kept[2],
          ...(typeof key === 'string' && { key }),
        };
    } catch {
      // An unreadable hidden line: the comment is shown as GitHub's.
    }
  return {
    id: String(comment.id),
    by: { id: '', name: comment.user?.login ?? 'GitHub' },
    at: comment.created_at,
    resolved: false,
    text: comment.body,
  };
}

export function gitHubStore(
  env: GitHubStoreSettings,
  repo: string,
  publishedLine: string,
  meter?: Meter,
): Store {
  const owner = repo.split('/')[0];
  // Drafts' records are sealed with the server's secret: without one, nothing could be trusted.
  if (!env.SESSION_SECRET) throw new Error("GitHub's store needs the server's SESSION_SECRET.");
  const secret = env.SESSION_SECRET;

  async function ask<T>(method: string, rest: string, body?: unknown): Promise<T> {
    // A file's bytes are read once per version of it (blobs, below): not counted.
    if (!(method === 'GET' && rest.startsWith('/git/blobs/'))) meter?.spend();
    let answer: Response;
    try {
      const token = await installationToken(env, repo);
      answer = await askGitHub(apiOrigin(env), `/repos/${repo}${rest}`, `token ${token}`, {
        method,
        body,
        timeout: 20_000,
      });
    } catch {
      throw new StoreUnavailable('GitHub did not answer');
    }
    if (answer.status === 204) return undefined as T;
    if (answer.ok) {
      try {
        return (await answer.json()) as T;
      } catch {
        throw new StoreUnavailable('GitHub answered in pieces');
      }
    }
    // GitHub's own failure, a rate limit, or the App's token refused: nothing the person did.
    if (
      answer.status >= 500 ||
      answer.status === 401 ||
      answer.status === 403 ||
      answer.status === 429
    )
      throw new StoreUnavailable(`GitHub answered ${answer.status}`);
    throw new GitHubAnswered(answer.status);
  }

  const ref = (line: string) => `heads/${line.split('/').map(encodeURIComponent).join('/')}`;

  async function head(line: string): Promise<string | undefined> {
    try {
      const found = await ask<{ object: { sha: string } }>('GET', `/git/ref/${ref(line)}`);
      return found.object.sha;
    } catch (error) {
      if (error instanceof GitHubAnswered && error.status === 404) return undefined;
      throw error;
    }
  }

  /** Commits by id, read once: an id is its content. */
  const commits = new Map<string, Promise<Commit>>();
  function commitOf(sha: string): Promise<Commit> {
    if (!commits.has(sha)) {
      const read = ask<Commit>('GET', `/git/commits/${sha}`);
      read.catch(() => commits.delete(sha));
      commits.set(sha, read);
    }
    return commits.get(sha)!;
  }
  const treeOfCommit = async (sha: string) => (await commitOf(sha)).tree.sha;

  /** Blobs written, by their content's digest: a retry writes none again. */
  const written = new Map<string, Promise<string>>();
  async function blobOf(bytes: Uint8Array): Promise<string> {
    const digest = base64Of(
      new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)),
    );
    if (!written.has(digest)) {
      const write = ask<{ sha: string }>('POST', '/git/blobs', {
        content: base64Of(bytes),
        encoding: 'base64',
      }).then(({ sha }) => sha);
      write.catch(() => written.delete(digest));
      written.set(digest, write);
    }
    return written.get(digest)!;
  }

  const snapshots = new Map<string, Promise<Snapshot>>();
  async function readSnapshot(version: string): Promise<Snapshot> {
    const listing = await ask<{
      tree: Array<{ path: string; type: string; sha: string }>;
      truncated?: boolean;
    }>('GET', `/git/trees/${await treeOfCommit(version)}?recursive=1`);
    // A listing GitHub cut short cannot be judged whole.
    if (listing.truncated) throw new StoreUnavailable('GitHub cut the listing short');
    const files = new Map(
      listing.tree
        .filter(
          ({ type, path }) =>
            type === 'blob' && STORED_ROOTS.some((root) => path.startsWith(`${root}/`)),
        )
        .map(({ path, sha }) => [path, sha]),
    );
    return {
      version,
      paths: [...files.keys()].sort(),
      id: (path) => files.get(path),
      read(path) {
        const id = files.get(path);
        if (!id) return Promise.resolve(undefined);
        if (!blobs.has(id)) {
          if (blobs.size >= MAX_KEPT) blobs.delete(blobs.keys().next().value!);
          const read = ask<{ content: string }>('GET', `/git/blobs/${id}`).then(({ content }) =>
            bytesOfBase64(content),
          );
          read.catch(() => blobs.delete(id));
          blobs.set(id, read);
        }
        return blobs.get(id)!;
      },
    };
  }

  /** The open pull request of a draft's line, if it has one. */
  async function pullOf(line: string): Promise<Pull | undefined> {
    const query = new URLSearchParams({
      head: `${owner}:${line}`,
      base: publishedLine,
      state: 'open',
    });
    const [pull] = await ask<Pull[]>('GET', `/pulls?${query}`);
    return pull;
  }

  /** The draft's pull request, opened where it has none yet: where people see it, and its notes. */
  async function reviewOf(line: string): Promise<Pull> {
    const pull = await pullOf(line);
    if (pull) return pull;
    return ask<Pull>('POST', '/pulls', {
      title: `Draft: ${line.slice('cms/'.length)}`,
      head: line,
      base: publishedLine,
      body: "A draft of the site's content editor. Its state (status, authors, Ready, time to go live) is kept in its commits and shown in the editor: change it there, not here.",
    });
  }

  return {
    place: `github:${repo}`,
    publishedLine,
    head,
    at(version) {
      if (!snapshots.has(version)) {
        const read = readSnapshot(version);
        read.catch(() => snapshots.delete(version));
        snapshots.set(version, read);
      }
      return snapshots.get(version)!;
    },
    async write(line, move) {
      if (move.expect !== null && move.expect !== move.parent)
        throw new Error('A version follows the one its line is at.');
      const tree = await ask<{ sha: string }>('POST', '/git/trees', {
        base_tree: await treeOfCommit(move.over ?? move.parent),
        tree: await Promise.all(
          [...move.changes].map(async ([path, bytes]) => ({
            path,
            mode: '100644',
            type: 'blob',
            sha: bytes === null ? null : await blobOf(bytes),
          })),
        ),
      });
      const { author, saveId } = move.info;
      const said = saveId ? messageWithSaveId(move.info.message, saveId) : move.info.message;
      const message = move.record
        ? await messageWithRecord(
            secret,
            said,
            { line, parent: move.parent, tree: tree.sha },
            move.record,
          )
        : said;
      const commit = await ask<{ sha: string }>('POST', '/git/commits', {
        message,
        tree: tree.sha,
        parents: [move.parent],
        author: { name: author.name, email: author.email, date: new Date().toISOString() },
      });
      try {
        if (move.expect === null)
          await ask('POST', '/git/refs', { ref: `refs/heads/${line}`, sha: commit.sha });
        else await ask('PATCH', `/git/refs/${ref(line)}`, { sha: commit.sha, force: false });
      } catch (error) {
        // 422: the branch is there already, or the move is no fast-forward: it moved meanwhile.
        if (error instanceof GitHubAnswered && error.status === 422) throw new Moved(line);
        throw error;
      }
      // A new draft's pull request, where people see it on GitHub; opened again by a note
      // (below) where this one failed.
      if (move.expect === null && line !== publishedLine) await reviewOf(line).catch(() => {});
      return commit.sha;
    },
    async builtVersion(version) {
      let at = version;
      for (let step = 0; step < MAX_STATE_VERSIONS; step++) {
        const { tree, parents } = await commitOf(at);
        if (!parents[0] || (await commitOf(parents[0].sha)).tree.sha !== tree.sha) break;
        at = parents[0].sha;
      }
      return at;
    },
    async landed(line, saveId) {
      let at = await head(line);
      for (let step = 0; at && step < SAVE_LOOKBACK; step++) {
        const { message, parents } = await commitOf(at);
        if (saveIdOf(message) === saveId) return { version: at, message: message.split('\n')[0] };
        at = parents[0]?.sha;
      }
      return undefined;
    },
    async remove(line, at) {
      if (line === publishedLine) throw new Error('The published line is never taken away.');
      // GitHub deletes a branch whatever it points at: read first, then delete (the window
      // between is a request's time; a save in it is lost with the branch).
      if ((await head(line)) !== at) throw new Moved(line);
      try {
        await ask('DELETE', `/git/refs/${ref(line)}`);
      } catch (error) {
        if (error instanceof GitHubAnswered && error.status === 422) return;
        throw error;
      }
    },
    async history(paths, limit) {
      // GitHub lists a file's commits one path at a time (docs.github.com, REST "List commits":
      // `path`, `sha`, `per_page` up to 100; Contents: read): a form has a file per language at
      // most, each a call.
      const lists = await Promise.all(
        paths.map((path) => {
          const query = new URLSearchParams({
            sha: publishedLine,
            path,
            per_page: String(Math.min(limit, PAGE)),
          });
          return ask<
            Array<{
              sha: string;
              commit: { author: { name: string; date: string }; message: string };
            }>
          >('GET', `/commits?${query}`);
        }),
      );
      // Newest first: by time, and within a second (GitHub's times have no finer) by the order
      // GitHub listed them in.
      const found = new Map<string, PastVersion & { rank: number }>();
      for (const list of lists)
        list.forEach(({ sha, commit }, rank) => {
          if ((found.get(sha)?.rank ?? Infinity) <= rank) return;
          found.set(sha, {
            version: sha,
            at: commit.author.date,
            by: commit.author.name,
            message: commit.message.split('\n')[0],
            rank,
          });
        });
      return [...found.values()]
        .sort((a, b) => b.at.localeCompare(a.at) || a.rank - b.rank)
        .slice(0, limit)
        .map(({ rank: _rank, ...version }) => version);
    },
    async lines(prefix) {
      const found: string[] = [];
      for (let page = 1; ; page++) {
        const refs = await ask<Array<{ ref: string }>>(
          'GET',
          `/git/matching-refs/${ref(prefix)}?per_page=${PAGE}&page=${page}`,
        );
        found.push(...refs.map(({ ref: name }) => name.slice('refs/heads/'.length)));
        // A short page is the last; a list that ignores paging stops after MAX_PAGES.
        if (refs.length < PAGE || page >= MAX_PAGES) return found;
      }
    },
    async draft(line) {
      const version = await head(line);
      if (!version) return undefined;
      const { message, parents, tree } = await commitOf(version);
      const record = await recordOfMessage(secret, message, {
        line,
        parent: parents[0]?.sha ?? '',
        tree: tree.sha,
      });
      return { version, record };
    },
    async endReview(line) {
      const pull = await pullOf(line);
      if (pull) await ask('PATCH', `/pulls/${pull.number}`, { state: 'closed' });
    },
    async notes(line) {
      const pull = await pullOf(line);
      if (!pull) return [];
      const found: Comment[] = [];
      for (let page = 1; ; page++) {
        const comments = await ask<Comment[]>(
          'GET',
          `/issues/${pull.number}/comments?per_page=${PAGE}&page=${page}`,
        );
        found.push(...comments);
        if (comments.length < PAGE || page >= MAX_PAGES) break;
      }
      return found.map((comment) => noteOf(comment, Number(env.GITHUB_APP_ID)));
    },
    async addNote(line, note) {
      if (!(await head(line))) throw new Moved(line);
      const pull = await reviewOf(line);
      const comment = await ask<Comment>('POST', `/issues/${pull.number}/comments`, {
        body: commentOf(note),
      });
      return { ...note, id: String(comment.id) };
    },
    async setNote(_line, id, note) {
      if (!/^\d+$/.test(id)) throw new Error('A note of GitHub is a comment, by its number.');
      if (note) await ask('PATCH', `/issues/comments/${id}`, { body: commentOf(note) });
      else await ask('DELETE', `/issues/comments/${id}`);
    },
  };
}
