// Drafts (CMS_DRAFTS=on): Decap's editorial workflow through the gateway. A draft of a form lives
// on its own branch, `cms/<collection>/<file>` (src/content/forms.ts), with a pull request into
// the publishing branch whose label says where it stands: draft, in review, ready. The gateway
// lets the editor do exactly that and nothing else of GitHub's pull requests and issues:
// - a draft's branch is made, moved and deleted only as the publishing branch is moved
//   (./branch-move.ts): every commit the move brings was made in this session, one parent
//   each, changes content files only, and the draft's content passes the check;
// - a pull request is opened only from a draft's branch into the publishing branch, closed
//   only, and given only Decap's three status labels; the list of them holds drafts alone;
// - a comparison is answered only when every file it names is content.
import { contentForms, draftBranchOf } from '../../../src/content/forms';
import { isContentFile } from '../../../src/content/content-files';
import { Refusal, answer, decodedOnce, jsonBody, malformed, sha, withPaging } from './answers';
import { type Call, askRepo } from './github';
import { previewOf } from './previews';
import { STATUS_LABELS, STATUS_LABEL_PREFIX, scheduledAt } from '../../../src/core/publish-time';
import { draftsOn } from './settings';

/** The branch of each form's draft. */
export const draftBranches: readonly string[] = contentForms.map(draftBranchOf);

export const isDraftBranch = (name: string) => draftBranches.includes(name);

/**
 * The branch a call names, when the editor may use it: the publishing branch, or a draft's
 * branch when drafts are on. Refused in words otherwise.
 */
export function lineOf(call: Call, name: string): string {
  if (name === call.branch) return name;
  if (draftsOn(call.env) && isDraftBranch(name)) return name;
  throw new Refusal(
    403,
    draftsOn(call.env)
      ? `The editor writes to ${call.branch} and to the drafts of its forms only, not ${name}.`
      : `The editor publishes to ${call.branch} only, not ${name}.`,
  );
}

/** `owner:cms/services/services` (how Decap names a pull request's head) → the draft's branch. */
function headBranch(call: Call, head: unknown): string {
  const owner = call.repo.split('/')[0];
  const name =
    typeof head === 'string' && head.startsWith(`${owner}:`) ? head.slice(owner.length + 1) : '';
  if (!isDraftBranch(name))
    throw new Refusal(
      403,
      `A pull request of the editor comes from the draft of one of its forms, not ${String(head)}.`,
    );
  return name;
}

/** What the drafts' rooms need of a call: the repository and its publishing branch, asked with the App's token. */
export type RepoCall = Pick<Call, 'env' | 'repo' | 'branch'>;

export interface GitHubPull {
  number: number;
  title: string;
  body?: string | null;
  state: string;
  merged_at: string | null;
  updated_at: string;
  user?: { login: string } | null;
  labels: Array<{ name: string }>;
  head: { ref: string; sha: string; repo?: { full_name: string; fork: boolean } | null };
  base: { ref: string; sha: string };
}

/** Whether GitHub's pull request is one of the editor's drafts: from a draft's branch of this repository into the publishing branch. */
export const isDraftPull = (call: RepoCall, pull: GitHubPull) =>
  isDraftBranch(pull.head.ref) &&
  pull.head.repo?.full_name === call.repo &&
  !pull.head.repo.fork &&
  pull.base.ref === call.branch;

/** A pull request as Decap reads it, and nothing more. */
const pullAnswer = (call: Call, pull: GitHubPull) => ({
  number: pull.number,
  title: pull.title,
  body: pull.body ?? '',
  state: pull.state,
  merged_at: pull.merged_at,
  updated_at: pull.updated_at,
  user: { login: pull.user?.login ?? '' },
  labels: pull.labels.map(({ name }) => ({ name })),
  head: { ref: pull.head.ref, sha: pull.head.sha, repo: { full_name: call.repo, fork: false } },
  base: { ref: pull.base.ref, sha: pull.base.sha },
});

/** Pull request `number`, when it is one of the editor's drafts; refused as not found otherwise. */
export async function draftPull(call: RepoCall, number: string): Promise<GitHubPull> {
  const pull = await askRepo<GitHubPull>(call, 'GET', `/pulls/${number}`);
  if (!isDraftPull(call, pull))
    throw new Refusal(404, 'Not Found: the editor reaches its own drafts only.');
  return pull;
}

/** GET pulls?base=…&state=…[&head=…]: the drafts' pull requests, the query rebuilt. */
export async function listDrafts(call: Call) {
  const query = call.url.searchParams;
  const base = query.get('base') ?? call.branch;
  if (base !== call.branch)
    throw new Refusal(403, `The editor's drafts go into ${call.branch} only, not ${base}.`);
  const state = query.get('state') ?? 'open';
  if (!['open', 'closed', 'all'].includes(state)) throw malformed('state is open, closed or all.');
  const rebuilt = new URLSearchParams({ base, state });
  const head = query.get('head');
  if (head !== null) rebuilt.set('head', `${call.repo.split('/')[0]}:${headBranch(call, head)}`);
  withPaging(query, rebuilt);
  const pulls = await askRepo<GitHubPull[]>(call, 'GET', `/pulls?${rebuilt}`);
  return answer(
    pulls.filter((pull) => isDraftPull(call, pull)).map((pull) => pullAnswer(call, pull)),
  );
}

/** POST pulls: a draft's pull request into the publishing branch; its text the gateway's. */
export async function openDraft(call: Call) {
  const body = await jsonBody(call.request);
  const head = headBranch(call, body.head);
  if (body.base !== call.branch)
    throw new Refusal(
      403,
      `The editor's drafts go into ${call.branch} only, not ${String(body.base)}.`,
    );
  if (typeof body.title !== 'string' || !body.title.trim())
    throw malformed('a pull request needs a title.');
  const pull = await askRepo<GitHubPull>(call, 'POST', '/pulls', {
    body: {
      title: body.title.slice(0, 200),
      body: `A draft saved in the site's content editor by ${call.session.name}.`,
      head: `${call.repo.split('/')[0]}:${head}`,
      base: call.branch,
    },
  });
  return answer(pullAnswer(call, pull), 201);
}

