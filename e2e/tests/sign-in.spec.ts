import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { parse } from 'yaml';
import { fixtureRoot } from '../../jest/fixture';
import { startCdnServer } from '../../scripts/lib/cdn-server';
import { copyProject } from '../../scripts/lib/project-copy';
import { signOut, whatThePageHolds } from '../editor/account';
import { formHeading, formUrl, group, openEntry } from '../editor/forms';
import { preview } from '../editor/preview';
import { editorPage, languageSwitch } from '../editor/language';
import { expectApart, expectInReach } from '../editor/reach';
import {
  addNote,
  findings,
  keepNotices,
  openNotes,
  publish,
  publishDraftTaken,
  publishWritten,
  saveDraft,
  setStatus,
} from '../editor/publishing';
import { fieldOf, fileLabel, modelWord } from '../../src/content/words';
import { draftBranchOf } from '../../src/content/forms';
import { type AccessStandIn, startAccessStandIn } from '../../stand-ins/access-stand-in';
import {
  type GitHubApiStandIn,
  gatewaySettings,
  startGitHubApiStandIn,
} from '../../stand-ins/github-api-stand-in';
import { type GitHubStandIn, startGitHubStandIn } from '../../stand-ins/github-stand-in';
import { startPreviewHosts } from '../../stand-ins/preview-hosts-stand-in';
import { pagePathOf } from '../../src/admin/preview/pages';
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
const root = path.resolve(__dirname, '../..');
const repo = 'noordvliet/cargo-site';
const staff = { email: 'sanne@cargo.example', name: 'Sanne Bakker' };
/** A second member of staff: the other editor, the colleague who reviews. */
const colleague = { email: 'joost@cargo.example', name: 'Joost Visser' };
/** The company directory's group of translators, as Access names it, where roles are set. */
const TRANSLATORS = 'Vertalers';
/** A member of staff who edits and does not publish, where roles are set. */
const editorOnly = { email: 'bram@cargo.example', name: 'Bram de Vries' };
/** The form the editing tests change, and its draft's branch. */
const companyForm = { collection: 'company', file: 'company' };
const companyDraft = draftBranchOf(companyForm);
const developer = { login: 'dev-anna', id: 101, name: 'Anna Developer', email: null };

let copy: string;
let site: string;
let oauth: GitHubStandIn;
let github: GitHubApiStandIn;
let access: AccessStandIn;
let previews: Awaited<ReturnType<typeof startPreviewHosts>>;
let stopSite: (() => Promise<void>) | undefined;
/** Every line Cloudflare's runtime printed. */
const runtimeLog: string[] = [];

// Each test starts with the build it needs (siteBuiltFor: a build takes a while, and tests
// that need the same one share it), so any order of the tests, repeated or not, works.
test.describe.configure({ mode: 'serial', timeout: 330_000 });

/** Who may push to the stand-in's repository (a test takes the developer's right away). */
const collaborators: Record<string, 'write' | 'read'> = {};
test.use({ actionTimeout: 15_000 });

/** This environment with the host's settings `env`, and none of the editor's from elsewhere. */
function hostEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
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
async function build(env: NodeJS.ProcessEnv) {
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
type Build = 'access' | 'github';
/**
 * How it is served: as built, or the Access build with the gateway's drafts on (`drafts`), and
 * with four eyes too (`four-eyes`); drafts' previews as Cloudflare Pages reports them.
 */
type Serving = Build | 'drafts' | 'four-eyes' | 'roles' | 'roles-drafts';
let built: Build | undefined;
let served: Serving | undefined;

/**
 * Cloudflare Pages' build settings of editing through the gateway, signing in as `way` says
 * (Access is Pages' own way).
 */
const editingSettings = (way: Build) => ({
  CF_PAGES: '1',
  CMS_BACKEND: 'github',
  CMS_REPO: repo,
  ...(way === 'github' ? { CMS_SIGN_IN: 'github' } : {}),
});

/** The site built for `way` of signing in. */
async function buildFor(way: Build) {
  await build(editingSettings(way));
  built = way;
}

/**
 * The site built and served as `wanted` says, built anew only when it is not so already.
 * Drafts are the gateway's setting alone (src/core/editor-settings.ts): the same build serves
 * them.
 */
async function siteBuiltFor(wanted: Serving) {
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
    drafts,
    'four-eyes': { ...drafts, CMS_FOUR_EYES: 'on' },
    roles,
    'roles-drafts': { ...drafts, ...roles },
  };
  const needed: Build = wanted in settings ? 'access' : (wanted as Build);
  if (built !== needed) await buildFor(needed);
  await serve(settings[wanted as keyof typeof settings] ?? {});
  served = wanted;
}

