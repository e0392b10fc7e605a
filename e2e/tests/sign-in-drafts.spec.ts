import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expectApart, expectInReach } from '../editor/reach';
import {
  addNote,
  findings,
  keepNotices,
  noteForm,
  openNotes,
  openWorkflowBoard,
  publishDraftTaken,
  saveDraft,
  setStatus,
  workflowCard,
  workflowHeadingsFit,
  expectBoardHeaderInReach,
} from '../editor/publishing';
import { fieldOf } from '../../src/content/words';
import { toolbarShownWhole } from '../editor/forms';
import { pagePathOf } from '../../src/admin/preview/pages';
import { expect, test } from '../fixtures';
import {
  staff,
  colleague,
  companyForm,
  companyDraft,
  companyInDutch,
  github,
  previews,
  siteBuiltFor,
  signedInAtAccess,
  signInAtEditor,
  openCompany,
  contentCall,
  draftRecord,
  refusedByTheRun,
  signInSuite,
} from '../sign-in/site';

/**
 * Drafts on the live site: saved, set Ready for a version, published by the content API or a colleague under four eyes, with a time to go live; a form's earlier version brought back as a draft.
 * The site and its stand-ins: ../sign-in/site.ts.
 */
signInSuite();

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
  browser,
}) => {
  await siteBuiltFor('drafts');
  await Promise.all([keepNotices(context), signedInAtAccess(context)]);
  await signInAtEditor(page);
  const head = github.git('rev-parse', 'main');
  const company = github.git('show', 'main:data/company.yaml');
  const phone = '+31 20 700 1234';
  const email = 'drafts@cargo.example';
  const label = (name: string) => fieldOf('company.yaml', name)!.words.label;

  // On a phone a form with no draft yet (Save, and its status Published) shows its name and
  // whether it is saved, whole, beside its buttons, each in reach.
  const desk = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await openCompany(page);
  await expect.poll(() => toolbarShownWhole(page)).toEqual([true, true]);
  const beforeDraft = [
    page.getByRole('button', { name: 'Save', exact: true }),
    page.getByRole('button', { name: 'Published', exact: true }),
    page.getByTitle('Toggle preview'),
  ];
  for (const control of beforeDraft) await expectInReach(control);
  await expectApart(beforeDraft);
  await page.setViewportSize(desk);

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
  // Ready is a version of its own, over the version looked at, which it names.
  expect(draftRecord()).toMatchObject({
    status: 'pending_publish',
    approval: { version: github.git('rev-parse', `${companyDraft}^`) },
  });

  // Decap's Workflow board lists the draft, and offers nothing to create: every form of the
  // model is a file, so its "New Post" would open an empty list.
  await openWorkflowBoard(page);
  await expect(workflowCard(page, companyForm)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Post' })).toHaveCount(0);

  // On a phone the draft's status, its Publish, its preview's link and the toggles of the
  // preview and the notes are each in reach, none over another.
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
  // Beside them, the form's name and whether it is saved, whole.
  await expect.poll(() => toolbarShownWhole(page)).toEqual([true, true]);
  // The notes' box and its Add Note lie above the editor's bar at the screen's foot.
  await openNotes(page);
  for (const control of Object.values(noteForm(page))) await expectInReach(control);
  await page.getByTitle('Toggle notes').click();
  // In Dutch too, whose words are longer, on a phone 360 px wide; and on the Workflow board
  // its header one row in reach, each column's heading whole (at 320 px too), and the draft's
  // date in Dutch (Decap writes months in English).
  const dutch = await companyInDutch(browser, 360);
  try {
    await expect.poll(() => toolbarShownWhole(dutch.page)).toEqual([true, true]);
    await openWorkflowBoard(dutch.page);
    await expect(workflowCard(dutch.page, companyForm)).toBeVisible();
    for (const width of [360, 320]) {
      await dutch.page.setViewportSize({ width, height: 740 });
      await expectBoardHeaderInReach(dutch.page);
      await expect.poll(() => workflowHeadingsFit(dutch.page)).toEqual([true, true, true]);
    }
    const saved = new Date(draftRecord().updatedAt);
    const dutchDate = `${saved.getDate()}-${saved.getMonth() + 1}-${saved.getFullYear()}`;
    await expect(workflowCard(dutch.page, companyForm)).toContainText(dutchDate);
  } finally {
    await dutch.close();
  }
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
  await refusedByTheRun(why);
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
  // Each says what it changed, read from the version (not its commit's message, a developer's).
  const phoneLabel = fieldOf('company.yaml', 'phone')!.words.label;
  for (const version of [listed.nth(0), listed.nth(1)]) {
    await expect(version).toContainText(`Changed: ${phoneLabel}`);
    await expect(version).not.toContainText('switchboard');
  }
  // Two publishes ago: what differs from today, value by value, then brought back.
  const twoAgo = listed.nth(2);
  await twoAgo.getByRole('button').first().click();
  const originalPhone = (parse(original) as { phone: string }).phone;
  await expect(twoAgo).toContainText(`${phoneLabel}: ${originalPhone} then, +31 20 700 2222 now`);
  await twoAgo.getByRole('button', { name: 'Bring it back' }).click();
  await expect(twoAgo.getByRole('status')).toContainText('Done: Company brought back as it was on');
  // Brought back once: in its place, the way to see it in the form.
  await expect(twoAgo.getByRole('button', { name: 'Bring it back' })).toHaveCount(0);
  await expect(twoAgo.getByRole('button', { name: 'Reload to see it in the form' })).toBeVisible();
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
