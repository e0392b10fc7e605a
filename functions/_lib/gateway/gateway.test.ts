/**
 * @jest-environment node
 */
// The gateway against stand-ins of what it talks to: GitHub's API over a real bare git
// repository holding the tests' own content, which enforces the App's token's permissions
// (stand-ins/github-api-stand-in.ts), and Cloudflare Access's keys and tokens
// (stand-ins/access-stand-in.ts). Every promise has a test that fails without it: who may read and
// write through the content API, from where, in whose name. What the content API refuses of
// a signed-in person's crafted calls is ../content-api/red-team.test.ts's.
import { type AccessStandIn, startAccessStandIn } from '../../../stand-ins/access-stand-in';
import {
  type GitHubApiStandIn,
  gatewaySettings,
  startGitHubApiStandIn,
} from '../../../stand-ins/github-api-stand-in';
import { type GitHubStandIn, startGitHubStandIn } from '../../../stand-ins/github-stand-in';
import { fixtureRoot } from '../../../jest/fixture';
import { fieldOf } from '../../../src/content/words';
import { gatewayEntries } from '../../../stand-ins/gateway-entries';
import { STATE_COOKIE, finishSignIn, startSignIn } from '../github-sign-in';
import { ACCESS_HEADER } from './access';
import { type GatewayEnv, PLACEHOLDER_TOKEN, handleGateway } from './gateway';
import { SESSION_COOKIE, SESSION_SECONDS, sealedCookie } from './session';
import { type KvStandIn, startKvStore } from '../../../stand-ins/kv-store';
import { startBlobsStore } from '../../../stand-ins/blobs-store';

const site = 'https://cargo.example';
const repo = 'noordvliet/cargo-site';
let github: GitHubApiStandIn;
let access: AccessStandIn;
let oauth: GitHubStandIn;
let env: GatewayEnv;
let sessions: KvStandIn;
let blobs: Awaited<ReturnType<typeof startBlobsStore>>;

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

beforeAll(async () => {
  oauth = await startGitHubStandIn();
  [github, access] = await Promise.all([
    startGitHubApiStandIn({
      repo,
      from: fixtureRoot,
      userOf: (token) => {
        for (const handed of oauth.tokens)
          if (!tokenOwners.has(handed)) tokenOwners.set(handed, nextDeveloper);
        const owner = tokenOwners.get(token);
        return owner && developers[owner];
      },
      collaborators,
    }),
    startAccessStandIn(),
  ]);
  [sessions, blobs] = await Promise.all([startKvStore(), startBlobsStore()]);
  env = { ...gatewaySettings(github, access), EDITOR_SESSIONS: sessions.kv };
}, 30_000);
afterAll(() =>
  Promise.all([github.close(), access.close(), oauth.close(), sessions.close(), blobs.close()]),
);

const editor = { email: 'anna@cargo.example', name: 'Anna de Vries' };

interface Sent {
  method?: string;
  body?: unknown;
  cookie?: string;
  accessToken?: string;
  headers?: Record<string, string>;
}

