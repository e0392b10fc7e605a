// The content API's store on a developer's working copy, for `npm run cms`
// (functions/_lib/content-api/store.ts), made with git itself:
//   - the published line is the working tree's data/ and locales/, as the developer has them:
//     its version is their git tree (hashed through an index of the store's own in .git/, never
//     the developer's), and a publish writes the files there, as decap-server did;
//   - a draft is a local branch `cms/<collection>/<file>` of commits holding the content only,
//     moved with `git update-ref <new> <old>`, which refuses when the branch is no longer at
//     <old> (never forced);
//   - a draft's record is sealed into its commits' messages, as on GitHub
//     (functions/_lib/content-api/sealed-record.ts), with a key kept in .git/; its notes are a
//     JSON file there.
// A folder that is no git working copy (a downloaded archive, a test's copy) gets a repository
// of the store's own beside its files, PRIVATE_GIT_DIR, which git's own commands there ignore.
// One call at a time (./content-server.ts): git's index and the working tree are not shared.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { messageWithRecord, recordOfMessage } from '../../functions/_lib/content-api/sealed-record';
import {
  type Landed,
  SAVE_LOOKBACK,
  messageWithSaveId,
  saveIdOf,
} from '../../functions/_lib/content-api/save-id';
import {
  type LineMove,
  MAX_STATE_VERSIONS,
  Moved,
  type Note,
  type Snapshot,
  type Store,
} from '../../functions/_lib/content-api/store';
import { STORED_ROOTS } from '../../src/content/content-files';

const run = promisify(execFile);

/** The store's own repository in a folder that has none. */
export const PRIVATE_GIT_DIR = '.content-drafts.git';
const NO_VERSION = '0'.repeat(40);

export interface LocalStoreOptions {
  /** Who commits a draft's versions (the author is the person saving). */
  committer?: { name: string; email: string };
}

