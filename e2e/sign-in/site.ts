// What the sign-in tests share (e2e/tests/sign-in*.spec.ts): the site, its stand-ins, the
// people who sign in and the steps they take.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { fixtureRoot } from '../../jest/fixture';
import { startCdnServer } from '../../scripts/lib/cdn-server';
import { copyProject } from '../../scripts/lib/project-copy';
import { formHeading, formUrl } from '../editor/forms';
import { preview } from '../editor/preview';
import { keepNotices, publishWritten } from '../editor/publishing';
import { fieldOf, fileLabel, modelWord } from '../../src/content/words';
import { draftBranchOf } from '../../src/content/forms';
import { decapParts } from '../../src/admin/decap/parts';
import { gitHubStore } from '../../functions/_lib/content-api/github-store';
import { takeTimeOff } from '../../functions/_lib/content-api/workflow';
import { type AccessStandIn, startAccessStandIn } from '../../stand-ins/access-stand-in';
import {
  type GitHubApiStandIn,
  gatewaySettings,
  startGitHubApiStandIn,
} from '../../stand-ins/github-api-stand-in';
import { type GitHubStandIn, startGitHubStandIn } from '../../stand-ins/github-stand-in';
import { startPreviewHosts } from '../../stand-ins/preview-hosts-stand-in';
import { writeAdmin } from '../../gatsby/admin/write-admin';
import { copyEditor } from '../../gatsby/post-build';
import { cdnDialect } from '../../gatsby/serving/cdn-files';
import { writeServingFiles } from '../../gatsby/serving/write-serving-files';
import { expect, test } from '../fixtures';

/**
 * Editors sign in and publish on the live site (docs/EDITING.md): a copy of the project is
 * built as Cloudflare Pages builds it with editing switched on (CF_PAGES=1,
 * CMS_BACKEND=github; its pages are the suite's own build's, `build` says why) and served on Cloudflare's runtime with its functions: the sign-in
 * (functions/oauth/) and the content API (functions/api/). What they talk to is stood in:
 * Cloudflare Access's keys and tokens (stand-ins/access-stand-in.ts), GitHub's sign-in
 * (stand-ins/github-stand-in.ts), and GitHub's API over a real bare git repository holding the
 * tests' own content, enforcing the App's token's permissions (stand-ins/github-api-stand-in.ts), so
 * a publish makes a real commit. Drafts, four eyes and roles are the gateway's settings on
 * the same build.
 */
export const root = path.resolve(__dirname, '../..');
export const repo = 'noordvliet/cargo-site';
export const staff = { email: 'sanne@cargo.example', name: 'Sanne Bakker' };
/** A second member of staff: the other editor, the colleague who reviews. */
export const colleague = { email: 'joost@cargo.example', name: 'Joost Visser' };
/** The company directory's group of translators, as Access names it, where roles are set. */
export const TRANSLATORS = 'Vertalers';
/** A member of staff who edits and does not publish, where roles are set. */
export const editorOnly = { email: 'bram@cargo.example', name: 'Bram de Vries' };
/** The form the editing tests change, and its draft's branch. */
export const companyForm = { collection: 'company', file: 'company' };
export const companyDraft = draftBranchOf(companyForm);
export const developer = { login: 'dev-anna', id: 101, name: 'Anna Developer', email: null };

export let copy: string;
export let site: string;
export let oauth: GitHubStandIn;
export let github: GitHubApiStandIn;
export let access: AccessStandIn;
export let previews: Awaited<ReturnType<typeof startPreviewHosts>>;
export let stopSite: (() => Promise<void>) | undefined;
/** Every line Cloudflare's runtime printed. */
export const runtimeLog: string[] = [];

/** Who may push to the stand-in's repository (a test takes the developer's right away). */
export const collaborators: Record<string, 'write' | 'read'> = {};

/** This environment with the host's settings `env`, and none of the editor's from elsewhere. */
export function hostEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const name of ['CMS_BACKEND', 'CMS_REPO', 'CMS_AUTH_URL', 'CMS_SIGN_IN', 'SITE_URL'])
    delete inherited[name];
  return { ...inherited, ...env };
}

/**
 * The copy as Cloudflare Pages builds it with the host's settings `env` and no others. Of
 * those settings a build's pages read SITE_URL alone (gatsby-config.ts), set neither here nor
 * for the suite's own build: the pages are that build's (public/, kept current by
 * scripts/ensure-build.ts). What the editor's settings decide is written as the build's last
 * steps write it: the editor at /admin/ (writeAdmin, copyEditor) and the serving rules, whose
 * policy for /admin/ names where the editor connects (writeServingFiles). A whole build of the
 * copy cost a busy worker about 80 s.
 */
