import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { cmsBackend } from '../../gatsby/admin/backend';
import { writeAdmin } from '../../gatsby/admin/write-admin';
import { adminHeaders, adminPolicy } from '../../gatsby/serving/rules';
import { startCmsBackend } from '../../scripts/lib/cms-backend.mjs';
import { copyProject } from '../../scripts/lib/project-copy.mjs';
import { ensurePortFree, freePort } from '../../scripts/lib/ports.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { expect, test } from '../fixtures';

/**
 * The content editor as an editor uses it: Decap CMS at /admin/ on a copy of the project,
 * its local backend writing the copy's files, with the editor's own security policy.
 * Every step waits for what proves it happened: a message on screen, a file on disk.
 */
const root = path.resolve(__dirname, '../..');

let copy: string;
let editorUrl: string;
/** The editor's backend settings: every build and validation of the copy writes them again. */
let cmsEnv: NodeJS.ProcessEnv;
const stops: Array<() => Promise<void>> = [];

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 10_000 });

test.beforeAll(async () => {
  copy = copyProject(root, 'editor-');
  const env = { ...process.env, CMS_BACKEND: 'local', CMS_PROXY_PORT: String(await freePort()) };
  cmsEnv = env;
  await writeAdmin(copy, env);
  const backend = await startCmsBackend(root, {
    port: Number(env.CMS_PROXY_PORT),
    repoDir: copy,
  });
  stops.push(backend.close);
  const headers = Object.fromEntries(adminHeaders(adminPolicy(cmsBackend(env).connectSources)));
  const site = await startStaticServer(path.join(copy, 'static'), { headers });
  stops.push(site.close);
  editorUrl = `${site.url}/admin/`;
});

test.afterAll(async () => {
  for (const stop of stops) await stop();
  rmSync(copy, { recursive: true, force: true });
});

const fileText = (file: string) => readFileSync(path.join(copy, file), 'utf8');
/** Puts files back as a test found them, so each test starts from the project's content. */
const restore = (files: Record<string, string>) =>
  Object.entries(files).forEach(([file, text]) => writeFileSync(path.join(copy, file), text));

/**
 * Lines of `file` that differ from `before`, or its whole text when it has another number
 * of lines (as it has for an instant while the backend writes it).
 */
function changedLines(file: string, before: string) {
  const [was, now] = [before.split('\n'), fileText(file).split('\n')];
  if (now.length !== was.length) return now;
  return now.filter((line, index) => line !== was[index]);
}

