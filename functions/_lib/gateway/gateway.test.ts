/**
 * @jest-environment node
 */
// The gateway against stand-ins of what it talks to (stand-ins/gateway-world.ts): GitHub's API
// over a real bare repository of the tests' own content, which enforces the App's token's
// permissions, and Cloudflare Access. Every promise has a test that fails without it: who may
// read and write through the content API, from where, in whose name. Developers signing in
// with GitHub are ./developers.test.ts's; the roles the host's setting gives,
// ./roles-setting.test.ts's; what the content API refuses of a signed-in person's crafted
// calls, ../content-api/red-team.test.ts's.
import type { AccessStandIn } from '../../../stand-ins/access-stand-in';
import type { GitHubApiStandIn } from '../../../stand-ins/github-api-stand-in';
import {
  type GatewayWorld,
  type Sent,
  pageRequest,
  startGatewayWorld,
} from '../../../stand-ins/gateway-world';
import { fieldOf } from '../../../src/content/words';
import { PLACEHOLDER_TOKEN, handleGateway } from './gateway';
import { SESSION_COOKIE, SESSION_SECONDS, sealedCookie } from './session';
import type { GatewayEnv } from './settings';

const repo = 'noordvliet/cargo-site';
const editor = { email: 'anna@cargo.example', name: 'Anna de Vries' };

// Whole publishes through the gateway and GitHub's stand-in: about a second each alone, and
// up to about ten on a machine at a load of 8 (`npm run test:busy -- functions/_lib/gateway`).
jest.setTimeout(30_000);

let world: GatewayWorld;
let github: GitHubApiStandIn;
let access: AccessStandIn;
let env: GatewayEnv;
const call: GatewayWorld['call'] = (...args) => world.call(...args);
const content: GatewayWorld['content'] = (...args) => world.content(...args);
const signIn = (person = editor, settings = env) => world.signIn(person, settings);

beforeAll(async () => {
  world = await startGatewayWorld();
  ({ github, access, env } = world);
}, 30_000);
afterAll(() => world.close());

const publish: GatewayWorld['publish'] = (...args) => world.publish(...args);
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
    const fromForm = pageRequest('/api/session/end', { method: 'POST', cookie, accessToken });
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

describe('reading and publishing through the content API', () => {
  it('reads the content files, and answers who is signed in, from the session', async () => {
    const session = await signIn();
    const read = await content('getEntry', { path: 'data/company.yaml' }, session);
    expect((await read.json()).data).toBe(companyText());
    const folder = await content('getMedia', { mediaFolder: 'data/images/about' }, session);
    expect(folder.status).toBe(200);
    // Without roles set, everyone may do everything (../content-api/roles.ts): the editor
    // offers all that this site does (without drafts: no Ready, no time, no draft to delete).
    expect(await (await content('whoami', {}, session)).json()).toEqual({
      ...editor,
      roles: ['editor', 'translator', 'publisher'],
      offers: {
        read: true,
        save: true,
        wholeForm: true,
        publish: true,
        setReady: false,
        setTime: false,
        deleteDraft: false,
        deletePicture: true,
        restore: true,
        confirmTranslation: true,
      },
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
    expect(await answer.json()).toEqual({ drafts: true, fourEyes: false, previews: false });
    // Kept by no cache, as every answer of the gateway: a setting changed shows at the next load.
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
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

describe('when the App cannot work', () => {
  it('says what to set when a setting is missing, and a sentence, no detail, when GitHub refuses the App', async () => {
    const withoutRepo = { ...env, CMS_REPO: undefined };
    const missing = await content('whoami', {}, {}, withoutRepo);
    expect(missing.status).toBe(503);
    // Said as the editor reads a refusal (Decap's proxy backend and the editor's own calls).
    expect((await missing.json()).error).toContain('needs CMS_REPO');
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

  it('says in a sentence the editor shows, with no detail, when what the gateway stands on fails', async () => {
    const session = await signIn();
    const failing = () => Promise.reject(new Error('KV: 500 from kv.example, namespace 7f3a'));
    const storeDown = { ...env, EDITOR_SESSIONS: { get: failing, put: failing, delete: failing } };
    const answer = await content('getEntry', { path: 'data/company.yaml' }, session, storeDown);
    expect(answer.status).toBe(502);
    const { error } = await answer.json();
    expect(error).toMatch(/try again in a minute/);
    expect(error).not.toMatch(/KV|kv\.example|7f3a/);
  });
});

describe('the three entries', () => {
  it('give the same answers on Cloudflare Pages, as a Worker, and on Netlify', async () => {
    const seen = [];
    for (const entry of world.entries()) {
      const accessToken = await access.token(editor.email, { name: editor.name });
      const started = await entry.handle(pageRequest('/api/session/start', { accessToken }));
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
        const answer = await entry.handle(pageRequest(path, sent));
        answers.push([path, answer.status, await answer.text()]);
      }
      seen.push(answers);
    }
    for (const answers of seen) expect(answers).toEqual(seen[0]);
    for (const [, status] of seen[0]) expect(status).toBeGreaterThanOrEqual(400);
  });
});
