// Signing in and out of the gateway. /api/session/start is Decap's sign-in window behind
// Cloudflare Access: the person Access vouches for gets a session (./session.ts), Decap a
// placeholder in place of a token. /api/session/end (POST, from the editor's page) revokes the
// session in the store and, where Access guards the site, ends Access's sign-in on this site
// too: its cookie cleared, and the address of Access's own sign-out handed to the editor.
import { failedPage, handshakePage } from '../sign-in-pages';
import { accessGroups, accessPerson, ACCESS_COOKIE } from './access';
import { namesGroups } from '../content-api/roles';
import type { Person } from './person';
import { answer, refuse } from '../answers';
import { crossSite, fromTheSite } from './same-site';
import { endedSessionCookie, openSession, revokeSession, sealedSession } from './session';
import { type GatewayEnv, siteOrigin, usesAccess } from './settings';

/** Access's own sign-out on the site's domain: it ends the person's Access session. */
export const ACCESS_SIGN_OUT = '/cdn-cgi/access/logout';

/** Said where a sign-in needs the company's and Access vouched for nobody on its request. */
export const companySignInMissing =
  'Your company sign-in did not reach this page. Close this window, open the editor at /admin/ again and sign in.';

export async function startSession(request: Request, env: GatewayEnv, url: URL): Promise<Response> {
  if (!usesAccess(env))
    return failedPage(
      503,
      'This site signs editors in through Cloudflare Access, which is not set up: its host needs ACCESS_TEAM_DOMAIN and ACCESS_AUD (docs/DEPLOYING.md, "Switch editing on").',
    );
  const person = await companyPerson(request, env);
  if (!person) return failedPage(401, companySignInMissing);
  const cookie = await openSession(person, env);
  return handshakePage(siteOrigin(env, url), { 'Set-Cookie': cookie });
}

/**
 * The person Access vouches for on this request, as a session holds them: where the roles name
 * the directory's groups, with the groups Access says they are in.
 */
export async function companyPerson(
  request: Request,
  env: GatewayEnv,
): Promise<Person | undefined> {
  const person = await accessPerson(request, env);
  if (!person) return undefined;
  const groups = namesGroups(env.CMS_ROLES) ? await accessGroups(request, env) : undefined;
  return { ...person, ...(groups && { groups }) };
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
