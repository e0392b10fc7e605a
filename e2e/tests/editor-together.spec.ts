import { type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { fieldOf } from '../../src/content/words';
import { storedBackup } from '../editor/backups';
import { expectInReach } from '../editor/reach';
import {
  formUrl,
  addEntry,
  FOOT_BAR_BELOW,
  group,
  openAdvanced,
  openEntry,
  openForm,
  spansFoot,
} from '../editor/forms';
import { findings, publish, publishChanging, publishWritten } from '../editor/publishing';
import { withSecondEditor } from '../editor/second-editor';
import { workspace } from '../editor/workspace';
import { editorSuite } from '../editor/suite';
import { expect, test } from '../fixtures';

/**
 * Two editors at once on one file (different values, the same value, lists with and without identity), a refusal's notices, typing kept across a reload, and the backend stopped.
 * Decap CMS at /admin/ on a copy of the project, its local backend writing the copy's files
 * (../editor/workspace.ts); every step waits for what proves it happened, a message on screen
 * or a file on disk, and Decap's screen is reached through the page objects of e2e/editor/.
 */
const { fileText, restore, changedLines } = workspace;

editorSuite();

const company = (file = fileText('data/company.yaml')) =>
  parse(file) as { phone: string; email: string };
const companyField = (page: Page, field: 'phone' | 'email') =>
  page.getByLabel(fieldOf('company.yaml', field)!.words.label, { exact: true });

test('a refusal’s notices are in plain words, and say where the panel is, on a phone and on a desktop', async ({
  page,
}) => {
  const before = fileText('data/services.yaml');
  const screens = [
    [375, 'listed at the bottom of the screen'],
    [1280, 'listed at the bottom right'],
  ] as const;
  for (const [width, place] of screens) {
    await page.setViewportSize({ width, height: 800 });
    // What only the whole check sees (the form's own checks pass): a web address name taken.
    await openForm(page, 'services', 'services', 'Services');
    const customs = await openEntry(page, 'Customs clearance');
    await (await openAdvanced(customs)).getByLabel('Web address name').fill('import-export');
    await publish(page);
    // Decap's notice, beside the panel (an alert too), which lists the problems.
    const notice = page.getByRole('alert').filter({ hasText: place });
    await expect(notice).toHaveText(
      new RegExp(`^Not published: the content check found \\d+ problems?, ${place}\\.`),
    );
    // Once the notice has come in whole (it slides in from the side), Publish is still in
    // reach: the notice is not over the toolbar.
    await expect(notice).toBeInViewport({ ratio: 1 });
    await expectInReach(page.getByRole('button', { name: 'Publish', exact: true }));
    // On a phone the panel is a sheet across the screen's foot, over the corner's bar.
    expect(await spansFoot(page, findings(page))).toBe(width < FOOT_BAR_BELOW);
    // Every notice on screen: no Decap words a person would not use.
    for (const text of await page.getByRole('alert').allTextContents())
      expect(text).not.toMatch(/persist|entry|Error:/i);
    expect(fileText('data/services.yaml')).toBe(before);
  }
});

test('two editors change different values of one file: the second Publish keeps the first’s change', async ({
  page,
  browser,
}) => {
  await withSecondEditor(browser, 'data/company.yaml', async (other, stored) => {
    await openForm(page, 'company', 'company', 'Company');
    await openForm(other, 'company', 'company', 'Company');
    await companyField(page, 'phone').fill('+31 20 111 2222');
    await publishWritten(page);
    expect(company().phone).toBe('+31 20 111 2222');

    await companyField(other, 'email').fill('sales@noordvliet-cargo.example');
    await publish(other);
    await expect(findings(other)).toContainText('Published, together with changes made meanwhile');
    expect(company()).toMatchObject({
      phone: '+31 20 111 2222',
      email: 'sales@noordvliet-cargo.example',
    });
    // Only the two values changed: the file keeps its comments and layout.
    expect(changedLines('data/company.yaml', stored)).toEqual([
      "phone: '+31 20 111 2222'",
      'email: sales@noordvliet-cargo.example',
    ]);
  });
});

test('two editors change the same value: the second is refused in words, keeps the typing, and publishes over the file as it now is', async ({
  page,
  browser,
}) => {
  await withSecondEditor(browser, 'data/company.yaml', async (other) => {
    // What the browser asks the second editor: Decap's offer of a recovered backup is
    // accepted; anything else (the browser's "Leave site?") is refused, and noted.
    const asked: string[] = [];
    other.on('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void (dialog.type() === 'confirm' ? dialog.accept() : dialog.dismiss());
    });
    await openForm(page, 'company', 'company', 'Company');
    await openForm(other, 'company', 'company', 'Company');
    await companyField(page, 'phone').fill('+31 20 111 2222');
    await companyField(page, 'email').fill('sales@noordvliet-cargo.example');
    await publishWritten(page);
    expect(company().phone).toBe('+31 20 111 2222');

    await companyField(other, 'phone').fill('+31 20 333 4444');
    await publish(other);
    const label = fieldOf('company.yaml', 'phone')!.words.label;
    await expect(findings(other)).toContainText(
      `Company › ${label} was changed to “+31 20 111 2222” since you opened this form; you changed it to “+31 20 333 4444”.`,
    );
    expect(company().phone).toBe('+31 20 111 2222');
    await expect(companyField(other, 'phone')).toHaveValue('+31 20 333 4444');

    // The offer: the file as it is now, with this editor's value on top, in a fresh load,
    // which Decap offers as recovered typing (OK), without asking whether to leave the page.
    await findings(other)
      .getByRole('button', { name: 'Load the file as it is now, with my changes' })
      .click();
    await expect(findings(other)).toContainText('the file as it is now, with your changes on top');
    await expect(companyField(other, 'phone')).toHaveValue('+31 20 333 4444');
    await expect(companyField(other, 'email')).toHaveValue('sales@noordvliet-cargo.example');
    expect(asked).toEqual([expect.stringMatching(/^confirm: A local backup was recovered/)]);
    await publishWritten(other);
    expect(company().phone).toBe('+31 20 333 4444');
    expect(company().email).toBe('sales@noordvliet-cargo.example');
  });
});

