// What the gateway lets onto the branch and reads back: the content's files as the model
// lists them (src/content/content-files.ts: each data file, each texts file, the pictures of
// the picture folders; names exact), as plain files (no links, no submodules, nothing
// executable), holding content the project's own check accepts, run over the files as the new
// commit has them, with the branch as it is now as what came before (a version of the
// conditions in force must stay as it was). Files are read by their blob's id and kept: from
// one publish to the next, only what changed is fetched.
import { checkContent } from '../../../src/content/check';
import {
  contentFolders,
  isBelowContentRoots,
  isContentFile,
  notAFileOfTheSite,
} from '../../../src/content/content-files';
import { HEAD_BYTES, exifOrientation } from '../../../src/content/images';
import type { Problem } from '../../../src/content/problem';
import type { ContentSource } from '../../../src/content/source';
import { pictureVerdict } from './pictures';

/** A plain file's mode in git: not a link (120000), a submodule (160000), or executable. */
const PLAIN_FILE = '100644';

/** One entry of a tree, as GitHub lists it (`git/trees/{sha}?recursive=1`). */
export interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  size?: number;
}

/** How the gateway reads the repository: a tree's entries, a blob's bytes. */
export interface GitReader {
  tree(sha: string): Promise<TreeEntry[]>;
  blob(sha: string): Promise<Uint8Array>;
}

/** Whether an entry at `path` (from the repository's root) is content the editor may see. */
export const isContentEntry = (path: string, type: TreeEntry['type']) =>
  type === 'tree' ? contentFolders.includes(path) : type === 'blob' && isContentFile(path);

/** The blobs of a tree (listed whole) that are content files: what the editor may read. */
export const contentBlobs = (tree: TreeEntry[]) =>
  new Set(
    tree.filter(({ path, type }) => type === 'blob' && isContentFile(path)).map(({ sha }) => sha),
  );

/** Blobs by id, kept while the gateway runs: a blob's id is its content, so it never goes stale. */
const blobs = new Map<string, Promise<Uint8Array>>();
const MAX_KEPT = 2000;

function keptBlob(git: GitReader, sha: string): Promise<Uint8Array> {
  if (!blobs.has(sha)) {
    if (blobs.size >= MAX_KEPT) blobs.delete(blobs.keys().next().value!);
    const read = git.blob(sha);
    read.catch(() => blobs.delete(sha));
    blobs.set(sha, read);
  }
  return blobs.get(sha)!;
}

/** Pictures' verdicts by blob id: a blob's id is its content, so a verdict never goes stale. */
const verdicts = new Map<string, ReturnType<typeof pictureVerdict>>();

function keptVerdict(sha: string, bytes: Uint8Array) {
  if (!verdicts.has(sha)) {
    if (verdicts.size >= MAX_KEPT) verdicts.delete(verdicts.keys().next().value!);
    verdicts.set(sha, pictureVerdict(bytes));
  }
  return verdicts.get(sha)!;
}

/** The paths whose file differs between two trees, and the reason each refused one may not change. */
export function changedPaths(before: TreeEntry[], after: TreeEntry[]) {
  const files = (tree: TreeEntry[]) =>
    new Map(tree.filter(({ type }) => type !== 'tree').map((entry) => [entry.path, entry]));
  const [was, now] = [files(before), files(after)];
  const changed = [...new Set([...was.keys(), ...now.keys()])].filter((path) => {
    const [a, b] = [was.get(path), now.get(path)];
    return a?.sha !== b?.sha || a?.mode !== b?.mode || a?.type !== b?.type;
  });
  const refused = changed.flatMap((path) => {
    const entry = now.get(path);
    if (!isBelowContentRoots(path)) return [{ path, why: `${path} is outside data/ and locales/` }];
    // Taking away a file that is not the site's is a tidy-up, and allowed.
    if (!entry) return [];
    if (!isContentFile(path)) return [{ path, why: notAFileOfTheSite(path) }];
    if (entry.type !== 'blob' || entry.mode !== PLAIN_FILE)
      return [{ path, why: `${path} must be a plain file (not a link, a submodule or a program)` }];
    return [];
  });
  return { changed, refused };
}

/** The files of a tree as the content check reads them. */
export function treeSource(git: GitReader, tree: TreeEntry[]): ContentSource {
  const files = new Map(
    tree.filter(({ type }) => type === 'blob').map((entry) => [entry.path, entry]),
  );
  const bytes = (path: string) => {
    const entry = files.get(path);
    return entry ? keptBlob(git, entry.sha) : undefined;
  };
  return {
    async readText(path) {
      const read = bytes(path);
      return read && new TextDecoder().decode(await read);
    },
    async listFiles(folder) {
      const prefix = `${folder.replace(/\/$/, '')}/`;
      const names = [...files.keys()]
        .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
        .map((path) => path.slice(prefix.length));
      return names.length || tree.some(({ path }) => `${path}/` === prefix) ? names : undefined;
    },
    async listContent() {
      return [...files.keys()].filter(isBelowContentRoots);
    },
    async readImage(path) {
      const entry = files.get(path);
      if (!entry) return undefined;
      const all = await keptBlob(git, entry.sha);
      const head = all.subarray(0, HEAD_BYTES);
      // The whole file read, as the build will (./pictures.ts), once per version.
      const { decodes, width, height } = await keptVerdict(entry.sha, all);
      return {
        size: all.length,
        head,
        decodes,
        orientation: exifOrientation(head),
        ...(width && height ? { pixels: width * height } : {}),
      };
    },
  };
}

/** What the build would refuse in the new tree, with the tree as it is now as what came before. */
export async function contentProblems(
  git: GitReader,
  now: TreeEntry[],
  next: TreeEntry[],
): Promise<Problem[]> {
  const report = await checkContent(treeSource(git, next), { before: treeSource(git, now) });
  return report.errors;
}
