/**
 * @jest-environment node
 */
// Developers sign in with GitHub (../github-sign-in.ts) against GitHub's stand-ins: its OAuth
// pages (stand-ins/github-stand-in.ts), and its API, which says who a token is and whether
// they may push (stand-ins/gateway-world.ts). What the session then opens, and when it stops.
import type { GitHubApiStandIn } from '../../../stand-ins/github-api-stand-in';
import { type GitHubStandIn, startGitHubStandIn } from '../../../stand-ins/github-stand-in';
import type { AccessStandIn } from '../../../stand-ins/access-stand-in';
import { type GatewayWorld, SITE, startGatewayWorld } from '../../../stand-ins/gateway-world';
import { ACCESS_HEADER } from './access';
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
let access: AccessStandIn;
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
  ({ github, access, env } = world);
}, 30_000);
afterAll(() => Promise.all([world.close(), oauth.close()]));

const publish: GatewayWorld['publish'] = (...args) => world.publish(...args);
const companyText = () => github.show('main', 'data/company.yaml')!;

/** The host's settings where Access does not guard the site: GitHub's sign-in is the only one. */
const withoutAccess = (): GatewayEnv => ({ ...env, ACCESS_TEAM_DOMAIN: '', ACCESS_AUD: '' });

/**
 * The whole OAuth round at the stand-in, as `who`, with the host's `given` settings; where Access
 * guards the site, the browser carries the `accessToken` Access gave it: the callback's answer.
 */
async function signInWithGitHub(
  who: keyof typeof developers,
  { given = withoutAccess(), accessToken }: { given?: GatewayEnv; accessToken?: string } = {},
) {
  nextDeveloper = who;
  const settings = {
    ...given,
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
    request: new Request(back.headers.get('Location')!, {
      headers: { Cookie: cookie, ...(accessToken && { [ACCESS_HEADER]: accessToken }) },
    }),
    env: settings,
  });
  const session = answer.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  return { authorize, answer, session };
}

describe('signing in with GitHub, for developers, where Access does not guard the site', () => {
  const bare = withoutAccess;
  it('asks GitHub who they are, with no scope, checks with the App that they may push, and gives a session, no token', async () => {
    const { authorize, answer, session } = await signInWithGitHub('writer');
    expect(authorize.searchParams.get('scope')).toBe('');
    expect(answer.status).toBe(200);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toMatch(
      /HttpOnly; Secure; SameSite=Strict/,
    );
    const page = await answer.text();
    expect(page).toContain(`"token":"${PLACEHOLDER_TOKEN}"`);
    for (const token of oauth.tokens) expect(page + cookies.join()).not.toContain(token);
    const user = await (await content('whoami', {}, { cookie: session }, bare())).json();
    expect(user).toMatchObject({
      name: 'Anna Developer',
      email: '101+dev-anna@users.noreply.github.com',
    });
  });

  it('opens nothing once the developer may no longer push: the permission is asked again on every call', async () => {
    const { session: cookie } = await signInWithGitHub('writer');
    const read = () => content('getEntry', { path: 'data/company.yaml' }, { cookie }, bare());
    expect((await read()).status).toBe(200);
    collaborators['dev-anna'] = 'read';
    try {
      expect((await read()).status).toBe(401);
      const changed = companyText().replace(/^phone: .*$/m, "phone: '+31 20 765 0000'");
      expect((await publish({ 'data/company.yaml': changed }, { cookie }, bare())).status).toBe(
        401,
      );
    } finally {
      collaborators['dev-anna'] = 'write';
    }
  });

  it('gives no session to a GitHub account that may not push', async () => {
    const { answer, session } = await signInWithGitHub('reader');
    expect(answer.status).toBe(403);
    expect(session).toBeUndefined();
    expect(await answer.text()).toContain('may not change this site');
  });
});

describe('11. one person, one id: where Access guards the site, a developer signed in with GitHub is their company identity', () => {
  const anna = { email: 'anna@cargo.example', name: 'Anna de Vries' };
  const bram = { email: 'bram@cargo.example', name: 'Bram Smit' };
  const COMPANY = { collection: 'company', slug: 'company' };
  // A draft saved and judged through the stand-ins: seconds on a busy machine.
  jest.setTimeout(30_000);
  const underFourEyes = (): GatewayEnv => ({
    ...env,
    CMS_DRAFTS: 'on',
    CMS_FOUR_EYES: 'on',
    CMS_ROLES: `editor: ${anna.email}; publisher: ${anna.email}, ${bram.email}`,
  });

  afterEach(() => {
    for (const ref of github
      .git('for-each-ref', '--format=%(refname)', 'refs/heads/cms/')
      .split('\n')
      .filter(Boolean))
      github.git('update-ref', '-d', ref);
  });

  it('is the one id Access vouches for: their roles, and four eyes counts them as the author they are', async () => {
    const given = underFourEyes();
    // Anna saves a draft with her company account, then signs in with GitHub as well.
    const company = await world.signIn(anna, given);
    const phone = companyText().replace(/^phone: .*$/m, "phone: '+31 20 765 1111'");
    const saved = await content(
      'persistEntry',
      {
        dataFiles: [{ path: 'data/company.yaml', raw: phone, slug: 'company' }],
        assets: [],
        options: { useWorkflow: true, collectionName: 'company', status: 'draft' },
      },
      company,
      given,
    );
    expect(saved.status).toBe(200);
    const { answer, session } = await signInWithGitHub('writer', {
      given,
      accessToken: company.accessToken,
    });
    expect(answer.status).toBe(200);
    const viaGitHub = { cookie: session, accessToken: company.accessToken };
    const user = await (await content('whoami', {}, viaGitHub, given)).json();
    expect(user).toMatchObject({ ...anna, roles: ['editor', 'publisher'] });
    // Signed in the other way she is still the draft's author: she may not set it Ready.
    const ready = (who: typeof viaGitHub) =>
      content(
        'updateUnpublishedEntryStatus',
        { ...COMPANY, newStatus: 'pending_publish' },
        who,
        given,
      );
    const own = await ready(viaGitHub);
    expect(own.status).toBe(403);
    expect((await own.json()).error).toMatch(/someone other than the people who wrote it/);
    expect((await ready(await world.signIn(bram, given))).status).toBe(200);
  });

  it('gives no session where Access did not vouch for the browser, and a session opens nothing with another person’s Access', async () => {
    const given = underFourEyes();
    const none = await signInWithGitHub('writer', { given });
    expect(none.answer.status).toBe(401);
    expect(none.session).toBeUndefined();
    expect(await none.answer.text()).toContain('Your company sign-in did not reach this page');

    const annaAtAccess = await access.token(anna.email, { name: anna.name });
    const { session } = await signInWithGitHub('writer', { given, accessToken: annaAtAccess });
    const read = (accessToken?: string) =>
      content('getEntry', { path: 'data/company.yaml' }, { cookie: session, accessToken }, given);
    expect((await read(annaAtAccess)).status).toBe(200);
    expect((await read()).status).toBe(401);
    expect((await read(await access.token(bram.email, { name: bram.name }))).status).toBe(401);
  });
});
