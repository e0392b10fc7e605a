// Moving the branch, as a pre-receive hook judges a push: by what the move brings. The branch
// moves only to a commit this session made through the gateway (./writes.ts), whose one
// parent is the branch's head as it is now: exactly one new commit, no merge, no chain, never
// forced. Its tree changes files of the site alone, plain files, and the content check accepts
// the result, run as the build will run it. GitHub moves the branch only forward from that
// head, so a publish made meanwhile by someone else makes this one fail, not vanish.
import { Refusal, jsonBody, malformed, answer, sha } from './answers';
import { changedPaths, contentProblems } from './content';
import { type Call, askRepo, headOf, reader } from './github';
import { wroteIt } from './session';

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
  const { refused } = changedPaths(now, next);
  if (refused.length)
    throw new Refusal(
      403,
      `Not published: ${refused
        .slice(0, 5)
        .map(({ why }) => why)
        .join('; ')}${refused.length > 5 ? '; …' : ''}.`,
    );
  const problems = await contentProblems(git, now, next);
  if (problems.length)
    throw new Refusal(
      422,
      `Not published: the content check found ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}: ${problems.map(({ message }) => message).join(' ')}`,
      { problems },
    );
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