export async function build(env: NodeJS.ProcessEnv) {
  const host = hostEnvironment(env);
  const publicDir = path.join(copy, 'public');
  cpSync(path.join(root, 'public'), publicDir, { recursive: true });
  await writeAdmin(copy, host);
  await copyEditor(copy, publicDir);
  await writeServingFiles(copy, publicDir, cdnDialect(host), host);
}

/**
 * How the site is built: editing through Access, or through GitHub's sign-in. (A host's build
 * with editing not set up is e2e/tests/edited-content.spec.ts's: its /admin/ is plain HTML.)
 */
export type Build = 'access' | 'github';
/**
 * How it is served: as built, or the Access build with the gateway's drafts on (`drafts`), and
 * with four eyes too (`four-eyes`); drafts' previews as Cloudflare Pages reports them.
 */
export type Serving = Build | 'drafts' | 'four-eyes' | 'roles' | 'roles-drafts';
export let built: Build | undefined;
export let served: Serving | undefined;

/**
 * Cloudflare Pages' build settings of editing through the gateway, signing in as `way` says
 * (Access is Pages' own way).
 */
export const editingSettings = (way: Build) => ({
  CF_PAGES: '1',
  CMS_BACKEND: 'github',
  CMS_REPO: repo,
  ...(way === 'github' ? { CMS_SIGN_IN: 'github' } : {}),
});

/** The site built for `way` of signing in. */
export async function buildFor(way: Build) {
  await build(editingSettings(way));
  built = way;
}

/**
 * The site built and served as `wanted` says, built anew only when it is not so already.
 * Drafts are the gateway's setting alone (src/core/editor-settings.ts): the same build serves
 * them.
 */
export async function siteBuiltFor(wanted: Serving) {
  if (served === wanted) return;
  await stopSite?.();
  served = undefined;
  const drafts = { CMS_DRAFTS: 'on', ...previews.pagesSettings };
  // The staff member edits and publishes, the editor only edits, both named by address; the
  // colleague translates, as one of the company directory's group of translators (Access
  // names a person's groups as they sign in).
  const roles = {
    CMS_ROLES: `editor: ${staff.email}, ${editorOnly.email}; publisher: ${staff.email}; translator: group:${TRANSLATORS}`,
  };
  access.groups.set(colleague.email, ['Staff', TRANSLATORS]);
  const settings = {
    // Developers sign in with GitHub on a site Access does not guard (where it does, they are
    // their company identity: functions/_lib/gateway/developers.test.ts).
    github: { ACCESS_TEAM_DOMAIN: '', ACCESS_AUD: '' },
    drafts,
    'four-eyes': { ...drafts, CMS_FOUR_EYES: 'on' },
    roles,
    'roles-drafts': { ...drafts, ...roles },
  };
  const needed: Build = wanted === 'github' ? 'github' : 'access';
  if (built !== needed) await buildFor(needed);
  await serve(settings[wanted as keyof typeof settings] ?? {});
  served = wanted;
}

export async function serve(more: Record<string, string> = {}) {
  const server = await startCdnServer(copy, {
    publicDir: path.join(copy, 'public'),
    settings: {
      ...gatewaySettings(github, access),
      ...more,
      GITHUB_CLIENT_ID: oauth.clientId,
      GITHUB_CLIENT_SECRET: oauth.clientSecret,
      GITHUB_OAUTH_ORIGIN: oauth.url,
    },
    onLine: (line) => runtimeLog.push(line),
  });
  site = server.url;
  stopSite = server.close;
}

/** What Access does for a person who signed in with their company account: its cookie. */
export async function signedInAtAccess(context: BrowserContext, person = staff) {
  const { hostname } = new URL(site);
  const token = await access.token(person.email, { name: person.name });
  await context.addCookies([
    { name: 'CF_Authorization', value: token, domain: hostname, path: '/' },
  ]);
}

/**
 * Signs in at the editor's Sign in; resolves once the editor shows its collections, which
 * proves it (the sign-in window may have closed before anyone could wait for it to).
 */