test('two editors each add a hub to the list: both hubs are kept', async ({ page, browser }) => {
  const codes = () =>
    (parse(fileText('data/hubs.yaml')) as Array<{ code: string }>).map((hub) => hub.code);
  const before = codes();
  const addHub = async (editor: Page, code: string, name: string) => {
    const added = await addEntry(editor, 'hub');
    await added.getByLabel('Airport code').fill(code);
    await group(added, 'Airport name').getByLabel('English').fill(name);
    await group(added, 'Airport name').getByLabel('Nederlands').fill(name);
    await publishWritten(editor);
  };
  await withSecondEditor(browser, 'data/hubs.yaml', async (other) => {
    // Two airports the list does not have yet.
    const [first, second] = ['BLL', 'CGN', 'EIN', 'GRQ', 'LUX', 'OST'].filter(
      (code) => !before.includes(code),
    );
    await openForm(page, 'hubs', 'hubs', 'Hubs');
    await openForm(other, 'hubs', 'hubs', 'Hubs');
    await addHub(page, first, `Airport ${first}`);
    expect(codes()).toEqual([...before, first]);
    await addHub(other, second, `Airport ${second}`);
    expect(codes()).toEqual([...before, first, second]);
  });
});

/** The About page's "why choose us", a list whose lines have no identity of their own. */
type Line = { en: string; nl?: string };
const whyLines = () => (parse(fileText('data/about.yaml')) as { whyChooseUs: Line[] }).whyChooseUs;
const whyWords = fieldOf('about.yaml', 'whyChooseUs')!.words;
const whyLabel = whyWords.label;
/** A line's part of the About form, unfolded, by the English words its summary shows. */
const whyLine = (page: Page, english: string) => openEntry(page, english);
const englishOf = (line: Locator) => line.getByLabel('English', { exact: true });

/**
 * The first editor rewords the first line of "why choose us" and adds a line at the end, and
 * publishes; then `second` runs for the second editor, whose About form was loaded before.
 */
async function whyChooseUsMeanwhile(
  page: Page,
  other: Page,
  second: (lines: Line[], first: { reworded: string; added: Line }) => Promise<void>,
) {
  const lines = whyLines();
  const first = {
    reworded: `${lines[0].en}, door to door`,
    added: { en: 'Sixth reason', nl: 'Zesde reden' },
  };
  await openForm(page, 'about', 'about', 'About');
  await openForm(other, 'about', 'about', 'About');
  await englishOf(await whyLine(page, lines[0].en)).fill(first.reworded);
  // Its Add button names one entry ("Add reason"), as the model does.
  const added = await addEntry(page, whyWords.singular!);
  await added.getByLabel('English', { exact: true }).fill(first.added.en);
  await added.getByLabel(/^Nederlands/).fill(first.added.nl);
  await publishWritten(page);
  expect(whyLines()).toEqual([{ ...lines[0], en: first.reworded }, ...lines.slice(1), first.added]);
  await second(lines, first);
}

