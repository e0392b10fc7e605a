import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { fixtureRoot } from '../../jest/fixture';
import { startCdnServer } from '../../scripts/lib/cdn-server';
import { copyProject } from '../../scripts/lib/project-copy';
import { type GitHubStandIn, answerGitHubApi, startGitHubStandIn } from '../github-stand-in';
import { runInCopy } from '../project-commands';
import { expect, test } from '../fixtures';

/**
 * Editors sign in on the live site (docs/EDITING.md): a copy of the project is built as
 * Cloudflare Pages builds it with editing switched on (CF_PAGES=1, CMS_BACKEND=github) and
 * served on Cloudflare's runtime with its functions (functions/oauth/), GitHub stood in by a
 * local server (e2e/github-stand-in.ts). Then it is built again with no backend, as a host's
 * first build is, and its editor's page says that editing is not set up.
 */
const root = path.resolve(__dirname, '../..');
const repo = 'noordvliet/cargo-site';

let copy: string;
let site: string;
let github: GitHubStandIn;
let stopSite: () => Promise<void>;
/** Every line Cloudflare's runtime printed. */
const runtimeLog: string[] = [];

test.describe.configure({ mode: 'serial' });

/** Builds the copy as Cloudflare Pages would, with the host's settings `env` and no others. */
function build(env: NodeJS.ProcessEnv) {
  const inherited = { ...process.env };
  for (const name of ['CMS_BACKEND', 'CMS_REPO', 'CMS_AUTH_URL', 'SITE_URL'])
    delete inherited[name];
  const result = runInCopy(copy, 'gatsby', ['build'], { ...inherited, CF_PAGES: '1', ...env });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.output.slice(-3000)}`);
}

async function serve() {
  const server = await startCdnServer(copy, {
    publicDir: path.join(copy, 'public'),
    settings: {
      GITHUB_CLIENT_ID: github.clientId,
      GITHUB_CLIENT_SECRET: github.clientSecret,
      GITHUB_OAUTH_ORIGIN: github.url,
    },
    onLine: (line) => runtimeLog.push(line),
  });
  site = server.url;
  stopSite = server.close;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = copyProject(root, 'sign-in-', { content: fixtureRoot });
  build({ CMS_BACKEND: 'github', CMS_REPO: repo });
  github = await startGitHubStandIn();
  await serve();
});

test.afterAll(async () => {
  await stopSite?.();
  await github?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test.beforeEach(() => {
  github.answer = 'approve';
});

/** Signs in at the editor's Login; resolves with the sign-in window once it has closed. */
async function signInAtEditor(page: Page) {
  await page.goto(`${site}/admin/`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  const signInWindow = await popup;
  await signInWindow.waitForEvent('close');
  return signInWindow;
}

test("the editor's Login signs in with GitHub through the site's own functions", async ({
  page,
  context,
}) => {
  const addresses: string[] = [];
  context.on('request', (request) => addresses.push(request.url()));
  const authorizations = await answerGitHubApi(context, repo);

  await signInAtEditor(page);
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Company', exact: true }).first()).toBeVisible();

  // The token GitHub gave the site reached Decap, which asks GitHub's API with it…
  expect(github.tokens).toHaveLength(1);
  const [token] = github.tokens;
  expect(authorizations).toContain(`token ${token}`);
  // …and went through no address, cookie or log line on the way.
  expect(addresses.some((address) => address.includes(token))).toBe(false);
  expect(github.requested.some((address) => address.includes(token))).toBe(false);
  expect(JSON.stringify(await context.cookies())).not.toContain(token);
  expect(runtimeLog.join('\n')).not.toContain(token);
  // The sign-in went to GitHub's stand-in and came back to this site with its state.
  const authorize = new URL(addresses.find((a) => a.startsWith(`${github.url}/login/`))!);
  const callback = new URL(addresses.find((a) => a.startsWith(`${site}/oauth/callback`))!);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${site}/oauth/callback`);
  expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
});

for (const [answer, what] of [
  ['wrong-state', 'a state other than the one this browser was given'],
  ['no-state', 'no state'],
] as const) {
  test(`GitHub's answer with ${what} gives no token, and says so`, async ({ page, context }) => {
    github.answer = answer;
    await answerGitHubApi(context, repo);
    await page.goto(`${site}/admin/`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Login with GitHub' }).click();
    const signInWindow = await popup;
    await expect(signInWindow.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(signInWindow.getByText('was not started from this browser')).toBeVisible();
    expect(github.tokens).toHaveLength(1); // the first test's, none since
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
  });
}

test('a page of another origin that opens the sign-in address receives nothing', async ({
  page,
}) => {
  const tokensBefore = github.tokens.length;
  await page.goto(`${github.url}/other-site`);
  const popup = page.waitForEvent('popup');
  await page.evaluate(
    (address) => window.openSignIn(address),
    `${site}/oauth/authorize?provider=github&scope=repo`,
  );
  const signInWindow = await popup;
  // GitHub signed this person in: the site traded the code for a token…
  await expect(signInWindow.getByRole('heading', { name: 'Signed in' })).toBeVisible();
  expect(github.tokens).toHaveLength(tokensBefore + 1);
  // …and the page told its opener nothing. Messages from one window arrive in the order
  // they were sent: once this later one is in, anything the sign-in page sent would be too.
  await signInWindow.evaluate(() => window.opener.postMessage('later', '*'));
  await expect.poll(() => page.evaluate(() => window.received)).toContain('later');
  expect(await page.evaluate(() => window.received)).toEqual(['later']);
});

test("a host's build with no backend shows, at /admin/, that editing is not set up", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await stopSite();
  build({});
  await serve();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${site}/admin/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editing is not set up yet');
  await expect(page.getByText('CMS_BACKEND=github')).toBeVisible();
  await expect(page.locator('script')).toHaveCount(0);
  expect(requested).toEqual([`${site}/admin/`]);
});

declare global {
  interface Window {
    received: string[];
    openSignIn(address: string): void;
  }
}
