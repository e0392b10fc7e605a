/**
 * @jest-environment node
 */
// The content gateway against stand-ins of what it talks to: GitHub's API over a real bare
// git repository holding the tests' own content (e2e/github-api-stand-in.ts), and Cloudflare
// Access's keys and tokens (e2e/access-stand-in.ts). Every promise has a test that fails
// without it: who may read and write, what may change, in whose name.
import { type AccessStandIn, startAccessStandIn } from '../../../e2e/access-stand-in';
import {
  type GitHubApiStandIn,
  gatewaySettings,
  startGitHubApiStandIn,
} from '../../../e2e/github-api-stand-in';
import { type GitHubStandIn, startGitHubStandIn } from '../../../e2e/github-stand-in';
import { fixtureRoot } from '../../../jest/fixture';
import { fieldOf } from '../../../src/content/words';
import { gatewayEntries } from '../../../e2e/gateway-entries';
import { STATE_COOKIE, finishSignIn, startSignIn } from '../github-sign-in';
import { ACCESS_HEADER } from './access';
import { type GatewayEnv, PLACEHOLDER_TOKEN, handleGateway } from './gateway';
import { SESSION_COOKIE, SESSION_SECONDS, sealedCookie } from './session';
import { type KvStandIn, startKvStore } from '../../../e2e/kv-store';
import { startBlobsStore } from '../../../e2e/blobs-store';

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
async function signIn(person = editor) {
  const accessToken = await access.token(person.email, { name: person.name });
  const answer = await call('/api/session/start?provider=github', { accessToken });
  expect(answer.status).toBe(200);
  const cookie = answer.headers.get('Set-Cookie')!.split(';')[0];
  return { cookie, accessToken };
}

const api = (rest: string) => `/api/github/repos/${repo}${rest}`;

/** A publish as Decap's GitHub backend makes it: blobs, a tree on the branch, a commit, the branch moved. */
async function publish(
  files: Record<string, string | null>,
  session: { cookie: string; accessToken: string },
) {
  const json = async (answer: Response) => {
    const body = await answer.json();
    if (!answer.ok) throw Object.assign(new Error(body.message), { status: answer.status, body });
    return body;
  };
  const head = await json(await call(api('/branches/main'), session));
  const tree = [];
  for (const [path, text] of Object.entries(files)) {
    if (text === null) {
      tree.push({ path, mode: '100644', type: 'blob', sha: null });
      continue;
    }
    const blob = await json(
      await call(api('/git/blobs'), {
        ...session,
        method: 'POST',
        body: { content: text, encoding: 'utf-8' },
      }),
    );
    tree.push({ path, mode: '100644', type: 'blob', sha: blob.sha });
  }
  const newTree = await json(
    await call(api('/git/trees'), {
      ...session,
      method: 'POST',
      body: { base_tree: head.commit.sha, tree },
    }),
  );
  const commit = await json(
    await call(api('/git/commits'), {
      ...session,
      method: 'POST',
      body: { message: 'Update Company', tree: newTree.sha, parents: [head.commit.sha] },
    }),
  );
  const moved = await call(api('/git/refs/heads/main'), {
    ...session,
    method: 'PATCH',
    body: { sha: commit.sha, force: false },
  });
  return { commit, moved };
}

