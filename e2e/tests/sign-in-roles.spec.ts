import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { formUrl, group, listControls, openEntry } from '../editor/forms';
import { editorPage, languageSwitch } from '../editor/language';
import { findings, keepNotices, publishWritten, saveDraft } from '../editor/publishing';
import { fieldOf, fileLabel, modelWord } from '../../src/content/words';
import { draftBranchOf } from '../../src/content/forms';
import { expect, test } from '../fixtures';
import {
  staff,
  colleague,
  editorOnly,
  site,
  github,
  siteBuiltFor,
  signedInAtAccess,
  signInAtEditor,
  openCompany,
  openEditor,
  contentCall,
  signedInPerson,
  rolesNote,
  signInSuite,
} from '../sign-in/site';

/**
 * Roles and languages on the live site: the translator's texts to check, an editor who does not publish, a translator's draft, and the editor in Dutch.
 * The site and its stand-ins: ../sign-in/site.ts.
 */
signInSuite();

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
  await openEditor(page, formUrl('services', 'services', `${site}/admin/`));
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
    await openEditor(page, formUrl('services', 'services', `${site}/admin/`));
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

  // A person the roles name nowhere is shown no content, and a sentence that says why.
  const own = await browser.newContext();
  try {
    await signedInAtAccess(own, { email: 'zoe@cargo.example', name: 'Zoë Nowhere' });
    const nobody = await own.newPage();
    await openEditor(nobody, `${site}/admin/`);
    await nobody.getByRole('button', { name: 'Sign in', exact: true }).click({ timeout: 45_000 });
    await expect(rolesNote(nobody)).toContainText('You have no role on this site');
    const company = nobody.getByText(fileLabel('company.yaml'), { exact: true });
    await expect(company.filter({ visible: true })).toHaveCount(0);
  } finally {
    await own.close();
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
    await openEditor(page, formUrl('services', 'services', `${site}/admin/`));
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
    // Lists' entries are an editor's: no Add, no × and no handle to move one; nor is a time
    // to go live offered (a publisher's), as the content API's answer to whoami says.
    for (const control of listControls(page)) await expect(control.first()).toBeHidden();
    await expect(page.getByRole('region', { name: 'Time to go live' })).toHaveCount(0);

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
  const [first, second] = parse(hubs) as Array<{ code: string; name: { en: string; nl: string } }>;
  // A hub as the Dutch editor's list names it: its code and its Dutch name.
  const summary = (hub: typeof first) => `${hub.code} — ${hub.name.nl}`;
  const codeLabel = fieldOf('hubs.yaml', 'code')!.words.label;
  /** The hubs' file with the second hub's code made the first's, which the check refuses. */
  const repeated = hubs.replace(`code: ${second.code}`, `code: ${first.code}`);
  const own = await browser.newContext({ locale: 'nl-NL' });
  try {
    await Promise.all([keepNotices(own), signedInAtAccess(own, staff)]);
    const page = await own.newPage();
    // Leaving a form with typing not yet saved asks first: the person says yes.
    page.on('dialog', (dialog) => dialog.accept());
    await openEditor(page, `${site}/admin/`);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click({ timeout: 45_000 });
    const dutchHubs = modelWord(fileLabel('hubs.yaml'), 'nl');
    await expect(page.getByRole('link', { name: dutchHubs, exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(editorPage(page)).toHaveAttribute('lang', 'nl');

    await openEditor(page, formUrl('hubs', 'hubs', `${site}/admin/`));
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
    await openEditor(page, `${site}/admin/`);
    await expect(
      page.getByRole('link', { name: fileLabel('hubs.yaml'), exact: true }).first(),
    ).toBeVisible({ timeout: 20_000 });
    expect((await send()).body.error).toBe('The content check found 1 problem: nothing was saved.');
  } finally {
    await own.close();
  }
});
