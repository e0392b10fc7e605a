import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { ensurePortFree, freePort } from '../../scripts/lib/ports';
import { fieldOf, fileLabel, modelWord } from '../../src/content/words';
import { openEntry, openForm, previewButton } from '../editor/forms';
import { editorCorner, expectDraftToolbarInReach, expectInReach } from '../editor/reach';
import { MORE_BEYOND } from '../../src/admin/panel/corner';
import {
  addNote,
  findings,
  keepNotices,
  openNotes,
  publish,
  publishDraftTaken,
  saveDraft,
  setStatus,
} from '../editor/publishing';
import { workspace } from '../editor/workspace';
import { editorSuite } from '../editor/suite';
import { expect, test } from '../fixtures';

/**
 * `npm run cms` on the copy: drafts on local branches, the live site beside the editor, and the backend dying.
 * Decap CMS at /admin/ on a copy of the project, its local backend writing the copy's files
 * (../editor/workspace.ts); every step waits for what proves it happened, a message on screen
 * or a file on disk, and Decap's screen is reached through the page objects of e2e/editor/.
 */
const { fileText, restore, editorConfig } = workspace;

editorSuite();

/** `npm run cms` in the copy on free ports; resolves once it prints the editor's address. */
async function startCms() {
  const ports = { site: await freePort(), proxy: await freePort() };
  const cms = spawn(process.execPath, ['--import', 'tsx', 'scripts/cms.ts'], {
    cwd: workspace.copy,
    env: {
      ...process.env,
      PORT: String(ports.site),
      CMS_PROXY_PORT: String(ports.proxy),
      CI: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => cms.once('exit', resolve));
  const printed = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Content editor: (\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    cms.stdout!.on('data', read);
    cms.stderr!.on('data', read);
    cms.once('exit', (code) => reject(new Error(`npm run cms exited (${code}):\n${output}`)));
  });
  // Its address once the live site is up (a few tens of seconds: the site's first build).
  printed.catch(() => {});
  return { cms, ports, exited, editorReady: printed, output: () => output };
}

/** Opens a page of the live site and fails on any console error or error overlay there. */
async function expectCleanLivePage(page: Page, address: string, heading: RegExp) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(address);
  // In development the page arrives empty and React draws it: its heading proves it did,
  // after any hydration error would have been logged.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(/Unhandled Runtime Error/)).toHaveCount(0);
  expect(errors, `console errors on ${address}`).toEqual([]);
}

test('npm run cms with drafts: a change is saved as a draft on a local branch, noted and set Ready; it reaches the file only when published, and a save after Ready takes Ready off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const company = fileText('data/company.yaml');
  const phoneLabel = fieldOf('company.yaml', 'phone')!.words.label;
  await keepNotices(page.context());
  // The same editor: it asks its backend how it publishes when it starts.
  await workspace.stopBackend();
  await workspace.startBackend({ CMS_DRAFTS: 'on' });
  try {
    await openForm(page, 'company', 'company', 'Company');
    await page.getByLabel(phoneLabel, { exact: true }).fill('+31 20 700 1234');
    await saveDraft(page);
    expect(fileText('data/company.yaml')).toBe(company);
    expect(workspace.draftBranches()).toEqual(['cms/company/company']);
    // A reviewer's note is kept with the draft; it changes nothing of it.
    const note = 'Is the new number staffed at night?';
    await addNote(page, note);
    await setStatus(page, 'Ready');
    // Saved again after Ready: Ready is taken off, and said.
    await page.getByLabel(phoneLabel, { exact: true }).fill('+31 20 700 5678');
    await saveDraft(page);
    await expect(findings(page)).toContainText('it needs to be looked over and set Ready again');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Status: In review' })).toBeVisible();
    await openNotes(page);
    await expect(page.getByText(note, { exact: true })).toBeVisible();
    expect(fileText('data/company.yaml')).toBe(company);
    await setStatus(page, 'Ready');
    await publishDraftTaken(page);
    expect(workspace.changedLines('data/company.yaml', company)).toEqual([
      "phone: '+31 20 700 5678'",
    ]);
    expect(workspace.draftBranches()).toEqual([]);
  } finally {
    restore({ 'data/company.yaml': company });
    await workspace.stopBackend();
    await workspace.startBackend();
  }
});