const companyText = () => github.git('show', 'main:data/company.yaml');

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
    expect((await call(api('/branches/main'), { cookie, accessToken })).status).toBe(200);
    const answer = await call('/api/session/end', { method: 'POST', cookie, accessToken });
    expect(answer.status).toBe(200);
    const [ended, accessEnded] = answer.headers.getSetCookie();
    expect(ended).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0`));
    // Access's sign-in ends too: its cookie on the site, and its own sign-out for the editor to open.
    expect(accessEnded).toMatch(/^CF_Authorization=; Path=\/; Max-Age=0/);
    expect(await answer.json()).toEqual({ signOutOfAccess: '/cdn-cgi/access/logout' });
    // The same cookie, replayed with a valid Access token, opens nothing: the session is revoked.
    expect((await call(api('/branches/main'), { cookie, accessToken })).status).toBe(401);
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
    const user = await (await call('/api/github/user', { cookie: session.split(';')[0] })).json();
    expect(user).toMatchObject({ login: 'dev-anna', name: 'Anna Developer' });
    expect(user.email).toBe('101+dev-anna@users.noreply.github.com');
  });

  it('opens nothing once the developer may no longer push: the permission is asked again on every call', async () => {
    const { answer } = await signInWithGitHub('writer');
    const cookie = answer.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0];
    expect((await call(api('/branches/main'), { cookie })).status).toBe(200);
    collaborators['dev-anna'] = 'read';
    try {
      expect((await call(api('/branches/main'), { cookie })).status).toBe(401);
      const write = await call(api('/git/blobs'), {
        cookie,
        method: 'POST',
        body: { content: 'x', encoding: 'utf-8' },
      });
      expect(write.status).toBe(401);
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

describe('reading and publishing through the gateway', () => {
  it('reads the content folders of the branch, raw or encoded', async () => {
    const session = await signIn();
    for (const folder of [
      'main:data',
      'main:locales/nl',
      'main:data/images/about',
      'main:data%2Fimages',
    ])
      expect((await call(api(`/git/trees/${folder}`), session)).status).toBe(200);
  });

  it('answers who is signed in and that they may write, from the session', async () => {
    const session = await signIn();
    expect(await (await call('/api/github/user', session)).json()).toMatchObject({
      name: editor.name,
      email: editor.email,
    });
    const repository = await (await call(`/api/github/repos/${repo}`, session)).json();
    expect(repository.permissions).toMatchObject({ push: true, admin: false });
  });

  it('publishes a change of content as a commit on main, authored by the person, committed by the App, with the App’s token alone', async () => {
    const session = await signIn();
    const before = companyText();
    const changed = before.replace(/^phone: .*$/m, "phone: '+31 20 765 4321'");
    expect(changed).not.toBe(before);
    const { moved, commit } = await publish({ 'data/company.yaml': changed }, session);
    expect(moved.status).toBe(200);
    expect(companyText()).toBe(changed);
    expect(github.git('log', '-1', '--format=%an <%ae>|%cn', 'main')).toBe(
      `${editor.name} <${editor.email}>|content-gateway[bot]`,
    );
    expect(github.git('rev-parse', 'main')).toBe(commit.sha);
    // GitHub saw the App's installation token on every call, never what the page holds.
    const toRepo = github.requests.filter(({ path }) => path.startsWith('/repos/'));
    expect(
      toRepo.every(({ authorization }) =>
        github.tokens.some((t) => authorization === `token ${t}`),
      ),
    ).toBe(true);
    expect(JSON.stringify(commit)).not.toContain('ghs_');
  });
});

describe('reading what another editor published', () => {
  it('reads a file another editor published a moment ago, though the branch was read just before', async () => {
    const [anna, joost] = [
      await signIn(),
      await signIn({ email: 'joost@cargo.example', name: 'Joost' }),
    ];
    const hubs = github.git('rev-parse', 'main:data/hubs.yaml');
    expect((await call(api(`/git/blobs/${hubs}`), anna)).status).toBe(200);
    const changed = companyText().replace(/^phone: .*$/m, "phone: '+31 20 765 9999'");
    expect((await publish({ 'data/company.yaml': changed }, joost)).moved.status).toBe(200);
    const published = github.git('rev-parse', 'main:data/company.yaml');
    expect((await call(api(`/git/blobs/${published}`), anna)).status).toBe(200);
  });
});

describe('what the gateway refuses', () => {
  it('reads and writes nothing without a session, or with a forged or ended one', async () => {
    const { accessToken } = await signIn();
    const ended = (
      await sealedCookie(
        { ...editor, via: 'access', sid: 'ended', exp: Math.floor(Date.now() / 1000) - 60 },
        env.SESSION_SECRET!,
      )
    ).split(';')[0];
    const { cookie } = await signIn();
    const tampered = `${cookie.slice(0, -2)}${cookie.endsWith('A') ? 'B' : 'A'}A`;
    const other = (
      await sealedCookie(
        { ...editor, via: 'access', sid: 'other', exp: Math.floor(Date.now() / 1000) + 600 },
        'another-secret-of-forty-characters-xyz12',
      )
    ).split(';')[0];
    const before = github.requests.length;
    for (const session of [undefined, ended, tampered, other]) {
      const answer = await call(api('/branches/main'), { cookie: session, accessToken });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      expect((await answer.json()).message).toMatch(/sign in again/);
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
      expect((await call(api('/branches/main'), { cookie, accessToken })).status).toBe(401);
  });

  it('refuses a change that does not come from the editor’s page: no Authorization header, another origin, a cross-site fetch', async () => {
    const session = await signIn();
    const body = { content: 'x', encoding: 'utf-8' };
    const crossSite: Array<{ headers: Record<string, string> }> = [
      { headers: { Authorization: '' } },
      { headers: { Origin: 'https://evil.example' } },
      { headers: { 'Sec-Fetch-Site': 'cross-site' } },
    ];
    for (const { headers } of crossSite) {
      const sent = request(api('/git/blobs'), { ...session, method: 'POST', body, headers });
      if (headers.Authorization === '') sent.headers.delete('Authorization');
      const answer = await handleGateway(sent, env);
      expect(answer.status).toBe(403);
      expect((await answer.json()).message).toMatch(/did not come from the editor/);
    }
  });

  it('refuses another repository, and what Decap never asks: GraphQL, deleting the branch, forcing it, another branch, code folders', async () => {
    const session = await signIn();
    const refusals: Array<[string, Sent]> = [
      ['/api/github/repos/noordvliet/other-site/branches/main', {}],
      ['/api/github/graphql', { method: 'POST', body: { query: '{ viewer { login } }' } }],
      [api('/git/refs/heads/main'), { method: 'DELETE' }],
      [
        api('/git/refs/heads/main'),
        { method: 'PATCH', body: { sha: 'a'.repeat(40), force: true } },
      ],
      [api('/git/refs/heads/gh-pages'), { method: 'PATCH', body: { sha: 'a'.repeat(40) } }],
      [api('/git/trees/main:src'), {}],
      // The root's tree and commit by id would list the code: not passed on.
      [api(`/git/trees/${github.git('rev-parse', 'main^{tree}')}`), {}],
      [api(`/git/commits/${github.git('rev-parse', 'main')}`), {}],
      [api('/commits?path=.github/workflows/ci.yml'), {}],
      [api('/hooks'), {}],
      [api('/collaborators'), {}],
    ];
    for (const [path, sent] of refusals) {
      const answer = await call(path, { ...session, ...sent });
      expect([403, 404]).toContain(answer.status);
      expect(typeof (await answer.json()).message).toBe('string');
    }
    expect(github.git('rev-parse', 'main')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('refuses a tree, or a branch move, that changes a file outside data/ and locales/', async () => {
    const session = await signIn();
    const viaTree = publish({ 'src/index.ts': 'export const evil = 1;\n' }, session);
    await expect(viaTree).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('src/index.ts'),
    });
    // A commit made some other way (here, with git itself) is still not let onto main.
    const head = github.git('rev-parse', 'main');
    const evil = await makeCommitWith(
      head,
      'package.json',
      '{ "scripts": { "build": "curl evil" } }\n',
    );
    const moved = await call(api('/git/refs/heads/main'), {
      ...session,
      method: 'PATCH',
      body: { sha: evil },
    });
    expect(moved.status).toBe(403);
    // Not a commit the gateway made: it is never judged, only refused.
    expect((await moved.json()).message).toMatch(/a commit the editor made in this session/);
    expect(github.git('rev-parse', 'main')).toBe(head);
  });

  it('judges a picture’s own commit as the editor does: deleting one the content shows is refused', async () => {
    const session = await signIn();
    const head = github.git('rev-parse', 'main');
    const about = github.git('show', 'main:data/about.yaml');
    const photo = /^image: \.\/(.+)$/m.exec(about)![1];
    const { moved } = await publish({ [`data/${photo}`]: null }, session);
    expect(moved.status).toBe(422);
    expect((await moved.json()).message).toContain(photo.split('/').pop());
    expect(github.git('rev-parse', 'main')).toBe(head);
  });

  it('refuses content the build would refuse, in the validator’s words, and moves nothing', async () => {
    const session = await signIn();
    const head = github.git('rev-parse', 'main');
    const broken = companyText().replace(/^phone: .*$/m, "phone: '020 765 43'");
    const { moved } = await publish({ 'data/company.yaml': broken }, session);
    expect(moved.status).toBe(422);
    const body = await moved.json();
    expect(body.message).toMatch(/^Not published: the content check found 1 problem/);
    expect(body.problems).toHaveLength(1);
    expect(body.problems[0].message).toContain('data/company.yaml: field "phone"');
    expect(body.problems[0].place.words).toContain(fieldOf('company.yaml', 'phone')!.words.label);
    expect(github.git('rev-parse', 'main')).toBe(head);
  });
});

/** A commit on `parent` that sets `file` to `text`, made at the stand-in directly, not through the gateway. */
async function makeCommitWith(parent: string, file: string, text: string) {
  const token = github.tokens.at(-1)!;
  const post = (rest: string, body: unknown) =>
    fetch(`${github.url}/repos/${repo}${rest}`, {
      method: 'POST',
      headers: { Authorization: `token ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((answer) => answer.json());
  const blob = await post('/git/blobs', { content: text, encoding: 'utf-8' });
  const tree = await post('/git/trees', {
    base_tree: github.git('rev-parse', `${parent}^{tree}`),
    tree: [{ path: file, mode: '100644', type: 'blob', sha: blob.sha }],
  });
  const commit = await post('/git/commits', { message: 'x', tree: tree.sha, parents: [parent] });
  return commit.sha as string;
}

