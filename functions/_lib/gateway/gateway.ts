// The content gateway: the editor's only way to the repository, on the site's own origin.
// Decap's GitHub backend is pointed here (`api_root: /api/github`) and talks to it as it would
// to GitHub's REST API; the gateway judges each call by what it would do (what a read returns,
// what a branch move brings, what the build will read) and does it with the GitHub App's
// token, which the page never sees. Its rooms:
//
//   settings.ts          the host's settings          session.ts     sealed cookie, kept by id
//   session-endpoints.ts signing in and out            signed-in.ts   who asks, on every call
//   same-site.ts         from the editor's page only   routes.ts      Decap's calls, to a room
//   reads.ts             folders, files, history       writes.ts      blobs, trees, commits
//   branch-move.ts       the publish itself            content.ts     the content, judged
//   pictures.ts          a picture, read whole         pictures/      a reader per format
//   github.ts            GitHub, asked by the App      permission.ts  a developer's right to push
//   answers.ts           refusals in sentences         person.ts      who is editing
//   drafts.ts            drafts (CMS_DRAFTS=on): their branches, pull requests, labels
//
// Web standards only (Request, Response, fetch, Web Crypto, streams): Cloudflare Pages
// Functions, a Worker, and Netlify Functions each run it through an entry of a few lines.
import { EDITOR_SETTINGS_PATH } from '../../../src/core/editor-settings';
import { failedPage } from '../sign-in-pages';
import { Refusal, answer, refuse, unreachable } from './answers';
import type { Call } from './github';
import { route } from './routes';
import { crossSite, mayGoOn } from './same-site';
import { endSession, startSession } from './session-endpoints';
import { signedIn } from './signed-in';
import {
  type GatewayEnv,
  editorSettings,
  missingSettings,
  notSetUpText,
  publishingBranch,
} from './settings';

export { PLACEHOLDER_TOKEN } from './session-endpoints';
export { type GatewayEnv, missingSettings, notSetUpText } from './settings';
export { mayWrite } from './permission';

export const GATEWAY_API = '/api/github';
export const SESSION_START = '/api/session/start';
export const SESSION_END = '/api/session/end';

export async function handleGateway(request: Request, env: GatewayEnv): Promise<Response> {
  const url = new URL(request.url);
  const missing = missingSettings(env);
  try {
    // How the editor publishes here, asked by its page before it starts (src/core/editor-settings.ts).
    if (url.pathname === EDITOR_SETTINGS_PATH && request.method === 'GET')
      return answer(editorSettings(env));
    if (url.pathname === SESSION_START)
      return missing.length
        ? failedPage(503, notSetUpText(missing))
        : await startSession(request, env, url);
    if (missing.length)
      return refuse(
        503,
        `The editor's gateway is not set up: its host needs ${missing.join(', ')} (docs/DEPLOYING.md, "Switch editing on").`,
      );
    if (url.pathname === SESSION_END) return await endSession(request, env, url);
    if (url.pathname !== GATEWAY_API && !url.pathname.startsWith(`${GATEWAY_API}/`))
      return refuse(404, 'Not a gateway address.');
    const session = await signedIn(request, env);
    if (!session)
      return refuse(401, 'Not signed in, or the session has ended: sign in again at /admin/.');
    if (!mayGoOn(request, env, url)) return refuse(403, crossSite);
    return await answerApi({
      request,
      env,
      url,
      session,
      repo: env.CMS_REPO!,
      branch: publishingBranch(env),
    });
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.status, error.message, error.extra);
    // GitHubSilent, the App's key refused, the store unreachable: no detail, a sentence to act on.
    return unreachable();
  }
}

async function answerApi(call: Call): Promise<Response> {
  const path = call.url.pathname.slice(GATEWAY_API.length) || '/';
  if (path === '/user' && call.request.method === 'GET')
    return answer({
      login: call.session.login ?? call.session.email,
      name: call.session.name,
      email: call.session.email,
      avatar_url: '',
    });
  const inRepo = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
  if (!inRepo)
    return refuse(403, `The editor's gateway does not pass on ${call.request.method} ${path}.`);
  if (`${inRepo[1]}/${inRepo[2]}`.toLowerCase() !== call.repo.toLowerCase())
    return refuse(
      403,
      `The editor reaches one repository, ${call.repo}, not ${inRepo[1]}/${inRepo[2]}.`,
    );
  return route(call, inRepo[3] ?? '');
}