test('a draft on a 320 px phone, by touch, in Dutch: its buttons each in reach and apart, the form’s name and state whole, no check for a preview the local server cannot build, the corner’s row fading where it goes on; the status and publish menus open whole, a tap sets it Ready', async ({
  browser,
}) => {
  const company = fileText('data/company.yaml');
  await workspace.stopBackend();
  await workspace.startBackend({ CMS_DRAFTS: 'on' });
  const phone = await browser.newContext({
    locale: 'nl-NL',
    viewport: { width: 320, height: 640 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await phone.newPage();
    page.on('dialog', (dialog) => dialog.accept());
    const name = modelWord(fileLabel('company.yaml'), 'nl');
    await openForm(page, 'company', 'company', name, undefined, 'Inloggen');
    const phoneLabel = modelWord(fieldOf('company.yaml', 'phone')!.words.label, 'nl');
    await page.getByLabel(phoneLabel, { exact: true }).fill('+31 20 700 3200');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).tap();
    await expect(page.getByRole('button', { name: 'Status: Concept' })).toBeVisible({
      timeout: 60_000,
    });
    // The local content API builds no previews of drafts: Decap's "Voorbeeld klaar?", which
    // would only ask again, is drawn and not shown.
    await expect(previewButton(page)).toBeAttached();
    await expect(previewButton(page)).toBeHidden();
    // The corner's one row goes on beyond a 320 px screen: its end fades, a cut heading never
    // reading as the whole, until the row is scrolled to its end.
    const corner = editorCorner(page);
    const fade = () => corner.evaluate((row) => getComputedStyle(row, '::after').backgroundImage);
    await expect(corner).toHaveAttribute(MORE_BEYOND, '');
    expect(await fade()).toMatch(/gradient/);
    // At the row's end, after every box (boxes have an order of their own), not between two.
    expect(
      await corner.evaluate((row) =>
        [...row.children].every(
          (box) =>
            Number(getComputedStyle(box).order) < Number(getComputedStyle(row, '::after').order),
        ),
      ),
    ).toBe(true);
    await corner.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect(corner).not.toHaveAttribute(MORE_BEYOND);
    expect(await fade()).toBe('none');
    const status = await expectDraftToolbarInReach(page);
    await status.tap();
    for (const choice of ['Concept', 'Wordt beoordeeld', 'Klaar'])
      await expectInReach(page.getByRole('menuitem', { name: choice }));
    await page.getByRole('menuitem', { name: 'Klaar' }).tap();
    await expect(page.getByRole('button', { name: 'Status: Klaar' })).toBeVisible();
    await page.getByRole('button', { name: 'Publiceer', exact: true }).tap();
    await expectInReach(page.getByRole('menuitem', { name: 'Publiceer nu' }));
    expect(fileText('data/company.yaml')).toBe(company);
  } finally {
    await phone.close();
    restore({ 'data/company.yaml': company });
    await workspace.stopBackend();
    await workspace.startBackend();
  }
});

test('npm run cms: the live site opens without an error, a check beside it leaves the editor working, a change published reaches the live site by itself; Ctrl+C stops both servers', async ({
  page,
  context,
}) => {
  test.setTimeout(400_000);
  const hubs = fileText('data/hubs.yaml');
  // A production build's editor left in public/, naming another backend port: the
  // development server serves public/, and the editor being written must answer first.
  const stale = path.join(workspace.copy, 'public/admin');
  mkdirSync(stale, { recursive: true });
  writeFileSync(
    path.join(stale, 'config.yml'),
    'backend:\n  name: checked-proxy\n  proxy_url: http://127.0.0.1:9/api/v1\n',
  );
  const { cms, ports, exited, editorReady } = await startCms();
  const editor = await editorReady;
  try {
    expect(editor).toBe(`http://localhost:${ports.site}/admin/`);
    const site = `http://localhost:${ports.site}`;
    for (const [address, heading] of [
      ['/', /Clearing/],
      ['/nl/about/', /Over ons/],
      ['/services/', /Our services/],
    ] as const)
      await expectCleanLivePage(await context.newPage(), `${site}${address}`, heading);

    // A content check run beside the editor, with none of its settings, only reads.
    const config = fileText(editorConfig());
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate-content.ts'], {
      cwd: workspace.copy,
      encoding: 'utf8',
      env: { ...process.env, CMS_PROXY_PORT: undefined, CI: 'true' },
    });
    expect(check.stdout).toContain('0 problems');
    expect(fileText(editorConfig())).toBe(config);

    const live = await context.newPage();
    await live.goto(`${site}/nl/`);
    await expect(live.getByText('Maastricht-Aken')).toHaveCount(0);
    await openForm(page, 'hubs', 'hubs', 'Hubs', editor);
    const maastricht = await openEntry(page, 'MST — Maastricht');
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
  await ensurePortFree(ports.site);
  await ensurePortFree(ports.proxy);
  restore({ 'data/hubs.yaml': hubs });
  rmSync(stale, { recursive: true, force: true });
});

test("npm run cms: when the editor's backend dies, the terminal says so and the live site stops too", async () => {
  test.setTimeout(120_000);
  const { cms, ports, exited, output } = await startCms();
  try {
    // The backend of this command is the content API started from the copy's folder; it
    // dies while the live site is still starting, which must stop that as well.
    await expect.poll(() => output(), { timeout: 60_000 }).toContain("The editor's backend is up");
    const pids = async () => {
      const found = spawnSync('pgrep', ['-f', `${workspace.copy}/scripts/content-server.ts`], {
        encoding: 'utf8',
      });
      return found.stdout.trim().split('\n').filter(Boolean);
    };
    expect(await pids()).toHaveLength(1);
    process.kill(Number((await pids())[0]), 'SIGKILL');
    expect(await exited).toBe(1);
  } finally {
    if (cms.exitCode === null) cms.kill('SIGINT');
  }
  expect(output()).toContain("The editor's backend (the content API) stopped");
  expect(output()).toContain('run npm run cms again');
  await ensurePortFree(ports.site);
  await ensurePortFree(ports.proxy);
});