describe('when the App cannot work', () => {
  it('says what to set when a setting is missing, and a sentence, no detail, when GitHub refuses the App', async () => {
    const withoutRepo = { ...env, CMS_REPO: undefined };
    const missing = await call('/api/github/user', {}, withoutRepo);
    expect(missing.status).toBe(503);
    expect((await missing.json()).message).toContain('needs CMS_REPO');
    const session = await signIn();
    const otherInstallation = { ...env, GITHUB_APP_INSTALLATION_ID: '999' };
    const answer = await call(api('/branches/main'), session, otherInstallation);
    expect(answer.status).toBe(502);
    const { message } = await answer.json();
    expect(message).toMatch(/^(GitHub could not be reached|The editor could not reach GitHub)/);
    expect(message).not.toMatch(/404|installations|Bearer|ghs_/);
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
      const cases: Array<[string, Sent]> = [
        [api('/branches/main'), {}],
        [api('/branches/main'), { cookie: session.cookie }],
        ['/api/github/repos/noordvliet/other-site/branches/main', session],
        [
          api('/git/blobs'),
          { ...session, method: 'POST', body: {}, headers: { Origin: 'https://evil.example' } },
        ],
        [api('/git/blobs'), { ...session, method: 'POST', body: { content: 1 } }],
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