async function serve(more: Record<string, string> = {}) {
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

/** What Access does for a person who signed in with their company account: its cookie. */
async function signedInAtAccess(context: BrowserContext, person = staff) {
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
async function signInAtEditor(page: Page) {
  await page.goto(`${site}/admin/`);
  // Decap starts once the gateway has said how the site publishes: on a runtime just started
  // and two busy cores, its Sign in once took over 15 s to show (the actions' ceiling).
  await page.getByRole('button', { name: 'Sign in', exact: true }).click({ timeout: 45_000 });
  await expect(page.getByRole('link', { name: 'Company', exact: true }).first()).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * The company's form in a fresh load of the editor (as after a reload: Decap keeps the
 * sign-in), not a change of address in the loaded one, which Decap's own first navigation
 * after signing in may overtake.
 */
async function openCompany(page: Page) {
  await page.goto('about:blank');
  await page.goto(formUrl('company', 'company', `${site}/admin/`));
  await expect(formHeading(page, 'Company')).toBeVisible({ timeout: 20_000 });
}

/** Changes the company's phone in the editor and publishes; resolves with the new number. */
async function publishPhone(page: Page, phone: string) {
  await openCompany(page);
  // The preview draws the page from the stored files, read through the gateway once the
  // editor has signed in (before, Decap's GitHub backend has nothing to read with).
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();
  const field = page.getByLabel(fieldOf('company.yaml', 'phone')!.words.label, { exact: true });
  await field.fill(phone);
  // Decap says "Published" once the gateway has moved main: the commit is there then.
  await publishWritten(page);
  expect(github.git('show', 'main:data/company.yaml')).toContain(`phone: '${phone}'`);
}

/** A call of the content API from `page`, as a changed page could make it with its session. */
function contentCall(page: Page, action: string, params: Record<string, unknown> = {}) {
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

/** What the content API keeps of the company form's draft, in its pull request. */
function draftRecord() {
  const pull = [...github.pulls].reverse().find((pull) => pull.head === companyDraft)!;
  return JSON.parse(/<!-- content-api-record\n([\s\S]*?)\n-->/.exec(pull.body)![1]);
}

/** The record changed as `change` says, as a scheduled run that took its time off writes it. */
function changeDraftRecord(change: (record: Record<string, unknown>) => void) {
  const pull = [...github.pulls].reverse().find((pull) => pull.head === companyDraft)!;
  const record = draftRecord();
  change(record);
  pull.body = pull.body.replace(
    /<!-- content-api-record\n[\s\S]*?\n-->/,
    `<!-- content-api-record\n${JSON.stringify(record)}\n-->`,
  );
}

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
  await signInAtEditor(page);

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
  const after = await page.request.post(`${site}/api/content`, {
    data: { action: 'getEntry', params: { path: 'data/company.yaml' } },
  });
  expect(after.status()).toBe(401);
});

/**
 * The bar "Time to go live" once it is drawn for a Ready draft (it is drawn anew after the
 * status changed: its hint that only a Ready draft goes live at a time is gone).
 */
async function timeBarOfReady(page: Page) {
  const bar = page.getByRole('region', { name: 'Time to go live' });
  await expect(bar.getByLabel('Go live at')).toBeVisible();
  await expect(bar).not.toContainText('Only a draft whose status is Ready');
  return bar;
}

/** The value of a `datetime-local` field for the next whole minute an hour from now, and that time. */
function inAnHour() {
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3_600_000);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return { at, field: local.toISOString().slice(0, 16) };
}

/**
 * The company form's draft on `branch`, whose whole-site preview the host builds: Decap offers
 * "Check for Preview" while the host has no live preview of the branch's newest commit (an
 * older save's is not it), and once Cloudflare Pages' stand-in lists that commit's deployment
 * as live, its link leads to that deployment's own address, on the page the form changes.
 */
