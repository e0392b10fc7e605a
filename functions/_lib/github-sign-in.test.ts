/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { type GatewayWorld, startGatewayWorld } from '../../stand-ins/gateway-world';
import {
  AUTHORIZE_PATH,
  CALLBACK_PATH,
  STATE_COOKIE,
  type SignInEnv,
  TOKEN_EXCHANGE_TIMEOUT_MS,
  finishSignIn,
  pkceChallenge,
  startSignIn,
} from './github-sign-in';
import { PLACEHOLDER_TOKEN } from './gateway/gateway';
import { SESSION_COOKIE } from './gateway/session';

const site = 'https://cargo.example';
/** The developer GitHub's token belongs to, who may push to the repository. */
const developer = { login: 'dev-anna', id: 101, name: 'Anna Developer', email: null };
const GITHUB_TOKEN = 'gho_token';

// GitHub's API (who a token is, the App's token, a collaborator's permission) and the sessions'
// store are the gateway's stand-ins; GitHub's token exchange is answered by each test.
let world: GatewayWorld;
let env: SignInEnv;
beforeAll(async () => {
  world = await startGatewayWorld({
    github: {
      userOf: (token) => (token === GITHUB_TOKEN ? developer : undefined),
      collaborators: { [developer.login]: 'write' },
    },
  });
  // A site Access does not guard, where GitHub's sign-in is the only one (where Access guards
  // it, a developer is their company identity: gateway/developers.test.ts).
  env = {
    ...world.env,
    ACCESS_TEAM_DOMAIN: '',
    ACCESS_AUD: '',
    GITHUB_CLIENT_ID: 'client-1',
    GITHUB_CLIENT_SECRET: 'secret-1',
  };
}, 30_000);
afterAll(() => world.close());

const start = (query = '?provider=github&site_id=cargo.example&scope=repo', settings = env) =>
  startSignIn({ request: new Request(`${site}${AUTHORIZE_PATH}${query}`), env: settings });

function callback(query: string, cookie?: string, settings = env) {
  const headers = cookie ? { Cookie: cookie } : undefined;
  return finishSignIn({
    request: new Request(`${site}${CALLBACK_PATH}${query}`, { headers }),
    env: settings,
  });
}

/** The cookie's value and attributes, as the browser gets them. */
function cookieOf(response: Response) {
  const [pair, ...attributes] = (response.headers.get('Set-Cookie') ?? '').split(/;\s*/);
  const [name, value] = pair.split('=');
  return { name, value, attributes: attributes.map((attribute) => attribute.toLowerCase()) };
}

const tokenExchange = jest.fn();
const realFetch = globalThis.fetch;
beforeEach(() => {
  tokenExchange.mockReset();
  tokenExchange.mockImplementation(async () =>
    Response.json({ access_token: GITHUB_TOKEN, scope: '' }),
  );
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation((url, init) =>
      String(url).endsWith('/login/oauth/access_token')
        ? tokenExchange(url, init)
        : realFetch(url, init),
    );
});
afterEach(() => jest.restoreAllMocks());

/** A sign-in started and GitHub's answer with its state: the callback's query and cookie. */
async function signedInAtGitHub() {
  const started = await start();
  const { value } = cookieOf(started);
  const state = new URL(started.headers.get('Location')!).searchParams.get('state');
  return { query: `?code=code-1&state=${state}`, cookie: `${STATE_COOKIE}=${value}` };
}