test('two editors reword the same line of a list without identity: the second is refused with both wordings, keeps the typing, and publishes one wording over the file as it now is', async ({
  page,
  browser,
}) => {
  await withSecondEditor(browser, 'data/about.yaml', async (other) => {
    other.on(
      'dialog',
      (dialog) => void (dialog.type() === 'confirm' ? dialog.accept() : dialog.dismiss()),
    );
    await whyChooseUsMeanwhile(page, other, async (lines, first) => {
      const stored = fileText('data/about.yaml');
      const mine = `${lines[0].en}, every day`;
      await englishOf(await whyLine(other, lines[0].en)).fill(mine);
      await publish(other);
      await expect(findings(other)).toContainText(
        `About › ${whyLabel} › 1 › English was changed to “${first.reworded}” since you opened this form; you changed it to “${mine}”.`,
      );
      expect(fileText('data/about.yaml')).toBe(stored);
      await expect(englishOf(await whyLine(other, mine))).toHaveValue(mine);

      await findings(other)
        .getByRole('button', { name: 'Load the file as it is now, with my changes' })
        .click();
      await expect(findings(other)).toContainText(
        'the file as it is now, with your changes on top',
      );
      await publishWritten(other);
      // One wording of the line (theirs gave way to this editor's, as they chose), the
      // added line once.
      expect(whyLines()).toEqual([{ ...lines[0], en: mine }, ...lines.slice(1), first.added]);
    });
  });
});

test('two editors reword different lines of a list without identity: both wordings are kept, no line twice', async ({
  page,
  browser,
}) => {
  await withSecondEditor(browser, 'data/about.yaml', async (other) => {
    await whyChooseUsMeanwhile(page, other, async (lines, first) => {
      const mine = `${lines[2].en}, checked twice`;
      await englishOf(await whyLine(other, lines[2].en)).fill(mine);
      await publishWritten(other);
      await expect(findings(other)).toContainText(
        'Published, together with changes made meanwhile',
      );
      expect(whyLines()).toEqual([
        { ...lines[0], en: first.reworded },
        lines[1],
        { ...lines[2], en: mine },
        ...lines.slice(3),
        first.added,
      ]);
    });
  });
});

test('typing survives a reload: the editor offers its backup, and OK brings back exactly what was typed, which then publishes', async ({
  page,
}) => {
  const company = fileText('data/company.yaml');
  await openForm(page, 'company', 'company', 'Company');
  await page.getByLabel('Phone', { exact: true }).fill('+31 20 222 3333');
  // Decap writes its backup a moment after the typing stops: wait for it to be there.
  await expect
    .poll(() => storedBackup(page, 'company', 'company'), { timeout: 15_000 })
    .toContain('+31 20 222 3333');

  // Leaving with unsaved changes, the browser asks first (Decap's "leave this page?"): stay
  // with the reload. Then Decap's question about the backup: OK.
  const offered = new Promise<string>((resolve) => {
    const answer = (dialog: import('@playwright/test').Dialog) => {
      void dialog.accept();
      if (dialog.type() !== 'confirm') return;
      page.off('dialog', answer);
      resolve(dialog.message());
    };
    page.on('dialog', answer);
  });
  await page.reload();
  expect(await offered).toContain('A local backup was recovered for this entry');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+31 20 222 3333');
  await publishChanging(page, 'data/company.yaml', company, ["phone: '+31 20 222 3333'"]);
  restore({ 'data/company.yaml': company });
});

test('with its backend stopped, opening a form says the connection is lost and what to do, not "Failed to fetch"', async ({
  page,
}) => {
  await openForm(page, 'hubs', 'hubs', 'Hubs');
  await workspace.stopBackend();
  try {
    await page.goto('about:blank');
    await page.goto(formUrl('company', 'company'));
    // In place of the form, and in Decap's notice.
    await expect(page.getByText(/cannot reach where your work is kept/).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText(/run npm run cms again, then reload this page/).first(),
    ).toBeVisible();
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    // Decap's notice, in the editor's words.
    const notice = page.getByRole('alert').filter({ hasText: /cannot reach where your work/ });
    await expect(notice.first()).toHaveText(/^Not opened: The editor cannot reach/);
    for (const text of await page.getByRole('alert').allTextContents())
      expect(text).not.toMatch(/Failed|entry|Error:/i);
  } finally {
    await workspace.startBackend();
  }
});

test('with its backend stopped, Publish says the connection is lost and what to do, writes nothing and keeps the typing; once it is back, one Publish saves', async ({
  page,
}) => {
  const company = fileText('data/company.yaml');
  await openForm(page, 'company', 'company', 'Company');
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.fill('+31 20 765 4321');
  await workspace.stopBackend();
  try {
    await publish(page);
    await expect(findings(page)).toContainText('the editor cannot reach its backend');
    await expect(findings(page)).toContainText('run npm run cms again');
    await expect(findings(page)).toContainText('What you typed is still here');
    expect(fileText('data/company.yaml')).toBe(company);
    await expect(phone).toHaveValue('+31 20 765 4321');
  } finally {
    await workspace.startBackend();
  }
  await publishChanging(page, 'data/company.yaml', company, ["phone: '+31 20 765 4321'"]);
  restore({ 'data/company.yaml': company });
});
