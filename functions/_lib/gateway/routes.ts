// The calls the gateway answers below /api/github: Decap's GitHub backend (decap-cms-backend-github
// 3.x, simple mode) as it reads and publishes this one repository's content, each to the room
// that judges it. Anything else is refused.
import { Refusal, answer, decodedOnce } from './answers';
import { createDraftBranch, deleteDraftBranch, moveBranch, moveDraftBranch } from './branch-move';
import {
  closeDraft,
  compareDraft,
  draftPreviewStatus,
  lineOf,
  listDrafts,
  openDraft,
  setDraftStatus,
} from './drafts';
import type { Call } from './github';
import { readBlob, readBranch, readFolder, readHistory } from './reads';
import { publishDraft } from './publish-draft';
import { clearPublishTime, setPublishTime } from './schedule';
import { draftsOn } from './settings';
import { writeBlob, writeCommit, writeTree } from './writes';

type Route = [
  method: string,
  pattern: RegExp,
  answer: (call: Call, match: string[]) => Promise<Response>,
];

/** The branch a path names (once decoded), when the editor may use it (./drafts.ts, lineOf). */
function branchOf(call: Call, name: string): string {
  return lineOf(call, decodedOnce(name) ?? name);
}

const ofBranch =
  (then: (call: Call, branch: string) => Promise<Response>) =>
  (call: Call, [, name]: string[]): Promise<Response> =>
    then(call, branchOf(call, name));

/** Answered only with drafts on (CMS_DRAFTS=on); refused as any other call otherwise. */
const drafts =
  (then: (call: Call, match: string[]) => Promise<Response>) =>
  (call: Call, match: string[]): Promise<Response> => {
    if (!draftsOn(call.env)) throw notPassedOn(call, match[0]);
    return then(call, match);
  };

/** Below /repos/{owner}/{name}. */
const routes: Route[] = [
  // Whether this person may write: the gateway answers (an App's token gets no permissions).
  ['GET', /^$/, async (call) => answer(repository(call))],
  ['GET', /^\/git\/trees\/(.+)$/, (call, [, ref]) => readFolder(call, ref)],
  ['GET', /^\/git\/blobs\/([0-9a-f]{40})$/, (call, [, id]) => readBlob(call, id)],
  ['GET', /^\/commits$/, (call) => readHistory(call)],
  ['GET', /^\/branches\/([^/]+)$/, ofBranch((call, branch) => readBranch(call, branch, 'branch'))],
  [
    'GET',
    /^\/git\/refs?\/heads\/([^/]+)$/,
    ofBranch((call, branch) => readBranch(call, branch, 'ref')),
  ],
  ['POST', /^\/git\/blobs$/, (call) => writeBlob(call)],
  ['POST', /^\/git\/trees$/, (call) => writeTree(call)],
  ['POST', /^\/git\/commits$/, (call) => writeCommit(call)],
  [
    'PATCH',
    /^\/git\/refs\/heads\/([^/]+)$/,
    ofBranch((call, branch) =>
      branch === call.branch ? moveBranch(call) : moveDraftBranch(call, branch),
    ),
  ],
  // Drafts (./drafts.ts): their branches, pull requests, labels and comparisons.
  ['POST', /^\/git\/refs$/, drafts((call) => createDraftBranch(call))],
  [
    'DELETE',
    /^\/git\/refs\/heads\/([^/]+)$/,
    drafts(
      ofBranch((call, branch) => {
        if (branch === call.branch)
          throw new Refusal(403, `The editor never deletes ${call.branch}.`);
        return deleteDraftBranch(call, branch);
      }),
    ),
  ],
  ['GET', /^\/pulls$/, drafts((call) => listDrafts(call))],
  ['POST', /^\/pulls$/, drafts((call) => openDraft(call))],
  ['PATCH', /^\/pulls\/([1-9][0-9]{0,8})$/, drafts((call, [, n]) => closeDraft(call, n))],
  ['PUT', /^\/pulls\/([1-9][0-9]{0,8})\/merge$/, drafts((call, [, n]) => publishDraft(call, n))],
  // The gateway's own, beside GitHub's: a Ready draft's time to go live (./schedule.ts).
  [
    'PUT',
    /^\/pulls\/([1-9][0-9]{0,8})\/publish-at$/,
    drafts((call, [, n]) => setPublishTime(call, n)),
  ],
  [
    'DELETE',
    /^\/pulls\/([1-9][0-9]{0,8})\/publish-at$/,
    drafts((call, [, n]) => clearPublishTime(call, n)),
  ],
  [
    'PUT',
    /^\/issues\/([1-9][0-9]{0,8})\/labels$/,
    drafts((call, [, n]) => setDraftStatus(call, n)),
  ],
  [
    'GET',
    /^\/compare\/(.+?)\.\.\.(.+)$/,
    drafts((call, [, from, to]) => compareDraft(call, from, to)),
  ],
  [
    'GET',
    /^\/commits\/([0-9a-f]{40})\/status$/,
    drafts((call, [, id]) => draftPreviewStatus(call, id)),
  ],
];

const notPassedOn = (call: Call, rest: string) =>
  new Refusal(
    403,
    `The editor's gateway does not pass on ${call.request.method} ${rest || '/'}: only the content of ${call.repo} is reached through it.`,
  );

const repository = ({ repo, branch }: Call) => ({
  name: repo.split('/')[1],
  full_name: repo,
  owner: { login: repo.split('/')[0] },
  default_branch: branch,
  private: true,
  permissions: { admin: false, maintain: false, push: true, triage: false, pull: true },
});

/** The room for `rest` (the path below the repository), or a refusal naming what was asked. */
export function route(call: Call, rest: string): Promise<Response> {
  const { method } = call.request;
  for (const [wanted, pattern, room] of routes) {
    const match = method === wanted ? pattern.exec(rest) : null;
    if (match) return room(call, [...match]);
  }
  throw notPassedOn(call, rest);
}
