// Signing in and out of the gateway. /api/session/start is Decap's sign-in window behind
// Cloudflare Access: the person Access vouches for gets a session (./session.ts), Decap a
// placeholder in place of a token. /api/session/end (POST, from the editor's page) revokes the
// session in the store and, where Access guards the site, ends Access's sign-in on this site
// too: its cookie cleared, and the address of Access's own sign-out handed to the editor.
import { failedPage, handshakePage } from '../sign-in-pages';
import { accessGroups, accessPerson, ACCESS_COOKIE } from './access';
import { namesGroups } from '../content-api/roles';
import { answer, refuse } from '../answers';
import { crossSite, fromTheSite } from './same-site';
import { endedSessionCookie, openSession, revokeSession, sealedSession } from './session';
import { type GatewayEnv, siteOrigin, usesAccess } from './settings';

/** Access's own sign-out on the site's domain: it ends the person's Access session. */
export const ACCESS_SIGN_OUT = '/cdn-cgi/access/logout';

export async function startSession(request: Request, env: GatewayEnv, url: URL): Promise<Response> {
  if (!usesAccess(env))
    return failedPage(
      503,
      'This site signs editors in through Cloudflare Access, which is not set up: its host needs ACCESS_TEAM_DOMAIN and ACCESS_AUD (docs/DEPLOYING.md, "Switch editing on").',
    );
  const person = await accessPerson(request, env);
  if (!person)
    return failedPage(
      401,
      'Your company sign-in did not reach this page. Close this window, open the editor at /admin/ again and sign in.',
    );
  // Where the roles name the directory's groups, Access says which this person is in.
  const groups = namesGroups(env.CMS_ROLES) ? await accessGroups(request, env) : undefined;
  const cookie = await openSession({ ...person, ...(groups && { groups }) }, env);
  return handshakePage(siteOrigin(env, url), { 'Set-Cookie': cookie });
}

export async function endSession(request: Request, env: GatewayEnv, url: URL): Promise<Response> {
  if (request.method !== 'POST') return refuse(405, 'Signing out is a POST.');
  if (!fromTheSite(request, env, url) || !request.headers.has('Authorization'))
    return refuse(403, crossSite);
  const session = await sealedSession(request, env.SESSION_SECRET!);
  if (session) await revokeSession(session, env);
  const ended = answer(usesAccess(env) ? { signOutOfAccess: ACCESS_SIGN_OUT } : {});
  ended.headers.append('Set-Cookie', endedSessionCookie());
  if (usesAccess(env))
    ended.headers.append(
      'Set-Cookie',
      `${ACCESS_COOKIE}=; Path=/; Max-Age=0; Secure; SameSite=Lax`,
    );
  return ended;
}