describe('the sign-in address', () => {
  it("sends the browser to GitHub's authorize page, coming back to this site's callback", async () => {
    const response = await start();
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: `${site}${CALLBACK_PATH}`,
      scope: '',
      state: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('asks GitHub for a PKCE challenge (S256) whose verifier only this browser’s cookie holds', async () => {
    const response = await start();
    const location = new URL(response.headers.get('Location')!);
    const [state, verifier] = cookieOf(response).value.split('.');
    expect(state).toBe(location.searchParams.get('state'));
    expect(verifier).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('code_challenge')).toBe(await pkceChallenge(verifier));
    expect(location.href).not.toContain(verifier);
  });

  it('keeps a fresh state in a short-lived __Host- cookie of this host alone, out of scripts’ reach', async () => {
    const [first, second] = [await start(), await start()];
    const cookie = cookieOf(first);
    expect(cookie.name).toBe('__Host-editor_sign_in_state');
    expect(cookie.name).toBe(STATE_COOKIE);
    expect(cookie.value.split('.')[0]).toBe(
      new URL(first.headers.get('Location')!).searchParams.get('state'),
    );
    expect(cookie.value).not.toBe(cookieOf(second).value);
    // What a __Host- cookie must have, or the browser drops it: Secure, Path=/, no Domain.
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']),
    );
    expect(cookie.attributes.some((attribute) => attribute.startsWith('domain'))).toBe(false);
    const maxAge = Number(cookie.attributes.find((a) => a.startsWith('max-age='))!.slice(8));
    expect(maxAge).toBeGreaterThanOrEqual(120);
    expect(maxAge).toBeLessThanOrEqual(900);
  });

  it('lets no parameter choose where the browser goes, nor give the token any scope', async () => {
    const response = await start(
      '?provider=github&scope=admin:org%20delete_repo&redirect_uri=https://evil.example/&return_to=https://evil.example/',
    );
    const location = new URL(response.headers.get('Location')!);
    expect(location.origin).toBe('https://github.com');
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}${CALLBACK_PATH}`);
    expect(location.searchParams.get('scope')).toBe('');
    expect(location.searchParams.has('return_to')).toBe(false);
  });

  it("goes to GitHub's stand-in only when the host's settings name one", async () => {
    const response = await start(undefined, { ...env, GITHUB_OAUTH_ORIGIN: 'http://127.0.0.1:9' });
    expect(new URL(response.headers.get('Location')!).origin).toBe('http://127.0.0.1:9');
  });

  it('says in words what the host lacks when sign-in is not set up, and sends nobody anywhere', async () => {
    const withoutApp = { ...env, GITHUB_APP_PRIVATE_KEY: undefined };
    const lacking = [
      [{}, 'GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, CMS_REPO'],
      [{ GITHUB_CLIENT_ID: 'client-1' }, 'GITHUB_CLIENT_SECRET, CMS_REPO'],
      // GitHub's sign-in without the gateway: nobody is sent to GitHub for a token.
      [{ GITHUB_CLIENT_ID: 'client-1', GITHUB_CLIENT_SECRET: 'secret-1' }, 'CMS_REPO'],
      [withoutApp, 'GITHUB_APP_PRIVATE_KEY'],
    ] as const;
    for (const [settings, named] of lacking) {
      const response = await start(undefined, settings);
      expect(response.status).toBe(503);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(await response.text()).toContain(`needs ${named}`);
      const { query, cookie } = await signedInAtGitHub();
      expect((await callback(query, cookie, settings)).status).toBe(503);
    }
    expect(tokenExchange).not.toHaveBeenCalled();
  });

  it('signs in with GitHub only', async () => {
    const response = await start('?provider=gitlab');
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
  });
});

describe("GitHub's answer", () => {
  it('is refused, with a readable page and no token, when its state is missing or not this browser’s', async () => {
    const { query, cookie } = await signedInAtGitHub();
    const refusals = [
      callback(query), // no cookie: another browser, or more than ten minutes
      callback(query, `${STATE_COOKIE}=another-state`),
      callback('?code=code-1', cookie),
      callback(query.replace(/state=[^&]+/, 'state='), cookie),
    ];
    for (const response of await Promise.all(refusals)) {
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('Sign-in failed');
      expect(html).not.toContain('id="sign-in"');
      expect(html).not.toContain('<script');
    }
    expect(tokenExchange).not.toHaveBeenCalled();
  });

  it('is refused without a code, and when GitHub says the person declined', async () => {
    const { query, cookie } = await signedInAtGitHub();
    const withoutCode = await callback(query.replace('code=code-1&', ''), cookie);
    expect(withoutCode.status).toBe(400);
    const state = new URLSearchParams(query).get('state');
    const declined = await callback(`?error=access_denied&state=${state}`, cookie);
    expect(await declined.text()).toContain('GitHub was not allowed to sign you in.');
    expect(tokenExchange).not.toHaveBeenCalled();
  });

  it('checks the state before it reads anything else of the answer, and says GitHub’s errors in its own fixed words', async () => {
    const { query, cookie } = await signedInAtGitHub();
    const state = new URLSearchParams(query).get('state');
    const crafted = encodeURIComponent('<img src=x onerror=alert(1)> Call +31 99 999');
    // Not this browser's sign-in: the state's words, nothing of GitHub's error.
    const foreign = await (await callback(`?error=${crafted}&state=other`, cookie)).text();
    expect(foreign).toContain('not started from this browser');
    expect(foreign).not.toMatch(/onerror|Call \+31|&#60;img/);
    // This browser's: a code GitHub documents in words of the site's, any other in general ones.
    const unknown = await (await callback(`?error=${crafted}&state=${state}`, cookie)).text();
    expect(unknown).toContain('GitHub did not sign you in.');
    expect(unknown).not.toMatch(/onerror|Call \+31|&#60;img/);
    const mismatch = await callback(`?error=redirect_uri_mismatch&state=${state}`, cookie);
    expect(await mismatch.text()).toContain('sign-in address as its own');
  });

  it('is traded for a token server-side, with the secret that never leaves the host', async () => {
    const { query, cookie } = await signedInAtGitHub();
    const response = await callback(query, cookie);
    expect(response.status).toBe(200);
    expect(tokenExchange).toHaveBeenCalledTimes(1);
    const [url, init] = tokenExchange.mock.calls[0];
    expect(String(url)).toBe('https://github.com/login/oauth/access_token');
    expect(init.method).toBe('POST');
    const verifier = cookie.split('=')[1].split('.')[1];
    expect(JSON.parse(init.body)).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      code: 'code-1',
      code_verifier: verifier,
      redirect_uri: `${site}${CALLBACK_PATH}`,
    });
    const html = await response.text();
    expect(html).not.toContain('secret-1');
    // GitHub's token was used to ask who they are, and forgotten: the page holds a session.
    expect(html).not.toContain(GITHUB_TOKEN);
    expect(response.headers.getSetCookie().some((set) => set.startsWith(SESSION_COOKIE))).toBe(
      true,
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('makes the browser forget the state, whatever the answer, and puts no token in a cookie', async () => {
    const { query, cookie } = await signedInAtGitHub();
    for (const response of [await callback(query, cookie), await callback(query)]) {
      const cookies = response.headers.getSetCookie();
      const state = cookies.find((set) => set.startsWith(`${STATE_COOKIE}=`))!;
      expect(state.split(';')[0]).toBe(`${STATE_COOKIE}=`);
      expect(state.toLowerCase()).toContain('max-age=0');
      expect(cookies.join()).not.toContain(GITHUB_TOKEN);
    }
  });

  it('is refused when GitHub does not accept the code, in words of the site’s', async () => {
    tokenExchange.mockResolvedValue(Response.json({ error: 'bad_verification_code' }));
    const { query, cookie } = await signedInAtGitHub();
    const response = await callback(query, cookie);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('GitHub did not accept the sign-in.');
    expect(html).not.toContain('bad_verification_code');
  });

  it('looks at the exchange’s status and gives it a time limit: an error or silence is "could not be reached", with no token', async () => {
    const answers = [
      async () => Response.json({ access_token: GITHUB_TOKEN }, { status: 500 }),
      async () => new Response('<html>busy</html>', { status: 200 }),
      async (_url: unknown, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    ];
    // The time limit, run out at once: a signal that aborts as AbortSignal.timeout's does.
    const limits: number[] = [];
    jest.spyOn(AbortSignal, 'timeout').mockImplementation((milliseconds) => {
      limits.push(milliseconds);
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), 0);
      return controller.signal;
    });
    for (const answer of answers) {
      tokenExchange.mockImplementationOnce(answer);
      const { query, cookie } = await signedInAtGitHub();
      const response = await callback(query, cookie);
      expect(response.status).toBe(502);
      const html = await response.text();
      expect(html).toContain('GitHub could not be reached');
      expect(html).not.toContain(GITHUB_TOKEN);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(limits).toEqual(answers.map(() => TOKEN_EXCHANGE_TIMEOUT_MS));
  });

  it('answers every page, refusals and errors too, with no-store, no referrer, its own window and no framing, base or form', async () => {
    const { query, cookie } = await signedInAtGitHub();
    const answers = [
      await start(),
      await start('?provider=gitlab'),
      await start(undefined, {}),
      await callback(query, cookie),
      await callback(query),
      await callback('?error=access_denied&state=x', cookie),
    ];
    for (const response of answers) {
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      // The sign-in window must reach the editor's window that opened it.
      expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
      if (response.status === 302) continue;
      const policy = response.headers.get('Content-Security-Policy');
      for (const directive of [
        "default-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "form-action 'none'",
      ])
        expect(policy).toContain(directive);
    }
  });

  it('allows only its own handshake script to run', async () => {
    const { query, cookie } = await signedInAtGitHub();
    const response = await callback(query, cookie);
    const html = await response.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    const hash = createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('Content-Security-Policy')).toContain(
      `script-src 'sha256-${hash}'`,
    );
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  });
});

describe('the handshake page', () => {
  /** Runs the callback's page at `pageOrigin` with an opener that records what it is sent. */
  async function runHandshake(
    openerAnswers: { origin: string; data: string },
    settings = env,
    source?: object,
  ) {
    const { query, cookie } = await signedInAtGitHub();
    const html = await (await callback(query, cookie, settings)).text();
    const sent: Array<{ message: string; targetOrigin: string }> = [];
    const opener = {
      postMessage: (message: string, targetOrigin: string) => sent.push({ message, targetOrigin }),
    };
    const dom = new JSDOM(html, {
      url: `${site}${CALLBACK_PATH}`,
      runScripts: 'dangerously',
      beforeParse(window) {
        Object.defineProperty(window, 'opener', { value: opener });
      },
    });
    const answer = new dom.window.MessageEvent('message', {
      ...openerAnswers,
      source: (source ?? opener) as unknown as Window,
    });
    dom.window.dispatchEvent(answer);
    return sent;
  }

  it("answers only the site's own origin, after the editor there answered, with a placeholder for a token", async () => {
    const sent = await runHandshake({ origin: site, data: 'authorizing:github' });
    expect(sent).toEqual([
      { message: 'authorizing:github', targetOrigin: site },
      {
        message: `authorization:github:success:{"token":"${PLACEHOLDER_TOKEN}","provider":"github"}`,
        targetOrigin: site,
      },
    ]);
  });

  it('posts to the site named in EDITOR_ORIGIN when it runs on an origin of its own', async () => {
    const editor = 'https://www.cargo.example';
    const sent = await runHandshake(
      { origin: editor, data: 'authorizing:github' },
      { ...env, EDITOR_ORIGIN: `${editor}/` },
    );
    expect(sent.map(({ targetOrigin }) => targetOrigin)).toEqual([editor, editor]);
    const fromItself = await runHandshake(
      { origin: site, data: 'authorizing:github' },
      { ...env, EDITOR_ORIGIN: editor },
    );
    expect(fromItself).toHaveLength(1);
  });

  it('gives nothing to a window of another origin that answers the handshake', async () => {
    const sent = await runHandshake({ origin: 'https://evil.example', data: 'authorizing:github' });
    expect(sent).toEqual([{ message: 'authorizing:github', targetOrigin: site }]);
  });

  it('gives nothing for a message with other data, or from a window other than its opener', async () => {
    const otherData = await runHandshake({ origin: site, data: 'authorizing:gitlab' });
    expect(otherData).toHaveLength(1);
    const notOpener = await runHandshake({ origin: site, data: 'authorizing:github' }, env, {});
    expect(notOpener).toHaveLength(1);
  });
});