async function previewOfDraft(page: Page, branch: string) {
  const check = page.getByRole('button', { name: 'Check for Preview' });
  // Enabled, the answer about this commit is in (Decap disables it while it asks).
  await expect(check).toBeEnabled();
  const link = page.getByRole('link', { name: 'View Preview' });
  await expect(link).toHaveCount(0);
  const commit = github.git('rev-parse', branch);
  const url = `https://${commit.slice(0, 8)}.cargo-site.pages.dev`;
  previews.pages.push({ url, commit, branch, stage: { name: 'deploy', status: 'success' } });
  await check.click();
  const formPage = pagePathOf(companyForm);
  await expect(link).toHaveAttribute('href', `${url}/${formPage.replace(/^\//, '')}`);
}

test('with drafts on, a change is saved as a draft, saved again, set Ready and published by the content API; nothing reaches main before', async ({
  page,
  context,
}) => {
  await siteBuiltFor('drafts');
  await Promise.all([keepNotices(context), signedInAtAccess(context)]);
  await signInAtEditor(page);
  const head = github.git('rev-parse', 'main');
  const company = github.git('show', 'main:data/company.yaml');
  const phone = '+31 20 700 1234';
  const email = 'drafts@cargo.example';
  const label = (name: string) => fieldOf('company.yaml', name)!.words.label;

  await openCompany(page);
  await page.getByLabel(label('phone'), { exact: true }).fill(phone);
  await saveDraft(page);
  await previewOfDraft(page, companyDraft);
  expect(github.git('show', `${companyDraft}:data/company.yaml`)).toContain(`phone: '${phone}'`);
  expect(github.git('rev-parse', 'main')).toBe(head);
  expect(github.pulls.at(-1)).toMatchObject({ head: companyDraft, state: 'open' });
  expect(draftRecord()).toMatchObject({ status: 'draft', authors: [{ email: staff.email }] });

  // Opened again, the form is the draft's; a second save keeps the first one's change.
  await openCompany(page);
  await expect(page.getByLabel(label('phone'), { exact: true })).toHaveValue(phone);
  await page.getByLabel(label('email'), { exact: true }).fill(email);
  await saveDraft(page);
  await previewOfDraft(page, companyDraft);
  const saved = github.git('show', `${companyDraft}:data/company.yaml`);
  expect(saved).toContain(`phone: '${phone}'`);
  expect(saved).toContain(`email: ${email}`);
  expect(github.git('show', 'main:data/company.yaml')).toBe(company);

  await setStatus(page, 'Ready');
  expect(draftRecord()).toMatchObject({
    status: 'pending_publish',
    approval: { version: github.git('rev-parse', companyDraft) },
  });

  // On a phone the draft's status, its Publish, its preview's link and the toggles of the
  // preview and the notes are each in reach, none over another.
  const desk = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await openCompany(page);
  const controls = [
    page.getByRole('link', { name: 'View Preview' }),
    page.getByTitle('Toggle preview'),
    page.getByTitle('Toggle notes'),
    page.getByRole('button', { name: 'Status: Ready' }),
    page.getByRole('button', { name: 'Publish', exact: true }),
  ];
  for (const control of controls) await expectInReach(control);
  await expectApart(controls);
  await page.setViewportSize(desk);
  await openCompany(page);

  // A Ready draft is given a time to go live in the editor's own bar, and has it taken off.
  const bar = await timeBarOfReady(page);
  const time = inAnHour();
  await bar.getByLabel('Go live at').fill(time.field);
  await bar.getByRole('button', { name: 'Set the time' }).click();
  await expect(bar).toContainText('Goes live on');
  expect(draftRecord().publishAt).toBe(time.at.toISOString());
  await bar.getByRole('button', { name: 'Take the time off' }).click();
  await expect(bar.getByLabel('Go live at')).toBeVisible();
  expect(draftRecord().publishAt).toBeUndefined();
  // A draft the scheduled run could not publish says why when it is opened.
  const why =
    'Not published: the site changed in the files this draft changes since it was set Ready.';
  changeDraftRecord((record) => (record.notice = why));
  await openCompany(page);
  await expect(findings(page)).toContainText(why);
  await publishDraftTaken(page);
  const published = github.git('show', 'main:data/company.yaml');
  expect(published).toContain(`phone: '${phone}'`);
  expect(published).toContain(`email: ${email}`);
  expect(github.git('rev-parse', 'main^')).toBe(head);
  expect(github.git('log', '-1', '--format=%an <%ae>', 'main')).toBe(
    `${staff.name} <${staff.email}>`,
  );
  expect(github.git('for-each-ref', `refs/heads/${companyDraft}`)).toBe('');
  expect(github.pulls.at(-1)!.state).toBe('closed');
});