function run(command: string, args: string[]) {
  const result = spawnSync(path.join(root, 'node_modules/.bin', command), args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...cmsEnv, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1' },
    timeout: 300_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
const validate = () => run('tsx', [path.join(root, 'scripts/validate-content.ts')]);

/**
 * Opens a file's form in a fresh load of the editor (Decap keeps the sign-in): its local
 * backend asks for no password, only a click.
 */
async function openForm(
  page: Page,
  collection: string,
  file: string,
  label: string,
  editor = editorUrl,
) {
  const target = `${editor}#/collections/${collection}/entries/${file}`;
  await page.goto('about:blank');
  await page.goto(target);
  const login = page.getByRole('button', { name: 'Login' });
  const form = page.getByText(`Writing in ${label} collection`);
  await expect(login.or(form)).toBeVisible({ timeout: 20_000 });
  if (await login.isVisible()) {
    await login.click();
    await expect(login).toBeHidden();
    await page.goto('about:blank');
    await page.goto(target);
  }
  await expect(form).toBeVisible({ timeout: 20_000 });
}

/** Unfolds the entry of a list whose summary is `name`; returns the entry's part of the form. */
async function openEntry(page: Page, name: string) {
  // Decap names the summary's element after its component (NestedObjectLabel).
  const summary = page.locator('[class*="NestedObjectLabel"]', {
    hasText: new RegExp(`^${name}$`),
  });
  const entry = summary.locator('..');
  // The first button of the entry's bar unfolds it (the others move and remove it).
  await entry.getByRole('button').first().click();
  return entry;
}

/** A field group (an object field) by its label, to reach its English and Dutch boxes. */
const group = (entry: Locator, label: string) =>
  entry
    .locator('[aria-label="object field"]')
    .filter({ has: entry.page().locator('label', { hasText: new RegExp(`^${label}$`) }) })
    .first();

/** Publishes the form, then waits until `file` differs from `before` in exactly `lines`. */
async function publishChanging(page: Page, file: string, before: string, lines: string[]) {
  await publish(page);
  await expect.poll(() => changedLines(file, before), { timeout: 20_000 }).toEqual(lines);
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

test('an editor changes texts in the browser; the files hold exactly them, the validator and a build agree', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const services = fileText('data/services.yaml');
  await openForm(page, 'services', 'services', 'Services');
  const customs = await openEntry(page, 'customs');
  await group(customs, 'Title').getByLabel('English').fill('Customs & clearance');
  await publishChanging(page, 'data/services.yaml', services, [
    '  title: { en: "Customs & clearance", nl: "Douane-inklaring" }',
  ]);

  const hubs = fileText('data/hubs.yaml');
  await openForm(page, 'hubs', 'hubs', 'Hubs');
  const liege = await openEntry(page, 'LGG');
  await liege.getByLabel('Nederlands').fill('Luik-Bierset');
  await publishChanging(page, 'data/hubs.yaml', hubs, [
    '  name: { en: "Liège", nl: "Luik-Bierset" }',
  ]);

  const validation = validate();
  expect(validation.output).toContain('0 problems');
  expect(validation.status).toBe(0);

  const build = run('gatsby', ['build']);
  expect(build.status, build.output.slice(-2000)).toBe(0);
  const built = (page: string) => fileText(`public/${page}index.html`);
  expect(built('services/')).toContain('Customs &amp; clearance');
  expect(built('nl/')).toContain('Luik-Bierset');
  restore({ 'data/services.yaml': services, 'data/hubs.yaml': hubs });
});

test('the form refuses a hub code in lower case and an empty title, saying why; the file is untouched', async ({
  page,
}) => {
  const [hubs, services] = [fileText('data/hubs.yaml'), fileText('data/services.yaml')];
  await openForm(page, 'hubs', 'hubs', 'Hubs');
  const maastricht = await openEntry(page, 'MST');
  await maastricht.getByLabel('Code').fill('mst');
  await publish(page);
  await expect(
    page.getByText(
      "Code didn't match the pattern: Expected a three-letter airport code in capitals, such as AMS.",
    ),
  ).toBeVisible();

  await openForm(page, 'services', 'services', 'Services');
  const lastMile = await openEntry(page, 'logistics-last-mile');
  await group(lastMile, 'Title').getByLabel('English').fill('');
  await publish(page);
  await expect(page.getByText('English is required.')).toBeVisible();
  expect(fileText('data/hubs.yaml')).toBe(hubs);
  expect(fileText('data/services.yaml')).toBe(services);
});

test('a duplicate slug, which only the validator can see, is saved and then stopped by npm run validate', async ({
  page,
}) => {
  const services = fileText('data/services.yaml');
  await openForm(page, 'services', 'services', 'Services');
  const customs = await openEntry(page, 'customs');
  await customs.getByLabel('Slug').fill('import-export');
  await publishChanging(page, 'data/services.yaml', services, ['- slug: import-export']);
  const validation = validate();
  expect(validation.status).toBe(1);
  expect(validation.output).toContain(
    'field "slug" must be unique, found "import-export", which the 1st service from the top already has',
  );
  restore({ 'data/services.yaml': services });
});

test('npm run cms: a change published in the editor reaches the live site by itself; Ctrl+C stops both servers', async ({
  page,
  context,
}) => {
  test.setTimeout(400_000);
  const hubs = fileText('data/hubs.yaml');
  const [sitePort, proxyPort] = [await freePort(), await freePort()];
  const cms = spawn('node', ['scripts/cms.mjs'], {
    cwd: copy,
    env: { ...process.env, PORT: String(sitePort), CMS_PROXY_PORT: String(proxyPort), CI: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => cms.once('exit', resolve));
  try {
    // It prints the editor's address once both servers answer.
    const printed = await new Promise<string>((resolve, reject) => {
      let output = '';
      cms.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Content editor: (\S+)/.exec(output);
        if (match) resolve(match[1]);
      });
      cms.once('exit', (code) => reject(new Error(`npm run cms exited (${code}):\n${output}`)));
    });
    expect(printed).toBe(`http://localhost:${sitePort}/admin/`);

    const live = await context.newPage();
    await live.goto(`http://localhost:${sitePort}/nl/`);
    await expect(live.getByText('Maastricht-Aken')).toHaveCount(0);
    await openForm(page, 'hubs', 'hubs', 'Hubs', printed);
    const maastricht = await openEntry(page, 'MST');
    await maastricht.getByLabel('Nederlands').fill('Maastricht-Aken');
    await publish(page);
    // The open page updates without a reload: the development server pushes the change.
    await expect(live.getByText('Maastricht-Aken').first()).toBeVisible({
      timeout: 60_000,
    });
  } finally {
    cms.kill('SIGINT');
  }
  expect(await exited).toBe(0);
  // Both ports are free again: neither server outlived the command.
  await ensurePortFree(sitePort);
  await ensurePortFree(proxyPort);
  restore({ 'data/hubs.yaml': hubs });
});