export async function localStore(
  repoDir: string,
  { committer = { name: 'Content editor', email: 'editor@localhost' } }: LocalStoreOptions = {},
): Promise<Store> {
  /** Where git keeps this store's repository, when it is not the working copy's own. */
  let own: NodeJS.ProcessEnv = {};
  const git = async (
    args: string[],
    { env = {}, input }: { env?: NodeJS.ProcessEnv; input?: Uint8Array } = {},
  ) => {
    const child = run('git', args, {
      cwd: repoDir,
      env: { ...process.env, ...own, ...env },
      encoding: 'buffer',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (input) {
      child.child.stdin!.end(Buffer.from(input));
    }
    const { stdout } = await child;
    return stdout as Buffer;
  };
  const gitText = async (args: string[], options?: Parameters<typeof git>[1]) =>
    (await git(args, options)).toString('utf8').trim();
  const inRepository = await git(['rev-parse', '--is-inside-work-tree']).then(
    () => true,
    () => false,
  );
  if (!inRepository) {
    own = { GIT_DIR: path.join(repoDir, PRIVATE_GIT_DIR), GIT_WORK_TREE: repoDir };
    await git(['init', '--quiet']);
  }
  const gitDir = path.resolve(repoDir, await gitText(['rev-parse', '--git-dir']));
  const ownIndex = path.join(gitDir, 'content-api-index');
  const notesFile = path.join(gitDir, 'content-api-notes.json');
  const keyFile = path.join(gitDir, 'content-api-key');
  const savesFile = path.join(gitDir, 'content-api-saves.json');
  const publishedLine = 'main';
  // The key that seals drafts' records: made once, kept with the repository it vouches for.
  if (!existsSync(keyFile))
    writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  const secret = readFileSync(keyFile, 'utf8').trim();
  /** Each draft's notes, by its line, as its pull request's comments would be on GitHub. */
  const allNotes = (): Record<string, Note[]> =>
    existsSync(notesFile) ? JSON.parse(readFileSync(notesFile, 'utf8')) : {};
  const keepNotes = (line: string, notes: Note[] | undefined) => {
    const all = allNotes();
    if (notes) all[line] = notes;
    else delete all[line];
    writeFileSync(notesFile, `${JSON.stringify(all, null, 2)}\n`);
  };

  /**
   * The published line's newest saves by id: the working tree keeps no messages, so the store
   * keeps what a commit's message would (the SAVE_LOOKBACK newest, as a retry looks back).
   */
  const publishedSaves = (): Array<Landed & { id: string }> =>
    existsSync(savesFile) ? JSON.parse(readFileSync(savesFile, 'utf8')) : [];
  const keepSave = (id: string, landed: Landed) =>
    writeFileSync(
      savesFile,
      `${JSON.stringify([{ id, ...landed }, ...publishedSaves()].slice(0, SAVE_LOOKBACK), null, 2)}\n`,
    );

  /** The working tree's content as a tree of git's, hashed through the store's own index. */
  async function workingVersion(): Promise<string> {
    const env = { GIT_INDEX_FILE: ownIndex };
    if (!existsSync(ownIndex)) await git(['read-tree', '--empty'], { env });
    // A root the folder lacks (translations/ before its first publish) is no pathspec for git.
    const [present, absent] = [true, false].map((there) =>
      STORED_ROOTS.filter((root) => existsSync(path.join(repoDir, root)) === there),
    );
    if (present.length) await git(['add', '--all', '--', ...present], { env });
    if (absent.length)
      await git(['rm', '-r', '-q', '--cached', '--ignore-unmatch', '--', ...absent], { env });
    return gitText(['write-tree'], { env });
  }

  const blobs = new Map<string, Promise<Uint8Array>>();
  const snapshots = new Map<string, Promise<Snapshot>>();
  async function readSnapshot(version: string): Promise<Snapshot> {
    const listing = (await git(['ls-tree', '-r', '-z', version])).toString('utf8');
    const files = new Map<string, string>();
    for (const line of listing.split('\0')) {
      const match = /^(\d+) blob ([0-9a-f]+)\t(.+)$/s.exec(line);
      if (match && STORED_ROOTS.some((root) => match[3].startsWith(`${root}/`)))
        files.set(match[3], match[2]);
    }
    return {
      version,
      paths: [...files.keys()].sort(),
      id: (file) => files.get(file),
      read(file) {
        const id = files.get(file);
        if (!id) return Promise.resolve(undefined);
        if (!blobs.has(id))
          blobs.set(
            id,
            git(['cat-file', 'blob', id]).then((bytes) => new Uint8Array(bytes)),
          );
        return blobs.get(id)!;
      },
    };
  }

  const refOf = (line: string) => `refs/heads/${line}`;

  async function isCommit(version: string) {
    return (await gitText(['cat-file', '-t', version])) === 'commit';
  }

  /** A new tree: the files of `over` with `changes` in their place. */
  async function treeWith(over: string, changes: LineMove['changes']): Promise<string> {
    const index = path.join(gitDir, `content-api-index-${process.pid}-${Date.now()}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      await git(['read-tree', over], { env });
      for (const [file, bytes] of changes) {
        if (bytes === null) await git(['update-index', '--force-remove', '--', file], { env });
        else {
          const id = await gitText(['hash-object', '-w', '--stdin'], { input: bytes });
          await git(['update-index', '--add', '--cacheinfo', `100644,${id},${file}`], { env });
        }
      }
      return await gitText(['write-tree'], { env });
    } finally {
      rmSync(index, { force: true });
    }
  }

  function writeWorkingTree(changes: LineMove['changes']) {
    for (const [file, bytes] of changes) {
      const target = path.join(repoDir, file);
      if (bytes === null) rmSync(target, { force: true });
      else {
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, bytes);
      }
    }
  }

  const store: Store = {
    place: path.resolve(repoDir),
    publishedLine,
    async head(line) {
      if (line === publishedLine) return workingVersion();
      try {
        return await gitText(['rev-parse', '--verify', '--quiet', `${refOf(line)}^{commit}`]);
      } catch {
        return undefined;
      }
    },
    at(version) {
      if (!snapshots.has(version)) snapshots.set(version, readSnapshot(version));
      return snapshots.get(version)!;
    },
    async write(line, move) {
      if (line === publishedLine) {
        if ((await workingVersion()) !== move.expect) throw new Moved(line);
        writeWorkingTree(move.changes);
        const version = await workingVersion();
        if (move.info.saveId)
          keepSave(move.info.saveId, { version, message: move.info.message.split('\n')[0] });
        return version;
      }
      const tree = await treeWith(move.over ?? move.parent, move.changes);
      const parents = (await isCommit(move.parent)) ? ['-p', move.parent] : [];
      const { author, saveId } = move.info;
      const said = saveId ? messageWithSaveId(move.info.message, saveId) : move.info.message;
      const message = move.record
        ? await messageWithRecord(
            secret,
            said,
            // Sealed to the parent the commit names: none where the draft begins on the
            // working tree, which is no commit.
            { line, parent: parents.length ? move.parent : '', tree },
            move.record,
          )
        : said;
      const commit = await gitText(['commit-tree', tree, ...parents, '-F', '-'], {
        input: new TextEncoder().encode(message),
        env: {
          GIT_AUTHOR_NAME: author.name,
          GIT_AUTHOR_EMAIL: author.email,
          GIT_COMMITTER_NAME: committer.name,
          GIT_COMMITTER_EMAIL: committer.email,
        },
      });
      try {
        await git(['update-ref', refOf(line), commit, move.expect ?? NO_VERSION]);
      } catch {
        throw new Moved(line);
      }
      return commit;
    },
    async history(paths, limit) {
      // The working tree is published as it is written; its history is what the developer
      // committed of it, HEAD's (none in a folder that is no repository, or has no commit yet).
      const listing = await gitText([
        'log',
        `--max-count=${limit}`,
        '--format=%H%x00%aI%x00%an%x00%s',
        'HEAD',
        '--',
        ...paths,
      ]).catch(() => '');
      return listing
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [version, at, by, message] = line.split('\0');
          return { version, at: new Date(at).toISOString(), by, message };
        });
    },
    async builtVersion(version) {
      let at = version;
      for (let step = 0; step < MAX_STATE_VERSIONS; step++) {
        const [tree, parentTree, parent] = await Promise.all([
          gitText(['rev-parse', `${at}^{tree}`]),
          gitText(['rev-parse', `${at}^^{tree}`]).catch(() => ''),
          gitText(['rev-parse', `${at}^`]).catch(() => ''),
        ]);
        if (!parent || parentTree !== tree) break;
        at = parent;
      }
      return at;
    },
    async landed(line, saveId) {
      if (line === publishedLine) {
        const found = publishedSaves().find(({ id }) => id === saveId);
        return found && { version: found.version, message: found.message };
      }
      const head = await store.head(line);
      if (!head) return undefined;
      const versions = (await gitText(['rev-list', `--max-count=${SAVE_LOOKBACK}`, head])).split(
        '\n',
      );
      for (const version of versions) {
        const message = await gitText(['log', '-1', '--format=%B', version]);
        if (saveIdOf(message) === saveId) return { version, message: message.split('\n')[0] };
      }
      return undefined;
    },
    async remove(line, at) {
      if (line === publishedLine) throw new Error('The published line is never taken away.');
      try {
        await git(['update-ref', '-d', refOf(line), at]);
      } catch {
        throw new Moved(line);
      }
    },
    async lines(prefix) {
      const listed = await gitText(['for-each-ref', '--format=%(refname)', `refs/heads/${prefix}`]);
      return listed
        .split('\n')
        .filter(Boolean)
        .map((ref) => ref.slice('refs/heads/'.length));
    },
    async draft(line) {
      const version = await store.head(line);
      if (!version) return undefined;
      const raw = await gitText(['cat-file', 'commit', version]);
      const [header, ...body] = raw.split('\n\n');
      const field = (name: string) =>
        header
          .split('\n')
          .find((one) => one.startsWith(`${name} `))
          ?.slice(name.length + 1) ?? '';
      const record = await recordOfMessage(secret, body.join('\n\n'), {
        line,
        parent: field('parent'),
        tree: field('tree'),
      });
      return { version, record };
    },
    async endReview(line) {
      keepNotes(line, undefined);
    },
    async notes(line) {
      return allNotes()[line] ?? [];
    },
    async addNote(line, note) {
      if (!(await store.head(line))) throw new Moved(line);
      const added = { ...note, id: randomUUID() };
      keepNotes(line, [...(allNotes()[line] ?? []), added]);
      return added;
    },
    async setNote(line, id, note) {
      const notes = allNotes()[line] ?? [];
      keepNotes(
        line,
        note
          ? notes.map((kept) => (kept.id === id ? note : kept))
          : notes.filter((kept) => kept.id !== id),
      );
    },
  };
  return store;
}