test('with four eyes on, a draft is set Ready and published by a colleague, never by its author; crafted calls are refused; one that clashes with the site is not set Ready, saying why', async ({
  page,
  context,
  browser,
}) => {
  await siteBuiltFor('four-eyes');
  const company = github.show('main', 'data/company.yaml')!;
  const phone = '+31 20 700 5678';
  const phoneField = (on: Page) =>
    on.getByLabel(fieldOf('company.yaml', 'phone')!.words.label, { exact: true });
  const fourEyes = 'set Ready by someone other than the people who wrote it';

  await Promise.all([keepNotices(context), signedInAtAccess(context)]);
  await signInAtEditor(page);
  await openCompany(page);
  await phoneField(page).fill(phone);
  await saveDraft(page);
  // Its author may not set it Ready (and a draft not Ready is not published: Decap offers no
  // Publish for it, and the crafted call below is refused).
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByText('Ready', { exact: true }).click();
  await expect(findings(page)).toContainText(fourEyes);
  expect(github.show('main', 'data/company.yaml')).toBe(company);
  expect(draftRecord()).toMatchObject({ status: 'draft' });

  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await Promise.all([keepNotices(otherContext), signedInAtAccess(otherContext, colleague)]);
    await signInAtEditor(other);
    // What a changed page could send with a colleague's session: a status that is none, a draft
    // of another form, a draft by its branch's name, the author's draft published though not
    // Ready. Each is refused; main and the draft stay.
    const crafted = {
      status: await contentCall(other, 'updateUnpublishedEntryStatus', {
        collection: 'company',
        slug: 'company',
        newStatus: 'urgent',
      }),
      otherForm: await contentCall(other, 'publishUnpublishedEntry', {
        collection: 'services',
        slug: 'services',
      }),
      byBranch: await contentCall(other, 'publishUnpublishedEntry', { id: companyDraft }),
      notReady: await contentCall(other, 'publishUnpublishedEntry', {
        collection: 'company',
        slug: 'company',
      }),
    };
    for (const [call, { status }] of Object.entries(crafted))
      expect([call, status >= 400 && status < 500]).toEqual([call, true]);
    expect(github.show('main', 'data/company.yaml')).toBe(company);

    // Meanwhile a developer changed the same line on the site: the draft clashes with it, and
    // is not set Ready.
    const clash = company.replace(/^phone: .*$/m, "phone: '+31 20 111 0000'");
    github.push('data/company.yaml', clash, 'The switchboard’s number');
    await openCompany(other);
    await expect(phoneField(other)).toHaveValue(phone);
    // The colleague's note on the draft: a comment of its pull request, in their name; the
    // draft's author reads it and may not change it.
    const note = 'Is the new number staffed at night?';
    await addNote(other, note);
    expect(github.comments.map(({ body }) => body)).toEqual([
      expect.stringContaining(`**${colleague.name}** wrote in the content editor`),
    ]);
    await openCompany(page);
    await openNotes(page);
    await expect(page.getByText(note, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
    await other.getByRole('button', { name: /^Status: / }).click();
    await other.getByText('Ready', { exact: true }).click();
    await expect(findings(other)).toContainText('Someone else changed data/company.yaml');
    expect(github.show('main', 'data/company.yaml')).toBe(clash);

    // The site's line put back, the colleague sets it Ready and publishes: one commit, in its
    // author's name, naming its reviewer.
    const back = github.push('data/company.yaml', company, 'The number as it was');
    await openCompany(other);
    await setStatus(other, 'Ready');
    await publishDraftTaken(other);
    expect(github.show('main', 'data/company.yaml')).toContain(`phone: '${phone}'`);
    expect(github.git('rev-parse', 'main^')).toBe(back);
    expect(github.git('log', '-1', '--format=%an <%ae>', 'main')).toBe(
      `${staff.name} <${staff.email}>`,
    );
    expect(github.git('log', '-1', '--format=%B', 'main')).toContain(
      `Reviewed-by: ${colleague.name} <${colleague.email}>`,
    );
    expect(github.refused).toEqual([]);
  } finally {
    await otherContext.close();
  }
});

test('a form’s version from two publishes ago is brought back as a draft, shown with what differs from today, looked over by a colleague and published: main then holds it', async ({
  page,
  context,
  browser,
}) => {
  await siteBuiltFor('four-eyes');
  const file = 'data/company.yaml';
  const original = github.show('main', file)!;
  const withPhone = (phone: string) => original.replace(/^phone: .*$/m, `phone: '${phone}'`);
  github.push(file, withPhone('+31 20 700 1111'), 'The new switchboard');
  github.push(file, withPhone('+31 20 700 2222'), 'The switchboard moved');

  await Promise.all([keepNotices(context), signedInAtAccess(context)]);
  await signInAtEditor(page);
  await openCompany(page);
  const versions = page.getByRole('region', { name: 'Earlier versions' });
  await versions.getByRole('heading').click();
  const listed = versions.getByRole('listitem');
  await expect(listed.nth(0)).toContainText('The switchboard moved');
  await expect(listed.nth(1)).toContainText('The new switchboard');
  // Two publishes ago: what differs from today, value by value, then brought back.
  const twoAgo = listed.nth(2);
  await twoAgo.getByRole('button').first().click();
  const phoneLabel = fieldOf('company.yaml', 'phone')!.words.label;
  const originalPhone = (parse(original) as { phone: string }).phone;
  await expect(twoAgo).toContainText(`${phoneLabel}: ${originalPhone} then, +31 20 700 2222 now`);
  await twoAgo.getByRole('button', { name: 'Bring it back' }).click();
  await expect(twoAgo.getByRole('status')).toContainText('Done: Company brought back as it was on');
  expect(github.show('main', file)).toBe(withPhone('+31 20 700 2222'));
  expect(github.show(companyDraft, file)).toBe(original);

  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await Promise.all([keepNotices(otherContext), signedInAtAccess(otherContext, colleague)]);
    await signInAtEditor(other);
    await openCompany(other);
    await setStatus(other, 'Ready');
    await publishDraftTaken(other);
    expect(github.show('main', file)).toBe(original);
    expect(github.git('log', '-1', '--format=%B', 'main')).toContain(
      `Reviewed-by: ${colleague.name} <${colleague.email}>`,
    );
    expect(github.refused).toEqual([]);
  } finally {
    await otherContext.close();
  }
});

