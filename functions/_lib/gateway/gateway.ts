// The editor's gateway on the site's own origin: its session (signing in and out) and the
// content API (../gateway/content-endpoint.ts), the editor's only way to the repository. The page
// sends content; the server merges, checks and writes with the GitHub App's token, which the
// page never sees. Its rooms, each with what it does: docs/ARCHITECTURE.md, "The gateway"
// (written from their opening comments).
//
// Web standards only (Request, Response, fetch, Web Crypto, streams): Cloudflare Pages
// Functions, a Worker, and Netlify Functions each run it through an entry of a few lines.
import { failedPage } from '../sign-in-pages';
import { CONTENT_API, answerContentApi } from './content-endpoint';
import { Refusal, refuse, unreachable } from '../answers';
import { endSession, startSession } from './session-endpoints';
import { type GatewayEnv, missingSettings, notSetUpText } from './settings';

export { PLACEHOLDER_TOKEN } from '../sign-in-pages';
export { type GatewayEnv, missingSettings, notSetUpText } from './settings';
export { mayWrite } from './permission';

export const SESSION_START = '/api/session/start';
export const SESSION_END = '/api/session/end';

/** Every address the gateway answers: the host sends these to it (functions/_netlify/gateway.ts). */
export const GATEWAY_PATHS = [CONTENT_API, SESSION_START, SESSION_END] as const;

export async function handleGateway(request: Request, env: GatewayEnv): Promise<Response> {
  const url = new URL(request.url);
  const missing = missingSettings(env);
  try {
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
    if (url.pathname === CONTENT_API) return await answerContentApi(request, env, url);
    return refuse(404, 'Not a gateway address.');
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.status, error.message, error.extra);
    // The App's key refused, the session store unreachable: no detail, a sentence to act on.
    return unreachable();
  }
}
