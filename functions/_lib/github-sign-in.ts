// Signs developers in to the content editor with GitHub, on the site's own origin, for who
// they are and nothing more: the OAuth handshake that Decap's sign-in window expects of an auth
// endpoint (decap-cms-lib-auth, netlify-auth.js), run as two Cloudflare Pages Functions
// (../oauth/). GitHub is asked for no scope, so its token reaches no repository; the token is
// used once, to ask who the person is, and forgotten; the App says whether they may push, and
// the content gateway gives them a session (./gateway/session.ts). The page gets a
// placeholder, never a token. Without the gateway's settings nobody is sent to GitHub.
//   /oauth/authorize  sends the browser to GitHub's authorize page with a fresh random
//                     `state` and a PKCE challenge (S256, RFC 7636; RFC 9700 §2.1.1), the
//                     state and the challenge's verifier kept in a short-lived, HttpOnly
//                     `__Host-` cookie;
//   /oauth/callback   refuses an answer whose `state` is missing or not that cookie's before
//                     it reads anything else of it (GitHub's error codes are answered in fixed
//                     words, never shown as sent), trades the code and the verifier for a
//                     token server-side (its status checked, within a time limit), and opens
//                     the session; its page answers the editor's window only if it is a page
//                     of this same origin (postMessage with this origin as its target, never
//                     '*', and only after that page answered the handshake from this origin).
// No parameter chooses where the browser goes next, every answer is `no-store`, and GitHub's
// token appears in no URL, cookie, page or log line. Self-contained: it runs in Cloudflare's
// runtime (and in Node for its tests) with the platform's fetch, Request, Response and Web
// Crypto only.

import { apiOrigin } from './content-api/github-app';
import { type GatewayEnv, mayWrite, missingSettings, notSetUpText } from './gateway/gateway';
import { openSession } from './gateway/session';
import type { Person } from './gateway/person';
import { companyPerson, companySignInMissing } from './gateway/session-endpoints';
import { siteOrigin, usesAccess } from './gateway/settings';
import { failedPage, handshakePage, page, signInHeaders } from './sign-in-pages';
import { askGitHub, cookieValue } from './web';
import { base64urlOf } from '../../src/core/base64';

/** The host's settings (Cloudflare Pages: Settings → Variables and Secrets). */
export interface SignInEnv extends GatewayEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's address, replaced by a stand-in in tests only. */
  GITHUB_OAUTH_ORIGIN?: string;
}

/** What Cloudflare hands a Pages Function (the parts used here). */
export interface FunctionContext {
  request: Request;
  env: SignInEnv;
}

export const AUTHORIZE_PATH = '/oauth/authorize';
export const CALLBACK_PATH = '/oauth/callback';
/**
 * `__Host-`: the browser keeps it only if it came over HTTPS from this very host, for the
 * whole site (Path=/) and no other domain, so no sibling subdomain can set or replace it.
 */
export const STATE_COOKIE = '__Host-editor_sign_in_state';
/** How long the token exchange may take before the person is told GitHub is not answering. */
export const TOKEN_EXCHANGE_TIMEOUT_MS = 10_000;
/** Long enough to sign in at GitHub, with two-factor; short enough to be of no use later. */
export const STATE_LIFETIME_SECONDS = 600;
const DEFAULT_GITHUB = 'https://github.com';
/** What the host lacks for a sign-in with GitHub: its OAuth app, and the gateway's settings. */
function notSetUp(env: SignInEnv): Promise<Response> | undefined {
  const missing = [
    ...(['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'] as const).filter((name) => !env[name]),
    ...missingSettings(env),
  ];
  return missing.length ? failedPage(503, notSetUpText(missing)) : undefined;
}

