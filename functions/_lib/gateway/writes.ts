// What the editor writes before a publish moves the branch, each checked for its shape (a
// malformed one is a 400 in a sentence) and answered with the fields Decap reads:
// - a blob: text or base64, within the size a picture may have; remembered for this session;
// - a tree: files of the site only (src/content/content-files.ts), plain files, by blob id;
//   its answer lists the content's entries alone, whatever tree it was built on;
// - a commit: one parent, authored by the person signed in; remembered for this session, the
//   only commits the branch may move to (./branch-move.ts).
import { isContentFile, notAFileOfTheSite } from '../../../src/content/content-files';
import { MAX_IMAGE_BYTES } from '../../../src/content/images';
import { Refusal, answer, jsonBody, malformed, sha } from './answers';
import { type TreeEntry, isContentEntry } from './content';
import { type Call, askRepo } from './github';
import { rememberWritten } from './session';

/** POST git/blobs */
export async function writeBlob(call: Call) {
  const body = await jsonBody(call.request);
  const { content, encoding = 'utf-8' } = body;
  if (typeof content !== 'string') throw malformed('a blob’s content must be a text.');
  if (encoding !== 'utf-8' && encoding !== 'base64')
    throw malformed('a blob’s encoding must be utf-8 or base64.');
  // Base64 takes four characters for three bytes. A little over the pictures' limit: a picture
  // just over it is refused by the content check, in its words, not here.
  if ((encoding === 'base64' ? (content.length * 3) / 4 : content.length) > MAX_IMAGE_BYTES * 1.1)
    throw new Refusal(413, 'Not saved: the file is larger than a picture may be.');
  if (encoding === 'base64' && !/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(content))
    throw malformed('a blob’s content is not base64.');
  const written = await askRepo<{ sha: string }>(call, 'POST', '/git/blobs', {
    body: { content, encoding },
  });
  await rememberWritten(call.session, call.env, 'blob', written.sha);
  return answer({ sha: written.sha }, 201);
}

/** One entry of a new tree, as Decap sends it: a plain file set to a blob, or taken away (sha null). */
function treeEntry(entry: unknown) {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry))
    throw malformed('each entry of a tree must be an object.');
  const { path, mode, type, sha: id, ...rest } = entry as Record<string, unknown>;
  if (typeof path !== 'string') throw malformed('each entry of a tree needs a path.');
  if (Object.keys(rest).length)
    throw malformed(
      `a tree’s entry has path, mode, type and sha only, not ${Object.keys(rest).join(', ')}.`,
    );
  if (!isContentFile(path)) throw new Refusal(403, `Not published: ${notAFileOfTheSite(path)}.`);
  if (mode !== '100644' || type !== 'blob')
    throw new Refusal(403, `Not published: ${path} must be a plain file (mode 100644, a blob).`);
  return { path, mode, type, sha: id === null ? null : sha(id, `${path}’s sha`) };
}

/** POST git/trees */
export async function writeTree(call: Call) {
  const body = await jsonBody(call.request);
  const { base_tree: base, tree, ...rest } = body;
  if (Object.keys(rest).length) throw malformed(`a tree has base_tree and tree only.`);
  if (!Array.isArray(tree) || tree.length === 0)
    throw malformed('a tree’s entries must be a list of one or more.');
  const entries = tree.map(treeEntry);
  const made = await askRepo<{ sha: string; tree: TreeEntry[] }>(call, 'POST', '/git/trees', {
    body: { base_tree: sha(base, 'base_tree'), tree: entries },
  });
  // The new tree's root lists the whole repository's top: only content entries are answered.
  return answer(
    { sha: made.sha, tree: made.tree.filter(({ path, type }) => isContentEntry(path, type)) },
    201,
  );
}

/** POST git/commits: one parent, in the person's name; the App is its committer. */
export async function writeCommit(call: Call) {
  const body = await jsonBody(call.request);
  const { message, tree, parents } = body;
  if (typeof message !== 'string' || !message.trim()) throw malformed('a commit needs a message.');
  if (!Array.isArray(parents) || parents.length !== 1)
    throw new Refusal(
      403,
      'Not published: a commit of the editor has exactly one parent, the branch’s head.',
    );
  const author = {
    name: call.session.name,
    email: call.session.email,
    date: new Date().toISOString(),
  };
  const made = await askRepo<{
    sha: string;
    tree: { sha: string };
    parents: Array<{ sha: string }>;
    author: unknown;
    committer: unknown;
    message: string;
  }>(call, 'POST', '/git/commits', {
    body: { message, tree: sha(tree, 'tree'), parents: [sha(parents[0], 'parent')], author },
  });
  await rememberWritten(call.session, call.env, 'commit', made.sha);
  return answer(
    {
      sha: made.sha,
      tree: { sha: made.tree.sha },
      parents: made.parents.map(({ sha: id }) => ({ sha: id })),
      author: made.author,
      committer: made.committer,
      message: made.message,
    },
    201,
  );
}
