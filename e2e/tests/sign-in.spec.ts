import { signOut, whatThePageHolds } from '../editor/account';
import { findings, publish } from '../editor/publishing';
import { fieldOf } from '../../src/content/words';
import { expect, test } from '../fixtures';
import {
  staff,
  colleague,
  developer,
  site,
  oauth,
  github,
  access,
  runtimeLog,
  collaborators,
  siteBuiltFor,
  signedInAtAccess,
  signInAtEditor,
  openCompany,
  publishPhone,
  contentCall,
  signInSuite,
} from '../sign-in/site';

/**
 * Staff sign in through Cloudflare Access and developers through GitHub, publish, and the commit on main is theirs; what a page without a session, with a forged token or crafted calls, or of another origin gets; two editors at once.
 * The site and its stand-ins: ../sign-in/site.ts.
 */
signInSuite();

test('staff sign in through Cloudflare Access, publish, and the commit on main is theirs; the page never holds a GitHub token', async ({
  page,
  context,
}) => {
  await siteBuiltFor('access');
  const requests: string[] = [];
  context.on('request', (request) =>
    requests.push(`${request.url()} ${JSON.stringify(request.headers())}`),
  );
  await context.addInitScript(() => {
    window.messages = [];
    window.addEventListener('message', (event) => window.messages.push(JSON.stringify(event.data)));
  });
  await signedInAtAccess(context);
  await signInAtEditor(page, { gitHubMark: false });

  const head = github.git('rev-parse', 'main');
  await publishPhone(page, '+31 20 765 4321');
  expect(github.git('log', '-1', '--format=%an <%ae>', 'main')).toBe(
    `${staff.name} <${staff.email}>`,
  );
  expect(github.git('rev-parse', 'main^')).toBe(head);

  // The App's tokens did the work at GitHub; none of them reached the page, its storage,
  // its cookies, its messages or any address or header it sent; nor the runtime's log.
  expect(github.tokens.length).toBeGreaterThan(0);
  const held = await whatThePageHolds(page);
  for (const token of github.tokens) {
    expect(held).not.toContain(token);
    expect(requests.join('\n')).not.toContain(token);
    expect(runtimeLog.join('\n')).not.toContain(token);
  }
  // The page talked to its own origin only.
  const origins = new Set(requests.map((line) => new URL(line.split(' ')[0]).origin));
  expect([...origins]).toEqual([site]);
  // The session is a cookie no script can read.
  const session = (await context.cookies()).find(({ name }) => name === '__Host-editor_session');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  // The editor's own origin is all its policy lets it reach, and its API root is that origin.
  const admin = await page.request.get(`${site}/admin/`);
  const connect = /connect-src ([^;]*)/.exec(admin.headers()['content-security-policy'])![1];
  expect(connect).not.toMatch(/github/);
  expect(await (await page.request.get(`${site}/admin/config.yml`)).text()).toContain(
    'proxy_url: /api/content',
  );
  expect(github.refused).toEqual([]);

  // Signing out ends the session: the cookie is gone, and the gateway answers no more; Access's
  // sign-in ends too (its cookie on the site, and its own sign-out page, which Cloudflare serves).
  await signOut(page);
  await expect(page).toHaveURL(`${site}/cdn-cgi/access/logout`);
  const names = (await context.cookies()).map(({ name }) => name);
  expect(names).not.toContain('__Host-editor_session');
  expect(names).not.toContain('CF_Authorization');
  // Signing out takes seconds; the local runtime closes an idle kept-alive connection after 5
  // (measured), and Playwright's requests keep theirs: one sent on a connection the runtime is
  // closing ends in ECONNRESET before the runtime reads it. Sent again on a new one, as a
  // browser does.
  const after = await page.request.post(`${site}/api/content`, {
    data: { action: 'getEntry', params: { path: 'data/company.yaml' } },
    maxRetries: 1,
  });
  expect(after.status()).toBe(401);
});

