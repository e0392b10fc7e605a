/**
 * @jest-environment node
 */
// Developers sign in with GitHub (../github-sign-in.ts) against GitHub's stand-ins: its OAuth
// pages (stand-ins/github-stand-in.ts), and its API, which says who a token is and whether
// they may push (stand-ins/gateway-world.ts). What the session then opens, and when it stops.
import type { GitHubApiStandIn } from '../../../stand-ins/github-api-stand-in';
import { type GitHubStandIn, startGitHubStandIn } from '../../../stand-ins/github-stand-in';
import { type GatewayWorld, SITE, startGatewayWorld } from '../../../stand-ins/gateway-world';
import { STATE_COOKIE, finishSignIn, startSignIn } from '../github-sign-in';
import { PLACEHOLDER_TOKEN } from './gateway';
import { SESSION_COOKIE } from './session';
import type { GatewayEnv } from './settings';

let oauth: GitHubStandIn;

/** Developers known to GitHub's stand-in: one may push to the repository, one may only read. */
const developers = {
  writer: { login: 'dev-anna', id: 101, name: 'Anna Developer', email: null },
  reader: { login: 'dev-bram', id: 102, name: null, email: 'bram@cargo.example' },
};
/** The repository's people and their permission, as GitHub's stand-in answers it (changed by tests). */
const collaborators: Record<string, 'write' | 'read'> = { 'dev-anna': 'write', 'dev-bram': 'read' };
/** Which developer the next token the OAuth stand-in hands out belongs to. */
let nextDeveloper: keyof typeof developers = 'writer';
const tokenOwners = new Map<string, keyof typeof developers>();

let world: GatewayWorld;
let github: GitHubApiStandIn;
let env: GatewayEnv;
const content: GatewayWorld['content'] = (...args) => world.content(...args);

beforeAll(async () => {
  oauth = await startGitHubStandIn();
  world = await startGatewayWorld({
    github: {
      userOf: (token) => {
        for (const handed of oauth.tokens)
          if (!tokenOwners.has(handed)) tokenOwners.set(handed, nextDeveloper);
        const owner = tokenOwners.get(token);
        return owner && developers[owner];
      },
      collaborators,
    },
  });
  ({ github, env } = world);
}, 30_000);
afterAll(() => Promise.all([world.close(), oauth.close()]));

const publish: GatewayWorld['publish'] = (...args) => world.publish(...args);
const companyText = () => github.show('main', 'data/company.yaml')!;

describe('signing in with GitHub, for developers', () => {
  /** The whole OAuth round at the stand-in, as `who`: the callback's answer. */
  async function signInWithGitHub(who: keyof typeof developers) {
    nextDeveloper = who;
    const settings = {
      ...env,
      GITHUB_CLIENT_ID: oauth.clientId,
      GITHUB_CLIENT_SECRET: oauth.clientSecret,
      GITHUB_OAUTH_ORIGIN: oauth.url,
    };
    const started = await startSignIn({
      request: new Request(`${SITE}/oauth/authorize?provider=github&scope=repo`),
      env: settings,
    });
    const authorize = new URL(started.headers.get('Location')!);
    const back = await fetch(authorize, { redirect: 'manual' });
    const cookie = started.headers.get('Set-Cookie')!.split(';')[0];
    expect(cookie.startsWith(`${STATE_COOKIE}=`)).toBe(true);
    const answer = await finishSignIn({
      request: new Request(back.headers.get('Location')!, { headers: { Cookie: cookie } }),
      env: settings,
    });
    return { authorize, answer };
  }

  it('asks GitHub who they are, with no scope, checks with the App that they may push, and gives a session, no token', async () => {
    const { authorize, answer } = await signInWithGitHub('writer');
    expect(authorize.searchParams.get('scope')).toBe('');
    expect(answer.status).toBe(200);
    const cookies = answer.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))!;
    expect(session).toMatch(/HttpOnly; Secure; SameSite=Strict/);
    const page = await answer.text();
    expect(page).toContain(`"token":"${PLACEHOLDER_TOKEN}"`);
    for (const token of oauth.tokens) expect(page + cookies.join()).not.toContain(token);
    const user = await (await content('whoami', {}, { cookie: session.split(';')[0] })).json();
    expect(user).toMatchObject({
      name: 'Anna Developer',
      email: '101+dev-anna@users.noreply.github.com',
    });
  });

  it('opens nothing once the developer may no longer push: the permission is asked again on every call', async () => {
    const { answer } = await signInWithGitHub('writer');
    const cookie = answer.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0];
    const read = () => content('getEntry', { path: 'data/company.yaml' }, { cookie });
    expect((await read()).status).toBe(200);
    collaborators['dev-anna'] = 'read';
    try {
      expect((await read()).status).toBe(401);
      const changed = companyText().replace(/^phone: .*$/m, "phone: '+31 20 765 0000'");
      expect((await publish({ 'data/company.yaml': changed }, { cookie })).status).toBe(401);
    } finally {
      collaborators['dev-anna'] = 'write';
    }
  });

  it('gives no session to a GitHub account that may not push', async () => {
    const { answer } = await signInWithGitHub('reader');
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(
      false,
    );
    expect(await answer.text()).toContain('may not change this site');
  });
});