test('a service’s English title changes and is published; the translator finds its Dutch listed and flagged on its field, confirms it, and the flag is gone until the English changes again', async ({
  page,
  context,
  browser,
}) => {
  await siteBuiltFor('roles');
  const [service] = parse(github.show('main', 'data/services.yaml')!) as Array<{
    title: { en: string; nl: string };
  }>;
  const { en: english, nl: dutch } = service.title;
  const renamed = [`${english}, by air`, `${english}, by air and road`];
  const flagOf = (on: Page, now: string) =>
    on.getByRole('note').filter({ hasText: `Now: “${now}”` });

  // The staff member renames the service in English, and publishes.
  await signedInAtAccess(context);
  await signInAtEditor(page);
  await page.goto(formUrl('services', 'services', `${site}/admin/`));
  const entry = await openEntry(page, english);
  await group(entry, 'Title').getByLabel('English').fill(renamed[0]);
  await publishWritten(page);

  const otherContext = await browser.newContext();
  try {
    const translator = await otherContext.newPage();
    await signedInAtAccess(otherContext, colleague);
    await signInAtEditor(translator);
    // Listed, with the English before and after; its line leads to the field, flagged there.
    const list = translator.getByRole('region', { name: /Dutch texts? to check/ });
    await list.getByRole('heading').click();
    const line = list.getByRole('listitem').filter({ hasText: `Now: “${renamed[0]}”` });
    await expect(line).toContainText(`Before: “${english}”`);
    await expect(line).toContainText(`The Dutch: “${dutch}”`);
    await line.getByRole('button', { name: /Title/ }).click();
    const flag = flagOf(translator, renamed[0]);
    await expect(flag).toBeVisible();
    await expect(flag).toContainText('Dutch may be out of date: the English changed on');

    // "Still right": recorded on main in the translator's name, the flag and the line gone.
    const head = github.git('rev-parse', 'main');
    await flag.getByRole('button', { name: 'The Dutch is still right' }).click();
    await expect(flag).toHaveCount(0);
    await expect(line).toHaveCount(0);
    expect(github.git('log', '-1', '--format=%an', 'main')).toBe(colleague.name);
    expect(github.git('diff', '--name-only', head, 'main')).toBe('translations/nl.json');
    expect(github.show('main', 'data/services.yaml')).toContain(dutch);

    // Until the English changes again.
    await page.goto('about:blank');
    await page.goto(formUrl('services', 'services', `${site}/admin/`));
    await group(await openEntry(page, renamed[0]), 'Title')
      .getByLabel('English')
      .fill(renamed[1]);
    await publishWritten(page);
    await translator.reload();
    await translator
      .getByRole('region', { name: /Dutch texts? to check/ })
      .getByRole('heading')
      .click();
    await expect(
      translator.getByRole('listitem').filter({ hasText: `Now: “${renamed[1]}”` }),
    ).toContainText(`Before: “${renamed[0]}”`);
  } finally {
    await otherContext.close();
  }
});

