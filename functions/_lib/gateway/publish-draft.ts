// Publishing a draft (PUT pulls/{n}/merge): the gateway's own merge, never GitHub's. GitHub
// answers a merge it cannot make cleanly with 405, and Decap then rebuilds the draft on the
// branch and moves it itself (`forceMergePR`), over whatever a colleague published meanwhile.
// Here each file the draft changed is merged with the branch as it is now: a file only the
// draft changed is taken as the draft has it; a file both changed is merged as values with the
// project's three-way merge (src/content/merge/merge-file.ts), the editor's own. The result is
// checked as the build will read it (and, with CMS_FOUR_EYES=on, published by someone other
// than the draft's last author), and the branch moves forward by one commit in the draft's
// author's name, or nothing moves and the refusal says why in the merge's and the check's
// words. Then the draft's pull request is closed; Decap deletes its branch.
import { isContentFile } from '../../../src/content/content-files';
import { mergeFile, writeValuesOver } from '../../../src/content/merge/merge-file';
import { Refusal, answer, jsonBody } from './answers';
import { checkFound, whyRefused } from './branch-move';
import { changedPaths, contentProblems, type TreeEntry } from './content';
import { type GitHubPull, type RepoCall, draftPull } from './drafts';
import { type Call, askRepo, headOf, reader } from './github';
import { fourEyesOn } from './settings';

/** E-mail addresses compare without case: the same person whichever way it was typed. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface GitCommit {
  sha: string;
  tree: { sha: string };
  parents: Array<{ sha: string }>;
  author: { name: string; email: string };
  message: string;
}

const decoder = new TextDecoder();

/** The files of a tree by path. */
const byPath = (tree: TreeEntry[]) =>
  new Map(tree.filter(({ type }) => type === 'blob').map((entry) => [entry.path, entry]));

/** A text file's three versions merged, or the clash in words. */
async function mergedText(
  call: RepoCall,
  path: string,
  shas: [base: string, draft: string, published: string],
): Promise<string> {
  const git = reader(call);
  const [base, draft, published] = (await Promise.all(shas.map((id) => git.blob(id)))).map(
    (bytes) => decoder.decode(bytes),
  );
  const merged = mergeFile(path, [base, draft, published]);
  if (merged.clashes.length)
    throw new Refusal(
      409,
      `Not published: ${path} was changed on the site since this draft was started, in the same place${merged.clashes.length > 1 ? 's' : ''} the draft changes (${merged.clashes
        .map(({ path: at }) => at.join(' › ') || 'the whole file')
        .join(
          '; ',
        )}). Open the draft, take the site's version of these values or yours, and save it again.`,
    );
  return writeValuesOver(path, published, merged.value);
}

/** PUT pulls/{n}/merge: a draft published by the person signed in. */
export async function publishDraft(call: Call, number: string) {
  const body = await jsonBody(call.request);
  const pull = await draftPull(call, number);
  if (pull.state !== 'open')
    throw new Refusal(409, 'Not published: this draft was published or deleted meanwhile.');
  if (body.sha !== undefined && body.sha !== pull.head.sha)
    throw new Refusal(409, 'Not published: the draft was saved again meanwhile. Open it again.');
  await mayPublish(call, pull);
  const sha = await mergeDraft(call, pull);
  return answer({ sha, merged: true, message: 'Published' });
}

/**
 * Four eyes (CMS_FOUR_EYES=on): the person who last saved the draft, known by the identity
 * they signed in with, which the gateway wrote as the commit's author (./writes.ts), may not
 * publish it, nor set it to go live at a time.
 */
export async function mayPublish(call: Call, pull: GitHubPull) {
  if (!fourEyesOn(call.env)) return;
  const last = await askRepo<GitCommit>(call, 'GET', `/git/commits/${pull.head.sha}`);
  if (sameEmail(last.author.email, call.session.email))
    throw new Refusal(
      403,
      'Not published: on this site a draft is published by someone other than the person who last saved it. Ask a colleague to look it over and publish it.',
    );
}

/**
 * The draft merged into the publishing branch as it is now, checked, committed once in the
 * draft's author's name; its pull request closed. The new commit's id, or a Refusal in words.
 */
export async function mergeDraft(call: RepoCall, pull: GitHubPull): Promise<string> {
  const draftCommit = await askRepo<GitCommit>(call, 'GET', `/git/commits/${pull.head.sha}`);
  const head = await headOf(call, call.branch);
  const compared = await askRepo<{
    merge_base_commit: { sha: string; commit: { tree: { sha: string } } };
    files?: Array<{ filename: string }>;
  }>(call, 'GET', `/compare/${head.sha}...${pull.head.sha}`);
  const git = reader(call);
  const [baseTree, publishedTree, draftTree] = await Promise.all([
    git.tree(compared.merge_base_commit.commit.tree.sha),
    git.tree(head.tree),
    git.tree(draftCommit.tree.sha),
  ]);
  const [base, published, draft] = [baseTree, publishedTree, draftTree].map(byPath);
  const changes: Array<{ path: string; mode: '100644'; type: 'blob'; sha: string | null }> = [];
  for (const { filename: path } of compared.files ?? []) {
    if (!isContentFile(path))
      throw new Refusal(403, `Not published: the draft changes ${path}, which is not content.`);
    const [was, now, next] = [base.get(path)?.sha, published.get(path)?.sha, draft.get(path)?.sha];
    if (next === now) continue;
    if (now === was) {
      changes.push({ path, mode: '100644', type: 'blob', sha: next ?? null });
      continue;
    }
    if (!was || !now || !next || !/\.(ya?ml|json)$/.test(path))
      throw new Refusal(
        409,
        `Not published: ${path} was changed on the site since this draft was started, and the draft changes it too. Open the draft and save it again over the site's version.`,
      );
    const text = await mergedText(call, path, [was, next, now]);
    const blob = await askRepo<{ sha: string }>(call, 'POST', '/git/blobs', {
      body: { content: text, encoding: 'utf-8' },
    });
    changes.push({ path, mode: '100644', type: 'blob', sha: blob.sha });
  }
  const made = changes.length
    ? await askRepo<{ sha: string }>(call, 'POST', '/git/trees', {
        body: { base_tree: head.tree, tree: changes },
      })
    : { sha: head.tree };
  const mergedTree = await git.tree(made.sha);
  const { refused } = changedPaths(publishedTree, mergedTree);
  if (refused.length) throw new Refusal(403, `Not published: ${whyRefused(refused)}.`);
  const problems = await contentProblems(git, publishedTree, mergedTree);
  if (problems.length)
    throw new Refusal(422, `Not published: ${checkFound(problems)}`, { problems });
  const commit = await askRepo<{ sha: string }>(call, 'POST', '/git/commits', {
    body: {
      message: draftCommit.message,
      tree: made.sha,
      parents: [head.sha],
      author: { ...draftCommit.author, date: new Date().toISOString() },
    },
  });
  await askRepo(call, 'PATCH', `/git/refs/heads/${encodeURIComponent(call.branch)}`, {
    body: { sha: commit.sha, force: false },
    refused: () =>
      new Refusal(409, 'Not published: someone published meanwhile. Publish the draft again.'),
  });
  await askRepo(call, 'PATCH', `/pulls/${pull.number}`, { body: { state: 'closed' } });
  return commit.sha;
}
