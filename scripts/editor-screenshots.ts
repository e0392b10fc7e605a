// The pictures of the content editor in docs/EDITING.md, taken anew from the editor as it is:
// on a copy of the project, with the editor's local backend, at 1280 × 800 (the translations to
// check and a form's earlier versions at 375 × 760 too), the editor in Dutch and a translator's
// editor at both sizes.
// Usage: npm run docs:screenshots (writes docs/images/editor-*.png).
// A draft on a phone (editor-draft-375.png, editor-draft-notes-375.png, editor-workflow-375.png)
// with drafts on in the local content API, which keeps drafts as the site's does. Not the
// drafts' pictures at 1280 px (editor-draft.png, editor-draft-four-eyes.png,
// editor-draft-notes.png): taken in the sign-in browser tests' drafts flow, with a screenshot
// added for the purpose, on 2026-11-27 and 2026-11-29 (four eyes needs two people signed in).
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { parse } from 'yaml';
import { writeValuesOver } from '../src/content/merge/merge-file';
import { type Page, chromium } from 'playwright-core';
import { cmsBackend } from '../gatsby/admin/backend';
import { editorSiteDir, writeAdmin } from '../gatsby/admin/write-admin';
import { adminHeaders, adminPolicy } from '../gatsby/serving/rules';
import { launchOptions } from './lib/browser';
import { startCmsBackend } from './lib/cms-backend';
import { freePort } from './lib/ports';
import { copyProject } from './lib/project-copy';
import { startStaticServer } from './lib/static-server';
import { openSignedIn } from './lib/editor-form';
import { entryAddress } from '../src/admin/decap/addresses';
import { decapParts } from '../src/admin/decap/parts';
import { fieldOf, fileLabel, modelWord } from '../src/content/words';

const root = path.resolve(__dirname, '..');
/** The developer's address in the copy when the pictures show a translator's editor. */
const TRANSLATOR = 'els@cargo.example';
const shot = (name: string) => path.join(root, 'docs/images', `editor-${name}.png`);

/** Decap's words for signing in, in the editor's languages. */
const decapSays = { en: { login: 'Login' }, nl: { login: 'Inloggen' } };

async function openForm(
  page: Page,
  editor: string,
  collection: string,
  label: string,
  language: keyof typeof decapSays = 'en',
) {
  const address = `${editor}${entryAddress({ collection, file: collection })}`;
  await openSignedIn(page, address, label, decapSays[language].login);
}

/** Unfolds the list entry whose summary is `name`. */
async function unfold(page: Page, name: string) {
  const summary = page.locator(decapParts.entrySummary).getByText(name, { exact: true });
  const entry = summary.first().locator('..');
  await entry.getByRole('button').first().click();
  return entry;
}

/**
 * The page as it stays: Decap's notices ("Saved as a draft", four seconds each, sliding in and
 * out over the form) left out of the picture.
 */
const steadyShot = (page: Page, name: string) =>
  page.screenshot({
    path: shot(name),
    style: `${decapParts.notices} { display: none !important; }`,
  });

/** The copy's content committed with Git, as a developer's working copy is: its history. */
function commitContent(copy: string, who: string, message: string) {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, stdio: 'pipe' });
  if (!existsSync(path.join(copy, '.git'))) git('init', '-q', '--initial-branch=main');
  git(
    'add',
    '--all',
    '--',
    'data',
    'locales',
    ...(existsSync(path.join(copy, 'translations')) ? ['translations'] : []),
  );
  git(
    '-c',
    `user.name=${who}`,
    '-c',
    'user.email=staff@cargo.example',
    'commit',
    '-q',
    '-m',
    message,
  );
}

