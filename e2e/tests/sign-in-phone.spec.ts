import type { Browser } from '@playwright/test';
import { parse } from 'yaml';
import { editorCorner, expectDraftToolbarInReach, expectInReach } from '../editor/reach';
import { formHeading, formUrl, group, openEntry } from '../editor/forms';
import { englishMet } from '../editor/language';
import { keepNotices } from '../editor/publishing';
import { fieldOf, fileLabel, modelWord } from '../../src/content/words';
import { draftBranchOf } from '../../src/content/forms';
import { expect, test } from '../fixtures';
import {
  staff,
  colleague,
  companyDraft,
  github,
  site,
  siteBuiltFor,
  signedInAtAccess,
  openEditor,
  signInSuite,
} from '../sign-in/site';

/**
 * The editor on a phone, by touch, in Dutch, on the live site (drafts and four eyes on): a draft
 * saved, a colleague's note, Ready and Publish, the earlier versions, one brought back.
 * The site and its stand-ins: ../sign-in/site.ts.
 */
signInSuite();

const PHONE = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
  locale: 'nl-NL',
};

const dutch = (english: string) => modelWord(english, 'nl');

/** `person` signed in to the editor on a phone, with a tap; `close` ends it. */
async function onPhone(browser: Browser, person: typeof staff) {
  const context = await browser.newContext(PHONE);
  await Promise.all([keepNotices(context), signedInAtAccess(context, person)]);
  const page = await context.newPage();
  // Leaving a form, Decap asks; publishing, it asks to be sure: the person says yes.
  page.on('dialog', (dialog) => dialog.accept());
  await openEditor(page, `${site}/admin/`);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).tap({ timeout: 45_000 });
  return { page, close: () => context.close() };
}