// Lax, not Strict: GitHub's way back to the callback is a navigation from another site.
const stateCookie = (value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

/** 32 random bytes, base64url: a state, or a PKCE verifier (43 characters, RFC 7636 §4.1). */
const randomText = () => base64urlOf(crypto.getRandomValues(new Uint8Array(32)));

/** The PKCE challenge of a verifier: BASE64URL(SHA-256(verifier)) (RFC 7636 §4.2). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64urlOf(new Uint8Array(digest));
}

/** GitHub's error codes on the way back (its docs, "Troubleshooting authorization request errors"). */
const githubErrors: Record<string, string> = {
  access_denied: 'GitHub was not allowed to sign you in.',
  redirect_uri_mismatch: "GitHub does not know this site's sign-in address as its own.",
  application_suspended: "The site's sign-in is suspended at GitHub.",
};

/** Equal strings, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const githubOrigin = (env: SignInEnv) => new URL(env.GITHUB_OAUTH_ORIGIN || DEFAULT_GITHUB).origin;

/**
 * A developer signed in with GitHub, for the gateway: who they are (their `company` identity
 * where Access guards the site, GitHub's /user otherwise, asked with their token, which is
 * then forgotten), whether they may push to the repository (asked with the App's token), and
 * a session in their name.
 */
async function sessionFor(
  token: string,
  env: SignInEnv,
  url: URL,
  forget: Record<string, string>,
  company: Person | undefined,
): Promise<Response> {
  const unreachable = () =>
    failedPage(502, 'GitHub could not be reached. Try again in a minute.', forget);
  let user: { login: string; id: number; name?: string | null; email?: string | null };
  let allowed: boolean;
  try {
    const answer = await askGitHub(apiOrigin(env), '/user', `Bearer ${token}`, {
      timeout: TOKEN_EXCHANGE_TIMEOUT_MS,
    });
    if (!answer.ok) return unreachable();
    user = await answer.json();
    allowed = await mayWrite(env, user.login);
  } catch {
    return unreachable();
  }
  if (!allowed)
    return failedPage(
      403,
      `Your GitHub account (${user.login}) may not change this site's content: ask the person who runs the site for write access to its repository. Close this window.`,
      forget,
    );
  const person: Person = {
    ...(company ?? {
      id: `github:${user.id}`,
      name: user.name || user.login,
      email: user.email || `${user.id}+${user.login}@users.noreply.github.com`,
    }),
    login: user.login,
    via: 'github',
  };
  return handshakePage(siteOrigin(env, url), [
    ['Set-Cookie', forget['Set-Cookie']],
    ['Set-Cookie', await openSession(person, env)],
  ]);
}

/** /oauth/authorize: off to GitHub, with a state only this browser holds. */
export async function startSignIn({ request, env }: FunctionContext): Promise<Response> {
  const lacking = notSetUp(env);
  if (lacking) return lacking;
  const url = new URL(request.url);
  const provider = url.searchParams.get('provider');
  if (provider && provider !== 'github')
    return page(400, 'Sign-in failed', 'This site signs in with GitHub only.');
  const [state, verifier] = [randomText(), randomText()];
  const authorize = new URL('/login/oauth/authorize', githubOrigin(env));
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID!,
    redirect_uri: new URL(CALLBACK_PATH, url.origin).href,
    // Who someone is and nothing more: no scope, whatever the address asks, so the token can
    // reach no repository (the App says whether they may push).
    scope: '',
    state,
    code_challenge: await pkceChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      ...signInHeaders,
      Location: authorize.href,
      'Set-Cookie': stateCookie(`${state}.${verifier}`, STATE_LIFETIME_SECONDS),
    },
  });
}

/** /oauth/callback: GitHub's answer, checked, traded for a token, and a session opened. */
export async function finishSignIn({ request, env }: FunctionContext): Promise<Response> {
  const lacking = notSetUp(env);
  if (lacking) return lacking;
  const url = new URL(request.url);
  // The state is used once: whatever happens next, the browser forgets it.
  const forget = { 'Set-Cookie': stateCookie('', 0) };
  const refuse = (text: string) =>
    page(400, 'Sign-in failed', `${text} Close this window and sign in again from the editor.`, {
      extraHeaders: forget,
    });

  // The state first: nothing of an answer this browser did not ask for is read, or shown.
  const [expected, verifier] = (cookieValue(request, STATE_COOKIE) ?? '').split('.');
  const state = url.searchParams.get('state');
  if (!expected || !verifier || !state || !sameText(state, expected))
    return refuse(
      'This sign-in was not started from this browser, or it took too long (more than ten minutes).',
    );
  const githubError = url.searchParams.get('error');
  if (githubError) return refuse(githubErrors[githubError] ?? 'GitHub did not sign you in.');
  const code = url.searchParams.get('code');
  if (!code) return refuse('GitHub sent no sign-in code.');
  // Where Access guards the site, a person is who Access says, whichever way they sign in: one
  // stable id (Access's subject) for roles, four eyes, authors and notes, with the address as
  // its label. GitHub then only says they may push. Asked before GitHub is: no token is traded
  // for a sign-in Access does not vouch for.
  const company = usesAccess(env) ? await companyPerson(request, env) : undefined;
  if (usesAccess(env) && !company) return failedPage(401, companySignInMissing, forget);

  const unreachable = () =>
    page(502, 'Sign-in failed', 'GitHub could not be reached. Try again in a minute.', {
      extraHeaders: forget,
    });
  let answer: { access_token?: string };
  try {
    const response = await fetch(new URL('/login/oauth/access_token', githubOrigin(env)), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        code_verifier: verifier,
        redirect_uri: new URL(CALLBACK_PATH, url.origin).href,
      }),
      signal: AbortSignal.timeout(TOKEN_EXCHANGE_TIMEOUT_MS),
    });
    if (!response.ok) return unreachable();
    answer = await response.json();
  } catch {
    return unreachable();
  }
  // GitHub's reasons (a code used twice, a verifier that does not match) help nobody here.
  if (typeof answer.access_token !== 'string' || !answer.access_token)
    return refuse('GitHub did not accept the sign-in.');

  return sessionFor(answer.access_token, env, url, forget, company);
}
