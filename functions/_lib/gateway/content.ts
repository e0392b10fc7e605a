// What the gateway lets onto the branch: a commit that changes content and nothing else, and
// content the build would take. The paths: only files below data/ and locales/, plain files
// (no links, no submodules, nothing executable). The content: the project's own check
// (src/content/, the same model the build and the editor use), run over the files as the new
// commit has them, with the branch as it is now as what came before (a version of the
// conditions in force must stay as it was). Files are read by their blob's id and kept:
// from one publish to the next, only what changed is fetched.
import { checkContent } from '../../../src/content/check';
import { HEAD_BYTES, exifOrientation, sniffImage } from '../../../src/content/images';
import type { Problem } from '../../../src/content/problem';
import type { ContentSource } from '../../../src/content/source';

/** The folders an editor's commit may change. */
export const CONTENT_FOLDERS = ['data/', 'locales/'] as const;
/** A plain file's mode in git: not a link (120000), a submodule (160000), or executable. */
const PLAIN_FILE = '100644';

export const isContentPath = (path: string) =>
  CONTENT_FOLDERS.some((folder) => path.startsWith(folder)) &&
  !path.split('/').some((part) => part === '..' || part === '.' || part === '');

/** A content folder, or one below it: `data`, `locales/nl`, `data/images/about`. */
export const isContentFolder = (folder: string) =>
  CONTENT_FOLDERS.some((root) => `${folder}/` === root) || isContentPath(folder);

/** One file of a tree, as GitHub lists it (`git/trees/{sha}?recursive=1`). */
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

/** The paths whose file differs between two trees, and a reason for each that may not change. */
export function changedPaths(before: TreeEntry[], after: TreeEntry[]) {
  const files = (tree: TreeEntry[]) =>
    new Map(tree.filter(({ type }) => type !== 'tree').map((entry) => [entry.path, entry]));
  const [was, now] = [files(before), files(after)];
  const changed = [...new Set([...was.keys(), ...now.keys()])].filter((path) => {
    const [a, b] = [was.get(path), now.get(path)];
    return a?.sha !== b?.sha || a?.mode !== b?.mode;
  });
  const refused = changed.filter((path) => {
    const entry = now.get(path);
    return !isContentPath(path) || (entry !== undefined && entry.mode !== PLAIN_FILE);
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
    async readImage(path) {
      const read = bytes(path);
      if (!read) return undefined;
      const all = await read;
      const head = all.subarray(0, HEAD_BYTES);
      // No decoder runs here: a picture whose first bytes are a known format is taken as
      // readable; the editor decodes it in the browser before upload, the build after.
      return {
        size: all.length,
        head,
        decodes: sniffImage(head) !== undefined,
        orientation: exifOrientation(head),
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
