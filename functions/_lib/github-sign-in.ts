// Signs the content editor's people in with GitHub, on the site's own origin: the OAuth
// handshake that Decap's `github` backend expects of an auth endpoint (decap-cms-lib-auth,
// netlify-auth.js), run as two Cloudflare Pages Functions (../oauth/). What it guards: the
// token it hands out can write to the repository.
//   /oauth/authorize  sends the browser to GitHub's authorize page with a fresh random
//                     `state` and a PKCE challenge (S256, RFC 7636; RFC 9700 §2.1.1), the
//                     state and the challenge's verifier kept in a short-lived, HttpOnly
//                     `__Host-` cookie;
//   /oauth/callback   refuses an answer whose `state` is missing or not that cookie's before
//                     it reads anything else of it (GitHub's error codes are answered in fixed
//                     words, never shown as sent), trades the code and the verifier for a
//                     token server-side (its status checked, within a time limit), and gives
//                     the token to the editor's window only if it is a page of this same
//                     origin (postMessage with this origin as its target, never '*', and only
//                     after that page answered the handshake from this origin).
// No parameter chooses where the browser goes next, every answer is `no-store`, and the
// token appears in no URL, cookie or log line. Self-contained: it runs in Cloudflare's
// runtime (and in Node for its tests) with the platform's fetch, Request, Response and Web
// Crypto only.

import { apiOrigin } from './gateway/github-app';
import {
  type GatewayEnv,
  PLACEHOLDER_TOKEN,
  mayWrite,
  missingSettings,
  notSetUpText,
} from './gateway/gateway';
import { openSession } from './gateway/session';
import { failedPage, handshakePage, page, signInHeaders } from './sign-in-pages';
import { askGitHub, cookieValue } from './web';
import { base64urlOf } from '../../src/core/base64';

/** The host's settings (Cloudflare Pages: Settings → Variables and Secrets). */
export interface SignInEnv extends GatewayEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's address, replaced by a stand-in in tests only. */
  GITHUB_OAUTH_ORIGIN?: string;
  /**
   * The site's origin, when these functions run on another one (a Worker that signs in the
   * editors of a site on nginx, ./editor-worker.ts): the only window the token may go to.
   * Unset, that is the functions' own origin (Cloudflare Pages, beside the site).
   */
  EDITOR_ORIGIN?: string;
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
/**
 * What Decap's GitHub backend needs: `repo` to commit (`public_repo` suffices for a public
 * repository, which Decap asks for with open authoring). Any other scope asked for is not
 * granted: the address cannot widen what a token may do.
 */
const allowedScopes = new Set(['repo', 'public_repo']);

const notSetUp = () =>
  page(
    503,
    'Sign-in is not set up',
    'This site cannot sign editors in yet: its host needs the settings GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (docs/DEPLOYING.md, "Switch editing on"). Ask the person who runs the site.',
  );

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
const editorOrigin = (env: SignInEnv, url: URL) =>
  env.EDITOR_ORIGIN ? new URL(env.EDITOR_ORIGIN).origin : url.origin;
const configured = (env: SignInEnv) => Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET);

/** The content gateway is set up: signing in gives a session, never a token, to the page. */
const usesGateway = (env: SignInEnv) => Boolean(env.GITHUB_APP_ID);

/**
 * A developer signed in with GitHub, for the gateway: who they are (GitHub's /user, with
 * their token, which is then forgotten), whether they may push to the repository (asked
 * with the App's token), and a session in their name.
 */
async function sessionFor(
  token: string,
  env: SignInEnv,
  url: URL,
  forget: Record<string, string>,
): Promise<Response> {
  const missing = missingSettings(env);
  if (missing.length) return failedPage(503, notSetUpText(missing), forget);
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
  const person = {
    id: `github:${user.id}`,
    name: user.name || user.login,
    email: user.email || `${user.id}+${user.login}@users.noreply.github.com`,
    login: user.login,
    via: 'github' as const,
  };
  return handshakePage(editorOrigin(env, url), PLACEHOLDER_TOKEN, [
    ['Set-Cookie', forget['Set-Cookie']],
    ['Set-Cookie', await openSession(person, env)],
  ]);
}

/** /oauth/authorize: off to GitHub, with a state only this browser holds. */
export async function startSignIn({ request, env }: FunctionContext): Promise<Response> {
  if (!configured(env)) return notSetUp();
  const url = new URL(request.url);
  const provider = url.searchParams.get('provider');
  if (provider && provider !== 'github')
    return page(400, 'Sign-in failed', 'This site signs in with GitHub only.');
  const scope = url.searchParams.get('scope') ?? '';
  const [state, verifier] = [randomText(), randomText()];
  const authorize = new URL('/login/oauth/authorize', githubOrigin(env));
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID!,
    redirect_uri: new URL(CALLBACK_PATH, url.origin).href,
    // With the content gateway, GitHub says who someone is and nothing more: no scope, so the
    // token can reach no repository (the gateway asks, with its App, whether they may push).
    scope: usesGateway(env) ? '' : allowedScopes.has(scope) ? scope : 'repo',
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

/** /oauth/callback: GitHub's answer, checked, traded for a token, handed to the editor. */
export async function finishSignIn({ request, env }: FunctionContext): Promise<Response> {
  if (!configured(env)) return notSetUp();
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

  if (usesGateway(env)) return sessionFor(answer.access_token, env, url, forget);
  return handshakePage(editorOrigin(env, url), answer.access_token, forget);
}