test('on a phone, by touch, in Dutch: a draft saved, a colleague notes it, sets it Ready and publishes it; both read the earlier versions and one is brought back; nothing in English on the way', async ({
  browser,
}) => {
  await siteBuiltFor('four-eyes');
  const english: string[] = [];
  const phone = '+31 20 700 4321';
  const phoneLabel = dutch(fieldOf('company.yaml', 'phone')!.words.label);
  const company = dutch(fileLabel('company.yaml'));

  const anna = await onPhone(browser, staff);
  const joost = await onPhone(browser, colleague);
  try {
    const { page } = anna;
    // A form tapped in the list shows at once, above the list.
    await page.getByRole('link', { name: company, exact: true }).first().tap();
    const card = page.getByRole('link', { name: company, exact: true }).last();
    await expect(card).toBeInViewport({ ratio: 1 });
    english.push(...(await englishMet(page)));
    await card.tap();
    await expect(formHeading(page, company)).toBeVisible({ timeout: 20_000 });

    // The corner at the foot: one row, no taller than a thumb.
    expect((await editorCorner(page).boundingBox())!.height).toBeLessThanOrEqual(48);

    // A list of choices, tapped: its menu opens and the tap chooses nothing (react-select
    // scrolled its menu under the finger where the browser does not call itself a phone's, as
    // here, and the tap's click took the first option: patches/decap-cms++decap-cms-widget-select
    // +3.4.2.patch). What a screen reader hears of it is Dutch too.
    const countries = page.getByLabel(
      dutch(fieldOf('company.yaml', 'countriesServed')!.words.label),
      { exact: true },
    );
    const chosen = page.getByRole('button', { name: /^Verwijder / });
    const chosenBefore = await chosen.count();
    await countries.tap();
    await expect(page.getByRole('option').first()).toBeInViewport();
    await expect(page.getByRole('log')).toContainText(/Gevonden opties: \d+/);
    english.push(...(await englishMet(page)));
    // The next field tapped, the menu closes.
    await page.getByLabel(phoneLabel, { exact: true }).tap();
    await expect(page.getByRole('option')).toHaveCount(0);
    expect(await chosen.count()).toBe(chosenBefore);

    await page.getByLabel(phoneLabel, { exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).tap();
    await expect(page.getByText('Opgeslagen', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => github.show(companyDraft, 'data/company.yaml')).toContain(phone);
    // The draft's buttons and the toggles: each in reach, none over another, the form's name
    // and whether it is saved whole beside them.
    const status = await expectDraftToolbarInReach(page);
    // Its status menu opens whole, and a tap chooses from it.
    await status.tap();
    await expectInReach(page.getByRole('menuitem', { name: 'Klaar' }));
    english.push(...(await englishMet(page)));
    await page.getByRole('menuitem', { name: 'Wordt beoordeeld' }).tap();
    await expect(page.getByRole('button', { name: 'Status: Wordt beoordeeld' })).toBeVisible();

    // A service's Dutch, in its own draft.
    const [service] = parse(github.show('main', 'data/services.yaml')!) as Array<{
      title: { en: string; nl: string };
    }>;
    await openEditor(page, formUrl('services', 'services', `${site}/admin/`));
    const entry = await openEntry(page, service.title.nl, { tap: true });
    const title = group(entry, dutch('Title')).getByLabel('Nederlands');
    await title.fill(`${service.title.nl} per luchtvracht`);
    english.push(...(await englishMet(page)));
    await page.getByRole('button', { name: 'Opslaan', exact: true }).tap();
    await expect(page.getByText('Opgeslagen', { exact: true })).toBeVisible({ timeout: 60_000 });
    // Saved, the form keeps its place: the service still unfolded, its Dutch title in view.
    await expect(title).toHaveValue(`${service.title.nl} per luchtvracht`);
    await expect(title).toBeInViewport();
    const servicesDraft = draftBranchOf({ collection: 'services', file: 'services' });
    expect(github.show(servicesDraft, 'data/services.yaml')).toContain('per luchtvracht');

    // The colleague, on a phone of their own: a note, Ready, Publish.
    const other = joost.page;
    await openEditor(other, formUrl('company', 'company', `${site}/admin/`));
    await expect(other.getByLabel(phoneLabel, { exact: true })).toHaveValue(phone, {
      timeout: 20_000,
    });
    await other.getByTitle('Notities tonen of verbergen').tap();
    await other.getByPlaceholder('Schrijf een notitie…').fill('Is dit nummer ’s nachts bemand?');
    english.push(...(await englishMet(other)));
    await other.getByRole('button', { name: 'Notitie toevoegen', exact: true }).tap();
    await expect(other.getByText('Is dit nummer ’s nachts bemand?', { exact: true })).toBeVisible();
    await other.getByTitle('Notities tonen of verbergen').tap();
    await other.getByRole('button', { name: 'Status: Wordt beoordeeld' }).tap();
    await other.getByRole('menuitem', { name: 'Klaar' }).tap();
    await expect(other.getByRole('button', { name: 'Status: Klaar' })).toBeVisible();
    await other.getByRole('button', { name: 'Publiceer', exact: true }).tap();
    await other.getByRole('menuitem', { name: 'Publiceer nu' }).tap();
    await expect
      .poll(() => github.show('main', 'data/company.yaml'), { timeout: 60_000 })
      .toContain(phone);

    // Both read the earlier versions: each line says what it changed, in Dutch.
    for (const on of [other, page]) {
      await openEditor(on, formUrl('company', 'company', `${site}/admin/`));
      const versions = on.getByRole('region', { name: 'Eerdere versies' });
      await versions.getByRole('heading').tap();
      await expect(versions.getByRole('listitem').first()).toContainText(
        `Gewijzigd: ${phoneLabel}`,
      );
      english.push(...(await englishMet(on)));
    }
    // Anna brings the one before back, as a draft.
    const versions = page.getByRole('region', { name: 'Eerdere versies' });
    const before = versions.getByRole('listitem').nth(1);
    await before.getByRole('button').first().tap();
    await before.getByRole('button', { name: 'Zet haar terug' }).tap();
    await expect(before.getByRole('status')).toContainText('Gedaan');
    await expect(
      before.getByRole('button', { name: 'Laad opnieuw om haar in het formulier te zien' }),
    ).toBeVisible();
    expect(github.show(companyDraft, 'data/company.yaml')).not.toContain(phone);
    english.push(...(await englishMet(page)));
  } finally {
    await anna.close();
    await joost.close();
  }
  expect([...new Set(english)]).toEqual([]);
});
