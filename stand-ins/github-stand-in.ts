// GitHub, stood in for the sign-in tests (e2e/tests/sign-in.spec.ts): its OAuth endpoints as
// a local server (the functions reach it through GITHUB_OAUTH_ORIGIN), the part of its API
// that Decap asks when someone signs in (answered inside the browser), and a page of another
// origin that tries to catch a token.
import { createHash, randomBytes } from 'node:crypto';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from '@playwright/test';

/** How the stand-in answers the next sign-in at its authorize page. */
export type AuthorizeAnswer = 'approve' | 'wrong-state' | 'no-state';

export interface GitHubStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Every token it handed out, in order. */
  tokens: string[];
  /** Every address it was asked for (path and query). */
  requested: string[];
  answer: AuthorizeAnswer;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

const random = () => randomBytes(12).toString('hex');

/**
 * A page of another origin that opens the site's sign-in address and keeps every message
 * it receives, answering each handshake as Decap would, to any origin.
 */
const otherSitePage = `<!doctype html><meta charset="utf-8"><title>Another site</title>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    window.received.push(String(event.data));
    if (typeof event.data === 'string' && event.data.startsWith('authorizing:'))
      event.source.postMessage(event.data, '*');
  });
  window.openSignIn = (address) => { window.signIn = window.open(address, 'sign-in'); };
</script>`;

export async function startGitHubStandIn(): Promise<GitHubStandIn> {
  /** Codes handed out, with the PKCE challenge each was asked with. */
  const codes = new Map<string, string>();
  const standIn: Omit<GitHubStandIn, 'url' | 'close'> = {
    clientId: `client-${random()}`,
    clientSecret: `secret-${random()}`,
    tokens: [],
    requested: [],
    answer: 'approve',
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    standIn.requested.push(url.pathname + url.search);
    if (url.pathname === '/login/oauth/authorize') {
      // GitHub's page, for someone who already allowed the app: straight back to the site.
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (url.searchParams.get('client_id') !== standIn.clientId) {
        response.writeHead(404).end('unknown client');
        return;
      }
      const code = random();
      // As GitHub does with PKCE: the code is traded only with the challenge's verifier.
      const challenge = url.searchParams.get('code_challenge');
      if (url.searchParams.get('code_challenge_method') !== 'S256' || !challenge) {
        response.writeHead(400).end('this stand-in, as the site asks, wants PKCE (S256)');
        return;
      }
      codes.set(code, challenge);
      back.searchParams.set('code', code);
      const state = url.searchParams.get('state') ?? '';
      if (standIn.answer === 'approve') back.searchParams.set('state', state);
      if (standIn.answer === 'wrong-state') back.searchParams.set('state', `${state}x`);
      response.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
      const body = JSON.parse(await readBody(request)) as Record<string, string>;
      const known =
        body.client_id === standIn.clientId &&
        body.client_secret === standIn.clientSecret &&
        codes.get(body.code) ===
          createHash('sha256').update(String(body.code_verifier)).digest('base64url') &&
        codes.delete(body.code);
      const token = `gho_${random()}`;
      if (known) standIn.tokens.push(token);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(
          known
            ? { access_token: token, token_type: 'bearer', scope: 'repo' }
            : { error: 'bad_verification_code' },
        ),
      );
      return;
    }
    if (url.pathname === '/other-site') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(otherSitePage);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * GitHub's API as Decap asks it at sign-in (who is this, may they write to the repository),
 * answered in the browser; the Authorization headers it was sent are kept.
 */
export async function answerGitHubApi(context: BrowserContext, repo: string) {
  const authorizations: string[] = [];
  await context.route('https://api.github.com/**', async (route) => {
    const request = route.request();
    authorizations.push((await request.allHeaders()).authorization ?? '');
    const { pathname } = new URL(request.url());
    const [owner] = repo.split('/');
    const answers: Record<string, object> = {
      '/user': { login: 'editor', name: 'An Editor', avatar_url: '' },
      [`/repos/${repo}`]: {
        full_name: repo,
        owner: { login: owner },
        default_branch: 'main',
        permissions: { admin: false, push: true, pull: true },
      },
    };
    const answer = answers[pathname];
    await route.fulfill({
      status: answer ? 200 : 404,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(answer ?? { message: 'Not Found' }),
    });
  });
  return authorizations;
}