test('without a session, or with an Access token forged or expired, the content API reads and writes nothing; a cross-site form post is refused', async ({
  page,
  context,
  request,
}) => {
  await siteBuiltFor('access');
  const before = github.requests.length;
  const read = { action: 'getEntry', params: { path: 'data/company.yaml' } };
  expect((await request.post(`${site}/api/content`, { data: read })).status()).toBe(401);
  for (const token of [
    await access.token(staff.email, { forged: true }),
    await access.token(staff.email, { expiresIn: -120 }),
  ]) {
    const answer = await request.get(`${site}/api/session/start`, {
      headers: { 'Cf-Access-Jwt-Assertion': token },
    });
    expect(answer.status()).toBe(401);
    expect(answer.headers()['set-cookie']).toBeUndefined();
  }
  expect(github.requests.slice(before).filter(({ path }) => path.startsWith('/repos/'))).toEqual(
    [],
  );

  // Signed in, a page of another site posts a form at the content API: the cookie stays home
  // (SameSite=Strict), and a form cannot send the JSON a call is.
  await signedInAtAccess(context);
  await signInAtEditor(page);
  const head = github.git('rev-parse', 'main');
  await page.goto(`${oauth.url}/other-site`);
  const answer = page.waitForResponse((response) => response.url().includes('/api/content'));
  await page.evaluate((address) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = address;
    document.body.append(form);
    form.submit();
  }, `${site}/api/content`);
  expect([401, 403]).toContain((await answer).status());
  expect(github.git('rev-parse', 'main')).toBe(head);
});

test('signed in, crafted calls from the page are refused on the runtime: code, a twin file, a file the build cannot read, a fake picture, a file by its id; signing out ends the session', async ({
  page,
  context,
}) => {
  await siteBuiltFor('access');
  await signedInAtAccess(context);
  await signInAtEditor(page);
  const head = github.git('rev-parse', 'main');
  const company = github.show('main', 'data/company.yaml')!;
  const photo = `data/${/^image: \.\/(.+)$/m.exec(github.show('main', 'data/about.yaml')!)![1]}`;
  const publishOf = (files: Record<string, string>, assets: Record<string, string> = {}) =>
    contentCall(page, 'persistEntry', {
      dataFiles: Object.entries(files).map(([path, raw]) => ({ path, raw })),
      assets: Object.entries(assets).map(([path, content]) => ({
        path,
        content,
        encoding: 'base64',
      })),
      options: {},
    });
  // What a changed browser or an old tab could send with the session.
  const answers = {
    code: await publishOf({ 'src/index.ts': 'export const evil = 1;\n' }),
    twin: await publishOf({ 'data/news-links.yml': 'url: http://phish.example/login\n' }),
    unreadable: await publishOf({ 'data/company.yaml': `<<: { fax: x }\n${company}` }),
    refused: await publishOf({
      'data/company.yaml': company.replace(/^phone: .*$/m, "phone: '020 765 43'"),
    }),
    picture: await publishOf(
      { 'data/company.yaml': company },
      {
        [photo]: Buffer.from(`\xff\xd8\xff\xe0${'not a picture '.repeat(50)}`, 'latin1').toString(
          'base64',
        ),
      },
    ),
    code2: await contentCall(page, 'getEntry', { path: 'package.json' }),
    byId: await contentCall(page, 'getEntry', {
      path: github.git('rev-parse', 'main:package.json'),
    }),
    signedOut: await page.evaluate(() =>
      fetch('/api/session/end', {
        method: 'POST',
        headers: { Authorization: 'token signing-out' },
      }).then((answer) => ({ status: answer.status, body: {} })),
    ),
  };
  const replay = await contentCall(page, 'getEntry', { path: 'data/company.yaml' });
  // Each answer's status, and the words its refusal must hold.
  const expected: Record<keyof typeof answers, [number, string?]> = {
    code: [403, 'src/index.ts'],
    twin: [403, 'data/news-links.yml'],
    unreadable: [422, 'merge key'],
    refused: [422, 'data/company.yaml: field \\"phone\\"'],
    picture: [422, 'cannot be read as a picture'],
    code2: [403, 'package.json'],
    byId: [403, 'not a content file'],
    signedOut: [200],
  };
  for (const [name, [status, words]] of Object.entries(expected)) {
    const answer = answers[name as keyof typeof answers];
    expect([name, answer.status]).toEqual([name, status]);
    if (words) expect(JSON.stringify(answer.body)).toContain(words);
  }
  expect(replay.status).toBe(401);
  expect(github.git('rev-parse', 'main')).toBe(head);
});