/** PATCH pulls/{n}: a draft's pull request closed (the draft deleted), and nothing else. */
export async function closeDraft(call: Call, number: string) {
  const body = await jsonBody(call.request);
  if (Object.keys(body).length !== 1 || body.state !== 'closed')
    throw new Refusal(403, 'The editor only closes a draft’s pull request.');
  await draftPull(call, number);
  const pull = await askRepo<GitHubPull>(call, 'PATCH', `/pulls/${number}`, {
    body: { state: 'closed' },
  });
  return answer(pullAnswer(call, pull));
}

/**
 * PUT issues/{n}/labels: a draft's status. The pull request keeps every label that is not
 * Decap's, and gets exactly one of Decap's three.
 */
export async function setDraftStatus(call: Call, number: string) {
  const body = await jsonBody(call.request);
  const { labels } = body;
  if (!Array.isArray(labels) || !labels.every((label) => typeof label === 'string'))
    throw malformed('labels must be a list of names.');
  const pull = await draftPull(call, number);
  const others = (names: string[]) =>
    names.filter((name) => !name.startsWith(STATUS_LABEL_PREFIX)).sort();
  const statuses = (labels as string[]).filter((name) => name.startsWith(STATUS_LABEL_PREFIX));
  const kept = others(pull.labels.map(({ name }) => name));
  if (
    statuses.length !== 1 ||
    !STATUS_LABELS.includes(statuses[0]) ||
    JSON.stringify(others(labels as string[])) !== JSON.stringify(kept)
  )
    throw new Refusal(
      403,
      `A draft's status is one of ${STATUS_LABELS.join(', ')}; the editor changes no other label.`,
    );
  // A draft that is no longer Ready loses its time to go live: made Ready again later, it
  // must not go at a time set for what it held before.
  const stays = statuses[0] === STATUS_LABELS[2] ? kept : kept.filter((name) => !scheduledAt(name));
  const set = await askRepo<Array<{ name: string }>>(call, 'PUT', `/issues/${number}/labels`, {
    body: { labels: [...stays, statuses[0]] },
  });
  return answer(set.map(({ name }) => ({ name })));
}

/** `main`, `owner:cms/…` or a commit's id, as Decap names the two ends of a comparison. */
function compareEnd(call: Call, end: string): string {
  const name = decodedOnce(end) ?? end;
  if (/^[0-9a-f]{40}$/.test(name)) return name;
  const owner = call.repo.split('/')[0];
  const branch = name.startsWith(`${owner}:`) ? name.slice(owner.length + 1) : name;
  return `${owner}:${lineOf(call, branch)}`;
}

interface GitHubCommit {
  sha: string;
  commit: { message: string; author: unknown; committer: unknown };
  parents: Array<{ sha: string }>;
}

/**
 * GET compare/{base}...{head}: how a draft differs from what it stands on, answered only when
 * every file it names is content (whatever the ends are: a comparison that would show code is
 * refused, not trimmed).
 */
export async function compareDraft(call: Call, base: string, head: string) {
  const compared = await askRepo<{
    base_commit: GitHubCommit;
    merge_base_commit: GitHubCommit;
    commits: GitHubCommit[];
    files?: Array<{ filename: string; status: string; sha: string | null; patch?: string }>;
  }>(call, 'GET', `/compare/${compareEnd(call, base)}...${compareEnd(call, head)}`);
  const files = compared.files ?? [];
  const outside = files.filter(({ filename }) => !isContentFile(filename));
  if (outside.length)
    throw new Refusal(403, 'The editor compares content only: these commits change other files.');
  const commit = ({ sha: id, commit: c, parents }: GitHubCommit) => ({
    sha: id,
    commit: { message: c.message, author: c.author, committer: c.committer },
    parents: parents.map(({ sha: parent }) => ({ sha: parent })),
  });
  return answer({
    base_commit: commit(compared.base_commit),
    merge_base_commit: commit(compared.merge_base_commit),
    commits: compared.commits.map(commit),
    files: files.map(({ filename, status, sha: id, patch }) => ({
      filename,
      status,
      sha: id,
      ...(patch === undefined ? {} : { patch }),
    })),
  });
}

/**
 * GET commits/{sha}/status: the preview of a draft's head, as Decap reads it (a status whose
 * context holds "deploy"): pending while the host builds that very commit, success with that
 * deployment's address, failure with the reason. The commit must be an open draft's head.
 * Where the host builds no previews, there is no status, and Decap shows no link.
 */
export async function draftPreviewStatus(call: Call, id: string) {
  const head = sha(id, 'sha');
  const open = await askRepo<GitHubPull[]>(
    call,
    'GET',
    `/pulls?${new URLSearchParams({ base: call.branch, state: 'open', per_page: '100' })}`,
  );
  const pull = open.find(
    (candidate) => isDraftPull(call, candidate) && candidate.head.sha === head,
  );
  if (!pull) throw new Refusal(404, 'Not Found: the editor asks about its drafts’ previews only.');
  const preview = await previewOf(call.env, head, pull.head.ref);
  if (!preview) return answer({ state: 'pending', sha: head, statuses: [] });
  return answer({
    state: preview.state,
    sha: head,
    statuses: [
      {
        context: 'deploy/preview',
        state: preview.state,
        target_url: preview.url ?? null,
        description: preview.reason ?? null,
      },
    ],
  });
}
