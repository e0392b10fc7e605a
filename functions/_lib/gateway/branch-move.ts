// Moving the branch, as a pre-receive hook judges a push: by what the move brings. The branch
// moves only to a commit this session made through the gateway (./writes.ts), whose one
// parent is the branch's head as it is now: exactly one new commit, no merge, no chain, never
// forced. Its tree changes files of the site alone, plain files, and the content check accepts
// the result, run as the build will run it. GitHub moves the branch only forward from that
// head, so a publish made meanwhile by someone else makes this one fail, not vanish.
import { Refusal, jsonBody, malformed, answer, sha } from './answers';
import { changedPaths, contentProblems } from './content';
import { type Call, askRepo, headOf, reader } from './github';
import { type GitHubPull, isDraftBranch, isDraftPull } from './drafts';
import { wroteIt } from './session';
import { draftsOn } from './settings';
import { contentKind } from '../../../src/content/content-files';

/** The first five reasons a move is refused for, in one sentence. */
export const whyRefused = (refused: Array<{ why: string }>) =>
  `${refused
    .slice(0, 5)
    .map(({ why }) => why)
    .join('; ')}${refused.length > 5 ? '; …' : ''}`;

/** What the content check found, in words. */
export const checkFound = (problems: Array<{ message: string }>) =>
  `the content check found ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}: ${problems.map(({ message }) => message).join(' ')}`;

/**
 * With drafts on, the text of the site reaches the publishing branch through a draft only (its
 * publish is the gateway's merge, ./publish-draft.ts, where four eyes are asked for): a
 * branch move of its own may bring pictures alone, as Decap's media library uploads and
 * deletes them straight on the branch.
 */
function refuseUndrafted(changed: string[]) {
  const texts = changed.filter((path) => {
    const kind = contentKind(path);
    return kind === 'data' || kind === 'texts';
  });
  if (texts.length)
    throw new Refusal(
      403,
      `Not published: on this site a change of ${texts.join(', ')} is saved as a draft and published from the workflow.`,
    );
}

/**
 * With drafts on, a picture taken off the publishing branch may be what an open draft shows
 * (chosen in the media library for a draft not yet published): that draft would then be
 * refused when it is published. Judged by the content check on each open draft without the
 * picture; refused, naming the draft, when the check would refuse it.
 */
async function refuseTakingFromDrafts(call: Call, removed: string[]) {
  if (removed.length === 0) return;
  const query = new URLSearchParams({ base: call.branch, state: 'open', per_page: '100' });
  const open = await askRepo<GitHubPull[]>(call, 'GET', `/pulls?${query}`);
  const git = reader(call);
  for (const pull of open.filter((candidate) => isDraftPull(call, candidate))) {
    const head = await askRepo<CommitShape>(call, 'GET', `/git/commits/${pull.head.sha}`);
    const draft = await git.tree(head.tree.sha);
    const without = draft.filter(({ path }) => !removed.includes(path));
    if (without.length === draft.length) continue;
    if ((await contentProblems(git, draft, without)).length > 0)
      throw new Refusal(
        409,
        `Not deleted: ${removed.join(', ')} is shown by a draft not yet published (“${pull.title}”). Publish or delete that draft first, or choose another picture in it.`,
      );
  }
}

export async function moveBranch(call: Call) {
  const body = await jsonBody(call.request);
  if (body.force !== undefined && body.force !== false)
    throw new Refusal(403, 'The editor never rewrites the branch’s history.');
  const target = sha(body.sha, 'sha');
  if (!(await wroteIt(call.session, call.env, 'commit', target)))
    throw new Refusal(
      403,
      'Not published: the branch moves only to a commit the editor made in this session.',
    );
  const commit = await askRepo<{ tree: { sha: string }; parents: Array<{ sha: string }> }>(
    call,
    'GET',
    `/git/commits/${target}`,
    { refused: () => malformed(`${target} is not a commit of this repository.`) },
  );
  const head = await headOf(call, call.branch);
  if (commit.parents.length !== 1 || commit.parents[0].sha !== head.sha)
    throw new Refusal(
      409,
      'Not published: someone published meanwhile, so this change no longer follows what is on the site. Publish again.',
    );
  const git = reader(call);
  const [now, next] = await Promise.all([git.tree(head.tree), git.tree(commit.tree.sha)]);
  const { changed, refused } = changedPaths(now, next);
  if (refused.length) throw new Refusal(403, `Not published: ${whyRefused(refused)}.`);
  if (draftsOn(call.env)) {
    refuseUndrafted(changed);
    const kept = new Set(next.map(({ path }) => path));
    await refuseTakingFromDrafts(
      call,
      changed.filter((path) => !kept.has(path)),
    );
  }
  const problems = await contentProblems(git, now, next);
  if (problems.length)
    throw new Refusal(422, `Not published: ${checkFound(problems)}`, { problems });
  await askRepo(call, 'PATCH', `/git/refs/heads/${encodeURIComponent(call.branch)}`, {
    body: { sha: target, force: false },
    refused: () =>
      new Refusal(
        409,
        'Not published: someone published meanwhile, so this change no longer follows what is on the site. Publish again.',
      ),
  });
  return answer({ ref: `refs/heads/${call.branch}`, object: { sha: target, type: 'commit' } });
}