test('two editors at once through the content API: the second publish is merged into the first’s, both changes on main', async ({
  page,
  context,
  browser,
}) => {
  await siteBuiltFor('access');
  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await signedInAtAccess(context);
    await signedInAtAccess(otherContext, colleague);
    await signInAtEditor(page);
    await signInAtEditor(other);
    await openCompany(page);
    await openCompany(other);
    const label = (field: 'phone' | 'email') => fieldOf('company.yaml', field)!.words.label;
    await expect(other.getByLabel(label('email'), { exact: true })).toBeVisible();
    await publishPhone(page, '+31 20 222 1100');
    await other.getByLabel(label('email'), { exact: true }).fill('planning@cargo.example');
    await publish(other);
    // The second publish is merged by the server, checked and written: with
    // the machine busy it once took over 20 s ("Publishing..." still showing), as a draft's save
    // can, so the ceiling is theirs.
    await expect(findings(other)).toContainText('Published, together with changes made meanwhile', {
      timeout: 60_000,
    });
    const company = github.git('show', 'main:data/company.yaml');
    expect(company).toContain("phone: '+31 20 222 1100'");
    expect(company).toContain('email: planning@cargo.example');
    expect(github.git('log', '-1', '--format=%an', 'main')).toBe(colleague.name);
  } finally {
    await otherContext.close();
  }
});

test("GitHub's answer with a state other than this browser's gives no session, and says so", async ({
  page,
}) => {
  await siteBuiltFor('access');
  oauth.answer = 'wrong-state';
  await page.goto(`${site}/oauth/authorize?provider=github`);
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  await expect(page.getByText('was not started from this browser')).toBeVisible();
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain(
    '__Host-editor_session',
  );
});

test('a page of another origin that opens the sign-in address receives nothing', async ({
  page,
  context,
}) => {
  await siteBuiltFor('access');
  // A browser signed in at Access, as every browser that reaches the site's sign-in there is.
  await signedInAtAccess(context);
  await page.goto(`${oauth.url}/other-site`);
  const popup = page.waitForEvent('popup');
  await page.evaluate(
    (address) => window.openSignIn(address),
    `${site}/oauth/authorize?provider=github`,
  );
  const signInWindow = await popup;
  await expect(signInWindow.getByRole('heading', { name: 'Signed in' })).toBeVisible();
  // The page told its opener nothing. Messages from one window arrive in the order they
  // were sent: once this later one is in, anything the sign-in page sent would be too.
  await signInWindow.evaluate(() => window.opener.postMessage('later', '*'));
  await expect.poll(() => page.evaluate(() => window.received)).toContain('later');
  expect(await page.evaluate(() => window.received)).toEqual(['later']);
});

test('developers sign in with GitHub (identity only, PKCE), publish, and the commit on main is theirs; their push permission taken away, their session opens nothing', async ({
  page,
  context,
}) => {
  await siteBuiltFor('github');
  const addresses: string[] = [];
  context.on('request', (request) => addresses.push(request.url()));
  await signInAtEditor(page, { gitHubMark: true });
  const authorize = new URL(addresses.find((a) => a.startsWith(`${oauth.url}/login/`))!);
  expect(authorize.searchParams.get('scope')).toBe('');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  await publishPhone(page, '+31 20 111 2233');
  expect(github.git('log', '-1', '--format=%an <%ae>', 'main')).toBe(
    `${developer.name} <${developer.id}+${developer.login}@users.noreply.github.com>`,
  );
  const held = await whatThePageHolds(page);
  for (const token of [...oauth.tokens, ...github.tokens]) expect(held).not.toContain(token);
  collaborators[developer.login] = 'read';
  const company = github.show('main', 'data/company.yaml')!;
  const after = [
    await contentCall(page, 'getEntry', { path: 'data/company.yaml' }),
    await contentCall(page, 'persistEntry', {
      dataFiles: [
        {
          path: 'data/company.yaml',
          raw: company.replace(/^phone: .*$/m, "phone: '+31 20 999 0000'"),
        },
      ],
      assets: [],
      options: {},
    }),
  ].map(({ status }) => status);
  expect(after).toEqual([401, 401]);
});

declare global {
  interface Window {
    received: string[];
    messages: string[];
    openSignIn(address: string): void;
  }
}