export async function signInAtEditor(page: Page, { gitHubMark }: { gitHubMark?: boolean } = {}) {
  await openEditor(page, `${site}/admin/`);
  // Decap starts once the gateway has said how the site publishes: on a runtime just started
  // and two busy cores, its Sign in once took over 15 s to show (the actions' ceiling).
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toBeVisible({ timeout: 45_000 });
  // GitHub's mark on the button where developers sign in with GitHub, none where staff sign in
  // with their company account.
  if (gitHubMark !== undefined)
    await expect(signIn.locator(decapParts.signInMark)).toBeVisible({ visible: gitHubMark });
  await signIn.click();
  await expect(page.getByRole('link', { name: 'Company', exact: true }).first()).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * The company's form in a fresh load of the editor (as after a reload: Decap keeps the
 * sign-in), not a change of address in the loaded one, which Decap's own first navigation
 * after signing in may overtake.
 */
export async function openCompany(page: Page, until?: () => Promise<unknown>) {
  await page.goto('about:blank');
  await openEditor(page, formUrl('company', 'company', `${site}/admin/`), until);
  await expect(formHeading(page, 'Company')).toBeVisible({ timeout: 20_000 });
}

/**
 * Loads the editor at `address` (the site's /admin/ or a form's address in it). Now and then
 * (about one run in twenty of the drafts' first test) Cloudflare's local runtime answers the
 * editor's page and never its script: the runtime's log shows the Functions worker fetching
 * /admin/ and decap-cms.js from the assets and no answer after, while the page waits for the
 * script (stop 65's note). The same files never stalled when fetched 150 times by plain HTTP,
 * nor in 220 loads by Chromium, half of them after a load cut off half-way (stop 66): the
 * stall is the runtime's development server's (it passes every file through the Functions
 * worker, and mirrors each to its inspector), not anything the site serves. A load not
 * finished in 30 s (one took 0.6 to 1.2 s in those trials) whose unanswered requests are all
 * the editor's own files is such a stall: it goes in the test's report and output, with those
 * requests, and the load is tried once more, as a person would. Any other failure, or a
 * second stall, fails the test. `until` waits for what the load must show besides (the
 * preview, whose code comes after the page's load), judged the same way.
 */
export async function openEditor(page: Page, address: string, until?: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    const stalled = await loadOrUnanswered(page, address, until);
    if (!stalled) return;
    const { unanswered, timedOut } = stalled;
    const files = unanswered.every(({ url }) => new URL(url).pathname.startsWith('/admin/'));
    const said = unanswered.map(({ at, method, url }) => `${at} ms: ${method} ${url}`);
    await test.info().attach(`load ${attempt}: requests unanswered`, {
      body: said.join('\n') || '(none)',
    });
    if (!files || unanswered.length === 0 || attempt === 2)
      throw new Error(`The editor at ${address} did not load:\n${said.join('\n')}`, {
        cause: timedOut,
      });
    const stall = `The local runtime left the editor's files unanswered (${said.join('; ')}); loaded once more.`;
    test.info().annotations.push({ type: 'runtime stall', description: stall });
    console.warn(stall);
    await page.goto('about:blank');
  }
}

/**
 * Loads `address` and waits `until` shows what the test needs next, noting the page's
 * requests: undefined once done; when the load (30 s) or `until` (its own limit) gave up, the
 * requests still unanswered then, with the time-out.
 */
async function loadOrUnanswered(page: Page, address: string, until?: () => Promise<unknown>) {
  const started = Date.now();
  const open = new Map<Request, number>();
  const opened = (request: Request) => open.set(request, Date.now() - started);
  const closed = (request: Request) => open.delete(request);
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  try {
    await page.goto(address, { timeout: 30_000 });
    await until?.();
    return undefined;
  } catch (error) {
    // page.goto's time-out, or an expectation's (its message says the limit it waited).
    const timedOut =
      error instanceof Error &&
      (error.name === 'TimeoutError' || /\bTimeout: \d+ms/.test(error.message));
    if (!timedOut) throw error;
    const unanswered = [...open].map(([request, at]) => ({
      at,
      method: request.method(),
      url: request.url(),
    }));
    return { unanswered, timedOut: error };
  } finally {
    page.off('request', opened);
    page.off('requestfinished', closed);
    page.off('requestfailed', closed);
  }
}

/** Changes the company's phone in the editor and publishes; resolves with the new number. */
export async function publishPhone(page: Page, phone: string) {
  // The preview draws the page from the stored files, read through the gateway once the
  // editor has signed in (before, Decap's GitHub backend has nothing to read with). Its code is
  // a chunk (/admin/chunks/PreviewPage-*.js) fetched after the page has loaded: the local
  // runtime's stall took it once (CI of stop 75: the form shown, the preview not in 20 s), so
  // the preview is part of what a load must show before the stall is judged.
  await openCompany(page, () =>
    expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 }),
  );
  const field = page.getByLabel(fieldOf('company.yaml', 'phone')!.words.label, { exact: true });
  await field.fill(phone);
  // Decap says "Published" once the gateway has moved main: the commit is there then.
  await publishWritten(page);
  expect(github.git('show', 'main:data/company.yaml')).toContain(`phone: '${phone}'`);
}