/** Publishes the first service's English title with `more` added, through the content API. */
async function renameFirstService(copy: string, backend: string, more: string) {
  const file = 'data/services.yaml';
  const base = readFileSync(path.join(copy, file), 'utf8');
  const values = parse(base) as Array<{ title: { en: string } }>;
  values[0].title.en += more;
  const raw = writeValuesOver(file, base, values);
  const answer = await fetch(`${backend}/api/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      action: 'persistEntry',
      params: { dataFiles: [{ path: file, raw, base, slug: 'services' }], assets: [], options: {} },
    }),
  });
  if (!answer.ok) throw new Error(`the content API refused: ${await answer.text()}`);
}

async function main() {
  const copy = copyProject(root, 'docs-shots-');
  commitContent(copy, 'Anna de Vries', 'The site as it was');
  const env = { ...process.env, CMS_BACKEND: 'local', CMS_PROXY_PORT: String(await freePort()) };
  await writeAdmin(copy, env);
  const port = Number(env.CMS_PROXY_PORT);
  let backend = await startCmsBackend(root, { port, repoDir: copy });
  const headers = Object.fromEntries(adminHeaders(adminPolicy(cmsBackend(env).connectSources)));
  const site = await startStaticServer(editorSiteDir(copy), { headers });
  const editor = `${site.url}/admin/`;
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Drawn when the preview's pictures and fonts are in (the editor keeps a connection open, so
    // the network never goes idle).
    // (The preview says "Loading the page…" until it has the site's content: its page's main
    // heading is there once it has.)
    const settle = async () => {
      await page.frameLocator('#preview-pane').locator('h1').first().waitFor();
      await page
        .frameLocator('#preview-pane')
        .locator('body')
        .evaluate(async (body) => {
          await body.ownerDocument.fonts.ready;
          const pictures = [...body.querySelectorAll('img')].filter(
            (img) => img.loading !== 'lazy',
          );
          await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
        });
    };

    await openForm(page, editor, 'services', 'Services');
    const cold = await unfold(page, 'Cold storage');
    await cold.getByLabel('English').first().focus();
    await settle();
    await steadyShot(page, 'services-preview');

    await openForm(page, editor, 'hubs', 'Hubs');
    const preview = page.frameLocator('#preview-pane');
    await preview.getByRole('button', { name: 'Nederlands' }).click();
    const liege = await unfold(page, 'LGG — Liège');
    await liege.getByLabel('Nederlands').focus();
    await settle();
    await steadyShot(page, 'home-preview');

    await openForm(page, editor, 'services', 'Services');
    const customs = await unfold(page, 'Customs clearance');
    // The web address name is in the entry's folded Advanced group.
    const advanced = customs
      .locator(decapParts.objectField)
      .filter({ has: page.locator('label', { hasText: /^Advanced$/ }) })
      .first();
    await advanced.getByRole('button', { name: 'Expand' }).first().click();
    await advanced.getByLabel('Web address name').fill('import-export');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    await page.locator('#content-check').waitFor();
    await page.locator('#content-check .place').first().click();
    await settle();
    await steadyShot(page, 'refused');

    await page.goto('about:blank');
    await openForm(page, editor, 'partners', 'Partners');
    await unfold(page, 'Aerolinea Polar');
    await settle();
    await steadyShot(page, 'image-field');

    // The editor in Dutch (a Dutch browser): the check's refusal of a hub's code given twice.
    const hubs = parse(readFileSync(path.join(copy, 'data/hubs.yaml'), 'utf8')) as Array<{
      code: string;
      name: { en: string; nl: string };
    }>;
    const [first, second] = hubs;
    for (const [width, height, name] of [
      [1280, 800, 'dutch'],
      [375, 760, 'dutch-375'],
    ] as const) {
      const dutch = await browser.newPage({ viewport: { width, height }, locale: 'nl-NL' });
      dutch.on('dialog', (dialog) => dialog.accept());
      await openForm(dutch, editor, 'hubs', modelWord(fileLabel('hubs.yaml'), 'nl'), 'nl');
      // Each entry is named in the editor's language.
      const entry = await unfold(dutch, `${second.code} — ${second.name.nl}`);
      const code = modelWord(fieldOf('hubs.yaml', 'code')!.words.label, 'nl');
      await entry.getByLabel(code, { exact: true }).fill(first.code);
      await dutch.getByRole('button', { name: 'Publiceer', exact: true }).click();
      await dutch.getByText('Publiceer nu', { exact: true }).click();
      await dutch.locator('#content-check .place').first().click();
      // A phone shows the form alone (the preview behind the eye button).
      if (width >= 800) await dutch.frameLocator('#preview-pane').locator('h1').first().waitFor();
      await steadyShot(dutch, name);
      await dutch.close();
    }

    // The translations to check and the form's earlier versions, in the bottom-left corner: a
    // service renamed in English (its Dutch then out of date), committed as a developer would.
    await renameFirstService(copy, backend.url, ' by air');
    commitContent(copy, 'Bram Visser', 'Services: a service renamed');
    for (const [width, height, name] of [
      [1280, 800, 'translations-history'],
      [375, 760, 'translations-history-375'],
    ] as const) {
      const narrow = page;
      await narrow.setViewportSize({ width, height });
      await narrow.goto('about:blank');
      await openForm(narrow, editor, 'services', 'Services');
      const toCheck = narrow.getByRole('region', { name: /to check$/ });
      await toCheck.getByRole('heading').click();
      const versions = narrow.getByRole('region', { name: 'Earlier versions' });
      await versions.getByRole('heading').click();
      await versions.getByRole('listitem').nth(1).getByRole('button').click();
      await versions.getByText('What differs from today:').waitFor();
      await steadyShot(narrow, name);
    }

    // What a translator sees where the host names roles (docs/DEPLOYING.md, "Roles"), with
    // drafts on: the backend started again with the roles, the developer as the translator.
    await backend.close();
    execFileSync('git', ['config', 'user.email', TRANSLATOR], { cwd: copy });
    backend = await startCmsBackend(root, {
      port,
      repoDir: copy,
      env: { CMS_DRAFTS: 'on', CMS_ROLES: `editor: anna@cargo.example; translator: ${TRANSLATOR}` },
    });
    for (const [width, height, name] of [
      [1280, 800, 'roles-translator'],
      [375, 760, 'roles-translator-375'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('about:blank');
      await openForm(page, editor, 'services', 'Services');
      const cold = await unfold(page, 'Cold storage');
      await cold.getByLabel('Nederlands').first().focus();
      await page.getByRole('region', { name: 'What you may do here' }).waitFor();
      // (Decap keeps the preview hidden as the phone's picture left it: the form alone.)
      await steadyShot(page, name);
    }

    // A draft on a phone: the company's number changed and saved as a draft, set Ready, a note
    // beside it, and the Workflow board. The backend again, with drafts and no roles.
    await backend.close();
    for (const [key, value] of [
      ['user.name', 'Anna de Vries'],
      ['user.email', 'anna@cargo.example'],
    ])
      execFileSync('git', ['config', key, value], { cwd: copy });
    backend = await startCmsBackend(root, { port, repoDir: copy, env: { CMS_DRAFTS: 'on' } });
    const phone = await browser.newPage({
      viewport: { width: 375, height: 760 },
      hasTouch: true,
      isMobile: true,
    });
    phone.on('dialog', (dialog) => dialog.accept());
    await openForm(phone, editor, 'company', fileLabel('company.yaml'));
    await phone
      .getByLabel(fieldOf('company.yaml', 'phone')!.words.label, { exact: true })
      .fill('+31 20 700 4321');
    await phone.getByRole('button', { name: 'Save', exact: true }).tap();
    await phone.getByText('Changes saved', { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'Status: Draft' }).tap();
    await phone.getByRole('menuitem', { name: 'Ready' }).tap();
    await phone.getByRole('button', { name: 'Status: Ready' }).waitFor();
    await steadyShot(phone, 'draft-375');
    await phone.getByTitle('Toggle notes').tap();
    await phone.getByPlaceholder('Add a note...').fill('Is the new number staffed at night?');
    await phone.getByRole('button', { name: 'Add Note', exact: true }).tap();
    await phone.getByText('Is the new number staffed at night?', { exact: true }).waitFor();
    await steadyShot(phone, 'draft-notes-375');
    await phone.goto(`${editor}#/workflow`);
    await phone.getByText(fileLabel('company.yaml'), { exact: true }).first().waitFor();
    await steadyShot(phone, 'workflow-375');
  } finally {
    await browser.close();
    await site.close();
    await backend.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

void main();
