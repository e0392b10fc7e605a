// The calls the gateway answers below /api/github: Decap's GitHub backend (decap-cms-backend-github
// 3.x, simple mode) as it reads and publishes this one repository's content, each to the room
// that judges it. Anything else is refused.
import { Refusal, answer } from './answers';
import { moveBranch } from './branch-move';
import type { Call } from './github';
import { readBlob, readBranch, readFolder, readHistory } from './reads';
import { writeBlob, writeCommit, writeTree } from './writes';

type Route = [
  method: string,
  pattern: RegExp,
  answer: (call: Call, match: string[]) => Promise<Response>,
];

const ofBranch =
  (then: (call: Call) => Promise<Response>) =>
  (call: Call, [, name]: string[]): Promise<Response> => {
    let branch: string;
    try {
      branch = decodeURIComponent(name);
    } catch {
      branch = name;
    }
    if (branch !== call.branch)
      throw new Refusal(403, `The editor publishes to ${call.branch} only, not ${branch}.`);
    return then(call);
  };

/** Below /repos/{owner}/{name}. */
const routes: Route[] = [
  // Whether this person may write: the gateway answers (an App's token gets no permissions).
  ['GET', /^$/, async (call) => answer(repository(call))],
  ['GET', /^\/git\/trees\/(.+)$/, (call, [, ref]) => readFolder(call, ref)],
  ['GET', /^\/git\/blobs\/([0-9a-f]{40})$/, (call, [, id]) => readBlob(call, id)],
  ['GET', /^\/commits$/, (call) => readHistory(call)],
  ['GET', /^\/branches\/([^/]+)$/, ofBranch((call) => readBranch(call, 'branch'))],
  ['GET', /^\/git\/refs?\/heads\/([^/]+)$/, ofBranch((call) => readBranch(call, 'ref'))],
  ['POST', /^\/git\/blobs$/, (call) => writeBlob(call)],
  ['POST', /^\/git\/trees$/, (call) => writeTree(call)],
  ['POST', /^\/git\/commits$/, (call) => writeCommit(call)],
  ['PATCH', /^\/git\/refs\/heads\/([^/]+)$/, ofBranch((call) => moveBranch(call))],
];

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
  throw new Refusal(
    403,
    `The editor's gateway does not pass on ${method} ${rest || '/'}: only the content of ${call.repo} is reached through it.`,
  );
}