/** A call of the content API from `page`, as a changed page could make it with its session. */
export function contentCall(page: Page, action: string, params: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ action, params }) => {
      const answer = await fetch('/api/content', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, params }),
      });
      return { status: answer.status, body: await answer.json() };
    },
    { action, params },
  );
}

/**
 * What the content API keeps of the company form's draft: the record sealed into its branch's
 * newest commit (functions/_lib/content-api/sealed-record.ts), as it reads there.
 */
export function draftRecord() {
  const message = github.git('log', '-1', '--format=%B', companyDraft);
  const written = /^Content-API-Record: ([\w-]+)$/m.exec(message)![1];
  return JSON.parse(Buffer.from(written, 'base64url').toString('utf8'));
}

/** The draft refused by the scheduled run, as the run writes it: its time off, `why` kept on it. */
export async function refusedByTheRun(why: string) {
  const store = gitHubStore(gatewaySettings(github, access), github.repo, 'main');
  await takeTimeOff(store, companyDraft, { en: why, nl: why }, new Date());
}

/** A person signed in at the editor in a browser of their own; `close` ends it. */
export async function signedInPerson(browser: Browser, person: typeof staff) {
  const own = await browser.newContext();
  await Promise.all([keepNotices(own), signedInAtAccess(own, person)]);
  const page = await own.newPage();
  await signInAtEditor(page);
  return { page, close: () => own.close() };
}

/**
 * The company's form opened by `staff` in a browser that asks for Dutch, on a screen `width`
 * px wide (the editor in Dutch: its sign-in says "Inloggen"); `close` ends it.
 */
export async function companyInDutch(browser: Browser, width: number) {
  const own = await browser.newContext({ locale: 'nl-NL', viewport: { width, height: 740 } });
  await signedInAtAccess(own);
  const page = await own.newPage();
  await openEditor(page, `${site}/admin/`);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click({ timeout: 45_000 });
  const name = modelWord(fileLabel('company.yaml'), 'nl');
  // Signed in once the collections show; then a fresh load, as openCompany does.
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('about:blank');
  await openEditor(page, formUrl('company', 'company', `${site}/admin/`));
  await expect(formHeading(page, name)).toBeVisible({ timeout: 20_000 });
  return { page, close: () => own.close() };
}

/** The editor's word of what the person's roles withhold (src/admin/publishing/roles-offered.ts). */
export const rolesNote = (on: Page) => on.getByRole('region', { name: 'What you may do here' });

/**
 * The set-up of every file of these tests: the copy and the stand-ins at the start, each test
 * with the build it needs (`siteBuiltFor`: tests that need the same one share it, so any order
 * of the tests, repeated or not, works), the runtime's log attached to a failure.
 */
export function signInSuite(): void {
  test.describe.configure({ mode: 'serial', timeout: 330_000 });
  test.use({ actionTimeout: 15_000 });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    copy = copyProject(root, 'sign-in-', { content: fixtureRoot });
    [oauth, previews] = await Promise.all([startGitHubStandIn(), startPreviewHosts()]);
    [github, access] = await Promise.all([
      startGitHubApiStandIn({
        repo,
        from: fixtureRoot,
        userOf: (token) => (oauth.tokens.includes(token) ? developer : undefined),
        collaborators,
      }),
      startAccessStandIn(),
    ]);
  });
  test.afterAll(async () => {
    await stopSite?.();
    // With --repeat-each a worker runs the file again on a new copy: nothing is built or served.
    [built, served, stopSite] = [undefined, undefined, undefined];
    await Promise.all([oauth?.close(), github?.close(), access?.close(), previews?.close()]);
    if (copy) rmSync(copy, { recursive: true, force: true });
  });
  // A failure's attachments include what the runtime printed during the test (the gateway's log).
  test.afterEach(async ({}, testInfo) => {
    const lines = runtimeLog.splice(0);
    if (testInfo.status === testInfo.expectedStatus) return;
    const file = testInfo.outputPath('runtime.txt');
    writeFileSync(file, lines.join('\n'));
    await testInfo.attach('runtime', { path: file, contentType: 'text/plain' });
  });
  test.beforeEach(() => {
    oauth.answer = 'approve';
    collaborators[developer.login] = 'write';
  });
}
