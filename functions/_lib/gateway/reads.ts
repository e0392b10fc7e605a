// What the editor reads, judged by what the answer would hold: a folder's listing holds only
// the content's entries; a blob is served only if it is a content file on the branch, or one
// this session wrote; a file's history is asked with the parameters Decap uses, rebuilt, never
// passed on. Every answer is made here from the fields Decap reads.
import { contentFolders, isContentFile } from '../../../src/content/content-files';
import { Refusal, answer, decodedOnce, withPaging } from './answers';
import { type TreeEntry, contentBlobs, isContentEntry } from './content';
import { type Call, askRepo, headOf, reader } from './github';
import { isDraftBranch, lineOf } from './drafts';
import { wroteIt } from './session';
import { draftsOn } from './settings';

/**
 * `main:data/images` → the branch and the folder, when it is a content folder of the
 * publishing branch or of a draft's (./drafts.ts).
 */
function folderOf(call: Call, ref: string): { branch: string; folder: string } {
  const name = decodedOnce(ref) ?? ref;
  const colon = name.lastIndexOf(':');
  const folder = colon < 0 ? '' : name.slice(colon + 1).replace(/\/$/, '');
  if (colon < 0 || !contentFolders.includes(folder))
    throw new Refusal(403, `The editor reads the content folders only, not ${name}.`);
  return { branch: lineOf(call, name.slice(0, colon)), folder };
}

/** GET git/trees/{branch}:{folder}[?recursive=1]: the folder's content entries alone. */
export async function readFolder(call: Call, ref: string) {
  const { branch, folder } = folderOf(call, ref);
  const recursive = call.url.searchParams.has('recursive');
  const listing = await askRepo<{ sha: string; tree: TreeEntry[] }>(
    call,
    'GET',
    `/git/trees/${encodeURIComponent(`${branch}:${folder}`)}${recursive ? '?recursive=1' : ''}`,
  );
  const tree = listing.tree
    .filter(({ path, type }) => isContentEntry(`${folder}/${path}`, type))
    .map(({ path, mode, type, sha, size }) => ({
      path,
      mode,
      type,
      sha,
      ...(size === undefined ? {} : { size }),
    }));
  return answer({ sha: listing.sha, tree, truncated: false });
}

/** The content blobs of a tree, kept by the tree's id (which never changes). */
const contentOfTree = new Map<string, Promise<Set<string>>>();
/** The branch's head, asked again after HEAD_SECONDS: Decap reads a folder's files at once. */
const heads = new Map<string, { until: number; tree: Promise<string> }>();
const HEAD_SECONDS = 10;

/**
 * The content blobs of `branch` as it is now, or as it was a few seconds ago: a file that
 * was content then is the content's history, which the editor may read.
 */
async function contentOfBranch(
  call: Call,
  branch: string,
  { fresh = false } = {},
): Promise<Set<string>> {
  const key = `${call.repo} ${branch}`;
  const now = Date.now();
  let head = heads.get(key);
  if (!head || head.until < now || fresh) {
    head = {
      until: now + HEAD_SECONDS * 1000,
      tree: headOf(call, branch).then(({ tree }) => tree),
    };
    head.tree.catch(() => heads.delete(key));
    heads.set(key, head);
  }
  const tree = await head.tree;
  if (!contentOfTree.has(tree)) {
    if (contentOfTree.size > 50) contentOfTree.clear();
    const listed = reader(call).tree(tree).then(contentBlobs);
    listed.catch(() => contentOfTree.delete(tree));
    contentOfTree.set(tree, listed);
  }
  return contentOfTree.get(tree)!;
}

/** Whether `sha` is a content file of a draft as it is now (drafts on): a colleague's draft is read too. */
async function inADraft(call: Call, sha: string): Promise<boolean> {
  if (!draftsOn(call.env)) return false;
  const refs = await askRepo<Array<{ ref: string }>>(call, 'GET', '/git/matching-refs/heads/cms/');
  for (const { ref } of refs) {
    const branch = ref.replace(/^refs\/heads\//, '');
    if (isDraftBranch(branch) && (await contentOfBranch(call, branch, { fresh: true })).has(sha))
      return true;
  }
  return false;
}

/** GET git/blobs/{sha}: a content file of the branch or of a draft, or one this session wrote. */
export async function readBlob(call: Call, sha: string) {
  // Asked of the head as it was a moment ago, then, if not found there, of the head as it is now.
  const readable =
    (await contentOfBranch(call, call.branch)).has(sha) ||
    (await wroteIt(call.session, call.env, 'blob', sha)) ||
    (await contentOfBranch(call, call.branch, { fresh: true })).has(sha) ||
    (await inADraft(call, sha));
  if (!readable) throw new Refusal(404, 'Not Found: the editor reads the content’s files only.');
  const blob = await askRepo<{ sha: string; size: number; content: string; encoding: string }>(
    call,
    'GET',
    `/git/blobs/${sha}`,
  );
  return new Response(
    JSON.stringify({
      sha: blob.sha,
      size: blob.size,
      content: blob.content,
      encoding: blob.encoding,
    }),
    {
      headers: {
        ...Object.fromEntries(answer(null).headers),
        // A blob's id is its content: the browser may keep it, no one else may.
        'Cache-Control': 'private, max-age=31536000, immutable',
      },
    },
  );
}

/** GET commits?path=…&sha=…: a content file's history, the query rebuilt from what Decap sends. */
export async function readHistory(call: Call) {
  const query = call.url.searchParams;
  const paths = query.getAll('path');
  if (paths.length !== 1 || !isContentFile(paths[0]))
    throw new Refusal(
      403,
      `The editor reads the history of one content file at a time, not ${paths.join(' and ') || 'the whole repository'}'s.`,
    );
  // Decap names the branch; a commit's id would reach the history of other lines of work.
  const from = query.get('sha') ?? call.branch;
  if (from !== call.branch)
    throw new Refusal(403, `The editor reads the history of ${call.branch} only.`);
  const rebuilt = new URLSearchParams({ path: paths[0], sha: from });
  withPaging(query, rebuilt);
  const commits = await askRepo<
    Array<{ sha: string; commit: { author: unknown; committer: unknown; message: string } }>
  >(call, 'GET', `/commits?${rebuilt}`);
  return answer(
    commits.map(({ sha, commit }) => ({
      sha,
      commit: { author: commit.author, committer: commit.committer, message: commit.message },
    })),
  );
}

/** GET branches/{branch}, git/ref/heads/{branch}: the head commit's id. */
export async function readBranch(call: Call, branch: string, shape: 'branch' | 'ref') {
  const head = await headOf(call, branch);
  return answer(
    shape === 'branch'
      ? { name: branch, commit: { sha: head.sha } }
      : { ref: `refs/heads/${branch}`, object: { sha: head.sha, type: 'commit' } },
  );
}
