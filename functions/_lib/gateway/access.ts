// Staff sign in with their company account or a code by e-mail through Cloudflare Access
// (Zero Trust), which stands in front of /admin/ and the gateway and hands each request a
// token it signed. The gateway believes a person only from such a token verified here: its
// signature against the team's published keys, its audience (this Access application), its
// issuer (the team) and its time (jose). A plain header naming someone counts for nothing.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Person } from './person';
import { cookieValue } from '../web';

export interface AccessSettings {
  /** The team's address, such as https://noordvliet.cloudflareaccess.com. */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's audience tag (its AUD). */
  ACCESS_AUD?: string;
}

/** Where Access puts its token: a header on the way to the site, and a cookie in the browser. */
export const ACCESS_HEADER = 'Cf-Access-Jwt-Assertion';
export const ACCESS_COOKIE = 'CF_Authorization';

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const teamOf = (env: AccessSettings) => new URL(env.ACCESS_TEAM_DOMAIN!).origin;

/** The token Access handed this request, if any. */
const accessToken = (request: Request) =>
  request.headers.get(ACCESS_HEADER) ?? cookieValue(request, ACCESS_COOKIE);

/**
 * The directory groups of the person Access signed in on this request, as Access's own
 * identity endpoint gives them (`<team>/cdn-cgi/access/get-identity` with the person's token,
 * as Cloudflare's Access plugin for Pages asks it): each a name, or an object with one. None
 * where Access does not answer: a person is given no role by a group Access did not name.
 */
export async function accessGroups(request: Request, env: AccessSettings): Promise<string[]> {
  const token = accessToken(request);
  if (!token || !env.ACCESS_TEAM_DOMAIN) return [];
  try {
    const answer = await fetch(new URL('/cdn-cgi/access/get-identity', teamOf(env)), {
      headers: { Cookie: `${ACCESS_COOKIE}=${token}` },
    });
    if (!answer.ok) return [];
    const { groups } = (await answer.json()) as { groups?: unknown };
    if (!Array.isArray(groups)) return [];
    return groups.flatMap((group: unknown) => {
      const name =
        typeof group === 'string'
          ? group
          : group && typeof group === 'object'
            ? (group as { name?: unknown }).name
            : undefined;
      return typeof name === 'string' && name.trim() ? [name.trim()] : [];
    });
  } catch {
    return [];
  }
}

/** The person Access vouches for on this request, or undefined: no token, or one that fails. */
export async function accessPerson(
  request: Request,
  env: AccessSettings,
): Promise<Person | undefined> {
  const token = accessToken(request);
  if (!token || !env.ACCESS_TEAM_DOMAIN || !env.ACCESS_AUD) return undefined;
  const team = teamOf(env);
  if (!keySets.has(team))
    keySets.set(team, createRemoteJWKSet(new URL('/cdn-cgi/access/certs', team)));
  try {
    const { payload } = await jwtVerify(token, keySets.get(team)!, {
      issuer: team,
      audience: env.ACCESS_AUD,
      algorithms: ['RS256'],
    });
    const email = typeof payload.email === 'string' ? payload.email : undefined;
    if (!email || !payload.sub) return undefined;
    const name = typeof payload.name === 'string' && payload.name ? payload.name : email;
    return { id: `access:${payload.sub}`, name, email, via: 'access' };
  } catch {
    return undefined;
  }
}