/** A person signed in at the editor in a browser of their own; `close` ends it. */
async function signedInPerson(browser: Browser, person: typeof staff) {
  const own = await browser.newContext();
  await Promise.all([keepNotices(own), signedInAtAccess(own, person)]);
  const page = await own.newPage();
  await signInAtEditor(page);
  return { page, close: () => own.close() };
}

/** The editor's word of what the person's roles withhold (src/admin/publishing/roles-offered.ts). */
const rolesNote = (on: Page) => on.getByRole('region', { name: 'What you may do here' });

test('roles: an editor who does not publish is offered no Publish and told why; what a changed page sends instead is refused', async ({
  browser,
}) => {
  await siteBuiltFor('roles');
  const company = github.show('main', 'data/company.yaml')!;
  const { page, close } = await signedInPerson(browser, editorOnly);
  try {
    await openCompany(page);
    const phone = page.getByLabel(fieldOf('company.yaml', 'phone')!.words.label, { exact: true });
    await phone.fill('+31 20 700 0001');
    await expect(page.getByText('Unsaved Changes', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeHidden();
    await expect(rolesNote(page)).toContainText('ask one to publish it');
    const crafted = await contentCall(page, 'persistEntry', {
      dataFiles: [
        {
          path: 'data/company.yaml',
          slug: 'company',
          raw: company.replace(/^phone: .*$/m, "phone: '+31 20 700 0001'"),
        },
      ],
      options: { collectionName: 'company' },
    });
    expect(crafted.status).toBe(403);
    expect(crafted.body.error).toMatch(/^Publishing is for a publisher/);
    expect(github.show('main', 'data/company.yaml')).toBe(company);
  } finally {
    await close();
  }
});

test('roles, with drafts: a translator changes the Dutch alone and saves it as a draft, is offered neither the English nor Ready and told why; an English change sent instead is refused', async ({
  browser,
}) => {
  await siteBuiltFor('roles-drafts');
  const services = github.show('main', 'data/services.yaml')!;
  const [service] = parse(services) as Array<{ title: { en: string; nl: string } }>;
  const { en: english, nl: dutch } = service.title;
  const { page, close } = await signedInPerson(browser, colleague);
  try {
    await page.goto(formUrl('services', 'services', `${site}/admin/`));
    const title = group(await openEntry(page, english), 'Title');
    // The English is there to read and cannot take the focus, so nothing can be typed into it.
    const focusable = await title
      .getByLabel('English')
      .evaluate((field) => (field.focus(), document.activeElement === field));
    expect(focusable).toBe(false);
    await title.getByLabel('Nederlands').fill(`${dutch} per luchtvracht`);
    await saveDraft(page);
    const line = draftBranchOf({ collection: 'services', file: 'services' });
    expect(github.show(line, 'data/services.yaml')).toContain(`${dutch} per luchtvracht`);
    // Ready is a publisher's: not in the status menu.
    await page.getByRole('button', { name: /^Status: / }).click();
    await expect(page.getByText('In review', { exact: true })).toBeVisible();
    await expect(page.getByText('Ready', { exact: true })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(rolesNote(page)).toContainText('You translate');
    await expect(rolesNote(page)).toContainText('a publisher sets it Ready');

    const crafted = await contentCall(page, 'persistEntry', {
      dataFiles: [
        {
          path: 'data/services.yaml',
          slug: 'services',
          raw: services.replace(english, `${english}!`),
        },
      ],
      options: { collectionName: 'services', useWorkflow: true },
    });
    expect(crafted.status).toBe(403);
    expect(crafted.body.error).toMatch(/^A translator changes the translations only/);
    expect(github.show(line, 'data/services.yaml')).not.toContain(`${english}!`);
  } finally {
    await close();
  }
});

test('the editor opened with a Dutch browser speaks Dutch, the forms and the refusals included, the site’s too; its switch brings English back, refusals with it', async ({
  browser,
}) => {
  await siteBuiltFor('roles');
  const hubs = github.show('main', 'data/hubs.yaml')!;
  const [first, second] = parse(hubs) as Array<{ code: string; name: { en: string } }>;
  const summary = (hub: typeof first) => `${hub.code} — ${hub.name.en}`;
  const codeLabel = fieldOf('hubs.yaml', 'code')!.words.label;
  /** The hubs' file with the second hub's code made the first's, which the check refuses. */
  const repeated = hubs.replace(`code: ${second.code}`, `code: ${first.code}`);
  const own = await browser.newContext({ locale: 'nl-NL' });
  try {
    await Promise.all([keepNotices(own), signedInAtAccess(own, staff)]);
    const page = await own.newPage();
    // Leaving a form with typing not yet saved asks first: the person says yes.
    page.on('dialog', (dialog) => dialog.accept());
    await page.goto(`${site}/admin/`);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click({ timeout: 45_000 });
    const dutchHubs = modelWord(fileLabel('hubs.yaml'), 'nl');
    await expect(page.getByRole('link', { name: dutchHubs, exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(editorPage(page)).toHaveAttribute('lang', 'nl');

    await page.goto(formUrl('hubs', 'hubs', `${site}/admin/`));
    const entry = await openEntry(page, summary(second));
    await entry.getByLabel(modelWord(codeLabel, 'nl'), { exact: true }).fill(first.code);
    await page.getByRole('button', { name: 'Publiceer', exact: true }).click();
    await page.getByText('Publiceer nu', { exact: true }).click();
    // The editor's own check refuses first, in the validator's words, in Dutch.
    await expect(findings(page)).toContainText(
      'Niet gepubliceerd: de inhoudscontrole vond 1 probleem',
    );
    await expect(findings(page)).toContainText(
      `veld "code" moet uniek zijn, gevonden: "${first.code}"`,
    );
    await expect(findings(page).getByRole('button', { name: /›/ })).toContainText(
      `${dutchHubs} › ${summary({ ...second, code: first.code })} › ${modelWord(codeLabel, 'nl')}`,
    );
    // The same sent anyway: the site refuses it in Dutch, its findings with it.
    const send = () =>
      contentCall(page, 'persistEntry', {
        dataFiles: [{ path: 'data/hubs.yaml', slug: 'hubs', raw: repeated, base: hubs }],
        options: { collectionName: 'hubs' },
      });
    const refused = await send();
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('De inhoudscontrole vond 1 probleem: er is niets opgeslagen.');
    expect(refused.body.problems[0].said.nl).toContain('moet uniek zijn');
    expect(github.show('main', 'data/hubs.yaml')).toBe(hubs);

    // The switch: the editor starts again in English, and the site answers in it.
    await languageSwitch(page, 'Taal van de editor')
      .getByRole('button', { name: 'English' })
      .click();
    await expect(editorPage(page)).toHaveAttribute('lang', 'en');
    await expect(languageSwitch(page, 'Language of the editor')).toBeVisible();
    await page.goto(`${site}/admin/`);
    await expect(
      page.getByRole('link', { name: fileLabel('hubs.yaml'), exact: true }).first(),
    ).toBeVisible({ timeout: 20_000 });
    expect((await send()).body.error).toBe('The content check found 1 problem: nothing was saved.');
  } finally {
    await own.close();
  }
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
}) => {
  await siteBuiltFor('access');
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
  await signInAtEditor(page);
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