interface CommitShape {
  tree: { sha: string };
  parents: Array<{ sha: string }>;
}

/**
 * The commits a move of a draft's branch to `target` brings, newest first, down to the first
 * commit in `known` (the draft's tip, the publishing branch's head): each made in this session
 * through the gateway, with one parent. Refused in words when the chain stands on anything
 * else. At most MAX_BROUGHT: a draft is saved one commit at a time, and Decap replays them
 * onto the publishing branch's head when it has moved.
 */
const MAX_BROUGHT = 200;
async function broughtCommits(call: Call, target: string, known: string[]) {
  const brought: Array<CommitShape & { sha: string }> = [];
  let at = target;
  while (!known.includes(at)) {
    if (brought.length >= MAX_BROUGHT || !(await wroteIt(call.session, call.env, 'commit', at)))
      throw new Refusal(
        brought.length ? 409 : 403,
        brought.length
          ? 'Not saved: the draft no longer follows what is published or what was saved before. Save again.'
          : 'Not saved: a draft moves only to a commit the editor made in this session.',
      );
    const commit = await askRepo<CommitShape>(call, 'GET', `/git/commits/${at}`, {
      refused: () => malformed(`${at} is not a commit of this repository.`),
    });
    if (commit.parents.length !== 1)
      throw new Refusal(403, 'Not saved: a commit of the editor has exactly one parent.');
    brought.push({ sha: at, ...commit });
    at = commit.parents[0].sha;
  }
  return { brought, from: at };
}

/**
 * A draft's branch made (`tip` undefined) or moved to `target`, judged as a pre-receive hook
 * judges a push: every commit it brings changes content files only, and the draft's content
 * as the target holds it passes the check. Decap replays a draft onto the publishing branch's
 * head before it saves (a forced move): so does the gateway allow, and only so.
 */
async function judgeDraftMove(call: Call, target: string, tip: string | undefined) {
  const head = await headOf(call, call.branch);
  const { brought } = await broughtCommits(call, target, tip ? [tip, head.sha] : [head.sha]);
  const git = reader(call);
  for (const commit of brought) {
    const parent = await askRepo<CommitShape>(call, 'GET', `/git/commits/${commit.parents[0].sha}`);
    const [before, after] = await Promise.all([
      git.tree(parent.tree.sha),
      git.tree(commit.tree.sha),
    ]);
    const { refused } = changedPaths(before, after);
    if (refused.length) throw new Refusal(403, `Not saved: ${whyRefused(refused)}.`);
  }
  if (brought.length) {
    const [now, next] = await Promise.all([git.tree(head.tree), git.tree(brought[0].tree.sha)]);
    const problems = await contentProblems(git, now, next);
    if (problems.length) throw new Refusal(422, `Not saved: ${checkFound(problems)}`, { problems });
  }
}

/** POST git/refs: a draft's branch made, on a commit of this session that follows the publishing branch's head. */
export async function createDraftBranch(call: Call) {
  const body = await jsonBody(call.request);
  const name = typeof body.ref === 'string' ? body.ref.replace(/^refs\/heads\//, '') : '';
  if (!body.ref || `refs/heads/${name}` !== body.ref || !isDraftBranch(name))
    throw new Refusal(
      403,
      `The editor makes the drafts of its forms only, not ${String(body.ref)}.`,
    );
  const target = sha(body.sha, 'sha');
  await judgeDraftMove(call, target, undefined);
  await askRepo(call, 'POST', '/git/refs', {
    body: { ref: `refs/heads/${name}`, sha: target },
    refused: () => new Refusal(422, 'Reference already exists'),
  });
  return answer({ ref: `refs/heads/${name}`, object: { sha: target, type: 'commit' } }, 201);
}

/** PATCH git/refs/heads/cms/…: a draft saved again. */
export async function moveDraftBranch(call: Call, name: string) {
  const body = await jsonBody(call.request);
  const target = sha(body.sha, 'sha');
  const tip = (await headOf(call, name)).sha;
  await judgeDraftMove(call, target, tip);
  await askRepo(call, 'PATCH', `/git/refs/heads/${encodeURIComponent(name)}`, {
    body: { sha: target, force: true },
  });
  return answer({ ref: `refs/heads/${name}`, object: { sha: target, type: 'commit' } });
}

/** DELETE git/refs/heads/cms/…: a draft taken away (its content was never published). */
export async function deleteDraftBranch(call: Call, name: string) {
  await askRepo(call, 'DELETE', `/git/refs/heads/${encodeURIComponent(name)}`, {
    refused: () => new Refusal(422, 'Reference does not exist'),
  });
  return new Response(null, { status: 204 });
}