/** A request as the editor's page sends it: same origin, Decap's Authorization header. */
function request(
  path: string,
  { method = 'GET', body, cookie, accessToken, headers = {} }: Sent = {},
) {
  return new Request(`${site}${path}`, {
    method,
    headers: {
      Authorization: `token ${PLACEHOLDER_TOKEN}`,
      'Sec-Fetch-Site': 'same-origin',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(accessToken ? { [ACCESS_HEADER]: accessToken } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const call = (path: string, sent: Sent = {}, settings = env) =>
  handleGateway(request(path, sent), settings);

/** Signs `person` in through Access: the session cookie, and Access's token to send along. */
async function signIn(person = editor, settings = env) {
  const accessToken = await access.token(person.email, { name: person.name });
  const answer = await call('/api/session/start?provider=github', { accessToken }, settings);
  expect(answer.status).toBe(200);
  const cookie = answer.headers.get('Set-Cookie')!.split(';')[0];
  return { cookie, accessToken };
}

/** A call of the content API, as the editor's page makes it. */
const content = (
  action: string,
  params: Record<string, unknown>,
  sent: Sent = {},
  settings = env,
) => call('/api/content', { method: 'POST', body: { action, params }, ...sent }, settings);

/** A Publish of `files` (path → text over the file as it is now), as the editor's page sends it. */
const publish = (files: Record<string, string>, session: Sent) =>
  content(
    'persistEntry',
    {
      dataFiles: Object.entries(files).map(([path, raw]) => ({ path, raw })),
      assets: [],
      options: {},
    },
    session,
  );

const companyText = () => github.show('main', 'data/company.yaml')!;

describe('signing in through Cloudflare Access', () => {
  it('gives the browser a __Host- session cookie, sealed, HttpOnly, Strict, for a working day; Decap a placeholder, no token', async () => {
    const accessToken = await access.token(editor.email, { name: editor.name });
    const answer = await call('/api/session/start?provider=github', { accessToken });
    const [pair, ...attributes] = answer.headers.get('Set-Cookie')!.split(/;\s*/);
    expect(pair.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(SESSION_COOKIE.startsWith('__Host-')).toBe(true);
    expect(attributes.map((a) => a.toLowerCase())).toEqual(
      expect.arrayContaining([
        'path=/',
        'httponly',
        'secure',
        'samesite=strict',
        `max-age=${SESSION_SECONDS}`,
      ]),
    );
    expect(SESSION_SECONDS).toBeLessThanOrEqual(12 * 3600);
    expect(pair).not.toContain(editor.email);
    const page = await answer.text();
    expect(page).toContain(`"token":"${PLACEHOLDER_TOKEN}"`);
    for (const token of github.tokens) expect(page).not.toContain(token);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses a sign-in without Access’s token, or with one forged, expired, for another application or team', async () => {
    const tokens = [
      undefined,
      await access.token(editor.email, { forged: true }),
      await access.token(editor.email, { expiresIn: -120 }),
      await access.token(editor.email, { aud: 'another-application' }),
      await access.token(editor.email, { issuer: 'https://another-team.cloudflareaccess.com' }),
    ];
    for (const accessToken of tokens) {
      const answer = await call('/api/session/start', { accessToken });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('believes no plain header that names a person', async () => {
    const answer = await call('/api/session/start', {
      headers: {
        'Cf-Access-Authenticated-User-Email': editor.email,
        'X-Forwarded-Email': editor.email,
      },
    });
    expect(answer.status).toBe(401);
  });

  it('ends the session on signing out, asked from the editor’s page only', async () => {
    const { cookie, accessToken } = await signIn();
    const fromForm = request('/api/session/end', { method: 'POST', cookie, accessToken });
    fromForm.headers.delete('Authorization');
    expect((await handleGateway(fromForm, env)).status).toBe(403);
    const read = () => content('getEntry', { path: 'data/company.yaml' }, { cookie, accessToken });
    expect((await read()).status).toBe(200);
    const answer = await call('/api/session/end', { method: 'POST', cookie, accessToken });
    expect(answer.status).toBe(200);
    const [ended, accessEnded] = answer.headers.getSetCookie();
    expect(ended).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0`));
    // Access's sign-in ends too: its cookie on the site, and its own sign-out for the editor to open.
    expect(accessEnded).toMatch(/^CF_Authorization=; Path=\/; Max-Age=0/);
    expect(await answer.json()).toEqual({ signOutOfAccess: '/cdn-cgi/access/logout' });
    // The same cookie, replayed with a valid Access token, opens nothing: the session is revoked.
    expect((await read()).status).toBe(401);
  });
});

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
      request: new Request(`${site}/oauth/authorize?provider=github&scope=repo`),
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

describe('reading and publishing through the content API', () => {
  it('reads the content files, and answers who is signed in, from the session', async () => {
    const session = await signIn();
    const read = await content('getEntry', { path: 'data/company.yaml' }, session);
    expect((await read.json()).data).toBe(companyText());
    const folder = await content('getMedia', { mediaFolder: 'data/images/about' }, session);
    expect(folder.status).toBe(200);
    // Without roles set, everyone may do everything (../content-api/roles.ts).
    expect(await (await content('whoami', {}, session)).json()).toEqual({
      ...editor,
      roles: ['editor', 'translator', 'publisher'],
    });
  });

  it('publishes a change of content as a commit on main, authored by the person, committed by the App, with the App’s token alone', async () => {
    const session = await signIn();
    const before = companyText();
    const changed = before.replace(/^phone: .*$/m, "phone: '+31 20 765 4321'");
    expect(changed).not.toBe(before);
    const answer = await publish({ 'data/company.yaml': changed }, session);
    expect(answer.status).toBe(200);
    expect(companyText()).toBe(changed);
    expect(github.git('log', '-1', '--format=%an <%ae>|%cn', 'main')).toBe(
      `${editor.name} <${editor.email}>|content-gateway[bot]`,
    );
    // GitHub saw the App's installation token on every call, never what the page holds, and
    // refused none of them for a permission the token lacks.
    const toRepo = github.requests.filter(({ path }) => path.startsWith('/repos/'));
    expect(
      toRepo.every(({ authorization }) =>
        github.tokens.some((t) => authorization === `token ${t}`),
      ),
    ).toBe(true);
    expect(github.refused).toEqual([]);
    expect(await answer.text()).not.toMatch(/ghs_|[0-9a-f]{40}/);
  });

  it('reads a file another editor published a moment ago', async () => {
    const [anna, joost] = [
      await signIn(),
      await signIn({ email: 'joost@cargo.example', name: 'Joost' }),
    ];
    const read = () => content('getEntry', { path: 'data/company.yaml' }, anna);
    expect((await read()).status).toBe(200);
    const changed = companyText().replace(/^phone: .*$/m, "phone: '+31 20 765 9999'");
    expect((await publish({ 'data/company.yaml': changed }, joost)).status).toBe(200);
    expect((await (await read()).json()).data).toBe(changed);
  });

  it('tells the editor how the site publishes, before anyone signs in', async () => {
    const answer = await content('editorSettings', {}, {}, { ...env, CMS_DRAFTS: 'on' });
    expect(await answer.json()).toEqual({ drafts: true, fourEyes: false });
  });
});

describe('what the gateway refuses', () => {
  it('reads and writes nothing without a session, or with a forged or ended one', async () => {
    const { accessToken } = await signIn();
    const sealed = (sid: string, exp: number, secret: string) =>
      sealedCookie({ ...editor, id: 'access:anna', via: 'access', sid, exp }, secret);
    const now = Math.floor(Date.now() / 1000);
    const ended = (await sealed('ended', now - 60, env.SESSION_SECRET!)).split(';')[0];
    const { cookie } = await signIn();
    const tampered = `${cookie.slice(0, -2)}${cookie.endsWith('A') ? 'B' : 'A'}A`;
    const other = (
      await sealed('other', now + 600, 'another-secret-of-forty-characters-xyz12')
    ).split(';')[0];
    const before = github.requests.length;
    for (const session of [undefined, ended, tampered, other]) {
      const answer = await content(
        'getEntry',
        { path: 'data/company.yaml' },
        { cookie: session, accessToken },
      );
      expect(answer.status).toBe(401);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      expect((await answer.json()).error).toMatch(/sign in again/);
    }
    expect(github.requests.length).toBe(before);
  });

  it('reads and writes nothing when Access no longer vouches for the person: its token missing, forged, expired, for another application, or another person’s', async () => {
    const { cookie } = await signIn();
    const tokens = [
      undefined,
      await access.token(editor.email, { forged: true }),
      await access.token(editor.email, { expiresIn: -120 }),
      await access.token(editor.email, { aud: 'another-application' }),
      await access.token('mallory@cargo.example'),
    ];
    for (const accessToken of tokens)
      expect(
        (await content('getEntry', { path: 'data/company.yaml' }, { cookie, accessToken })).status,
      ).toBe(401);
  });

  it('refuses a call that does not come from the editor’s page: another origin, a cross-site fetch, a form’s body', async () => {
    const session = await signIn();
    const head = github.git('rev-parse', 'main');
    const changed = companyText().replace(/^phone: .*$/m, "phone: '+31 20 765 1111'");
    const body = {
      action: 'persistEntry',
      params: { dataFiles: [{ path: 'data/company.yaml', raw: changed }], assets: [], options: {} },
    };
    const crossSite: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
    ];
    for (const headers of crossSite) {
      const answer = await call('/api/content', { ...session, method: 'POST', body, headers });
      expect([headers, answer.status]).toEqual([headers, 403]);
      expect((await answer.json()).error).toMatch(/did not come from the editor/);
    }
    expect(github.git('rev-parse', 'main')).toBe(head);
  });

  it('answers nothing at the addresses that spoke git: the page reaches content only', async () => {
    const session = await signIn();
    for (const path of [
      `/api/github/repos/${repo}/branches/main`,
      `/api/github/repos/${repo}/git/blobs/${github.git('rev-parse', 'main:data/company.yaml')}`,
      '/api/github/user',
      '/api/editor-settings',
    ])
      expect((await call(path, session)).status).toBe(404);
  });

  it('refuses content the build would refuse, in the validator’s words, and moves nothing', async () => {
    const session = await signIn();
    const head = github.git('rev-parse', 'main');
    const broken = companyText().replace(/^phone: .*$/m, "phone: '020 765 43'");
    const answer = await publish({ 'data/company.yaml': broken }, session);
    expect(answer.status).toBe(422);
    const body = await answer.json();
    expect(body.error).toMatch(/^The content check found 1 problem: nothing was saved/);
    expect(body.problems).toHaveLength(1);
    expect(body.problems[0].message).toContain('data/company.yaml: field "phone"');
    expect(body.problems[0].place.words).toContain(fieldOf('company.yaml', 'phone')!.words.label);
    expect(github.git('rev-parse', 'main')).toBe(head);
  });
});

describe('roles on the host (CMS_ROLES)', () => {
  it('reads the setting on every call: a person it names nowhere writes nothing; a role it does not know is said', async () => {
    const session = await signIn();
    const head = github.git('rev-parse', 'main');
    const named = { ...env, CMS_ROLES: 'publisher: someone@cargo.example' };
    const refused = await content(
      'persistEntry',
      { dataFiles: [{ path: 'data/company.yaml', raw: 'x' }], assets: [], options: {} },
      session,
      named,
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatch(/you have no role on this site/);
    const unknown = await content('whoami', {}, session, { ...env, CMS_ROLES: 'admin: x@y' });
    expect(unknown.status).toBe(500);
    expect((await unknown.json()).error).toMatch(/roles are editor, translator, publisher/);
    expect(github.git('rev-parse', 'main')).toBe(head);
  });
});

describe('roles by the directory’s groups (CMS_ROLES, group:)', () => {
  /** The host's settings with roles by group (made once the suite's settings are). */
  const grouped = () => ({
    ...env,
    CMS_ROLES:
      'editor: group:Marketing; publisher: group:Eindredactie; translator: x@cargo.example',
  });
  const rolesWith = async (groups: string[], settings = grouped()) => {
    access.groups.set(editor.email, groups);
    const session = await signIn(editor, settings);
    return (await (await content('whoami', {}, session, settings)).json()).roles;
  };
  afterEach(() => {
    access.groups.clear();
    access.identityFails = false;
  });

  it('gives a person the roles of the groups Access names as they sign in, by name in any case', async () => {
    expect(await rolesWith(['marketing'])).toEqual(['editor']);
    expect(await rolesWith(['MARKETING', 'Eindredactie'])).toEqual(['editor', 'publisher']);
  });

  it('gives none for a group only alike, none where Access does not answer, and asks Access only where the roles name groups', async () => {
    expect(await rolesWith(['Marketing-Interns', 'Eindredactie oud', 'group:Marketing'])).toEqual(
      [],
    );
    access.identityFails = true;
    expect(await rolesWith(['Marketing'])).toEqual([]);
    access.identityFails = false;
    const asked = access.identityAsked;
    expect(
      await rolesWith(['Marketing'], { ...env, CMS_ROLES: `editor: ${editor.email}` }),
    ).toEqual(['editor']);
    expect(access.identityAsked).toBe(asked);
  });

  it('keeps what Access said at sign-in: a group the page names counts for nothing, and the session carries no group it was not given', async () => {
    access.groups.set(editor.email, []);
    const session = await signIn(editor, grouped());
    const forged = await content(
      'whoami',
      { groups: ['Marketing'] },
      {
        ...session,
        headers: { 'Cf-Access-Groups': 'Marketing', 'X-Groups': 'Marketing' },
      },
      grouped(),
    );
    expect((await forged.json()).roles).toEqual([]);
  });
});

describe('when the App cannot work', () => {
  it('says what to set when a setting is missing, and a sentence, no detail, when GitHub refuses the App', async () => {
    const withoutRepo = { ...env, CMS_REPO: undefined };
    const missing = await content('whoami', {}, {}, withoutRepo);
    expect(missing.status).toBe(503);
    expect((await missing.json()).message).toContain('needs CMS_REPO');
    const session = await signIn();
    const otherInstallation = { ...env, GITHUB_APP_INSTALLATION_ID: '999' };
    const answer = await content(
      'getEntry',
      { path: 'data/company.yaml' },
      session,
      otherInstallation,
    );
    expect(answer.status).toBe(503);
    const { error } = await answer.json();
    expect(error).toMatch(/did not answer in time\. Try again/);
    expect(error).not.toMatch(/404|installations|Bearer|ghs_/);
  });
});

describe('the three entries', () => {
  it('give the same answers on Cloudflare Pages, as a Worker, and on Netlify', async () => {
    const seen = [];
    for (const entry of gatewayEntries(env, gatewaySettings(github, access), blobs.context)) {
      const accessToken = await access.token(editor.email, { name: editor.name });
      const started = await entry.handle(request('/api/session/start', { accessToken }));
      expect([entry.name, started.status]).toEqual([entry.name, 200]);
      const session = { cookie: started.headers.get('Set-Cookie')!.split(';')[0], accessToken };
      const read = { action: 'getEntry', params: { path: 'package.json' } };
      const cases: Array<[string, Sent]> = [
        ['/api/content', { method: 'POST', body: read }],
        ['/api/content', { method: 'POST', body: read, cookie: session.cookie }],
        ['/api/content', { ...session, method: 'POST', body: read }],
        [
          '/api/content',
          { ...session, method: 'POST', body: read, headers: { Origin: 'https://evil.example' } },
        ],
        ['/api/content', { ...session, method: 'POST', body: { action: 'gitBlob' } }],
        [`/api/github/repos/${repo}/branches/main`, session],
        ['/api/session/start', {}],
      ];
      const answers = [];
      for (const [path, sent] of cases) {
        const answer = await entry.handle(request(path, sent));
        answers.push([path, answer.status, await answer.text()]);
      }
      seen.push(answers);
    }
    for (const answers of seen) expect(answers).toEqual(seen[0]);
    for (const [, status] of seen[0]) expect(status).toBeGreaterThanOrEqual(400);
  });
});
