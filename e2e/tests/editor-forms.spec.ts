import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { fieldOf } from '../../src/content/words';
import {
  entrySummaries,
  foldGroup,
  focused,
  focusedFieldBox,
  formHeading,
  group,
  openAdvanced,
  openEntry,
  openForm,
  toggleEntry,
  unfoldGroup,
  wholeForm,
} from '../editor/forms';
import { openPictures, uploadPicture } from '../editor/pictures';
import { inPreview, preview } from '../editor/preview';
import {
  findings,
  publish,
  publishChanging,
  publishRefused,
  publishWritten,
} from '../editor/publishing';
import { workspace } from '../editor/workspace';
import { editorSuite } from '../editor/suite';
import { expect, test } from '../fixtures';
import { phonePhoto } from '../pictures';

/**
 * The content editor's forms as an editor uses them: texts and a photo, the interface texts side by side, what the form and the whole content check refuse and the panel that leads to it, the versions of the conditions.
 * Decap CMS at /admin/ on a copy of the project, its local backend writing the copy's files
 * (../editor/workspace.ts); every step waits for what proves it happened, a message on screen
 * or a file on disk, and Decap's screen is reached through the page objects of e2e/editor/.
 */
const { fileText, restore, changedLines, validate } = workspace;

editorSuite();

test('an editor changes texts and uploads a phone photo; the files hold exactly them, the validator agrees, and the photo is stored upright', async ({
  page,
}) => {
  // Three Publishes, each with the whole content check, and an upload: 47 to 51 s with two
  // workers on the 2-core machine, and past the group's 60 s once in CI.
  test.setTimeout(120_000);
  const [services, hubs, about] = [
    fileText('data/services.yaml'),
    fileText('data/hubs.yaml'),
    fileText('data/about.yaml'),
  ];
  // What each Publish says it changed, as the content API answers it.
  const commitMessages: string[] = [];
  page.on('response', async (response) => {
    const body = JSON.parse(response.request().postData() ?? '{}');
    if (body.action === 'persistEntry' && response.ok())
      commitMessages.push((await response.json()).message);
  });
  await openForm(page, 'services', 'services', 'Services');
  const customs = await openEntry(page, 'Customs clearance');
  await group(customs, 'Title').getByLabel('English').fill('Customs & clearance');
  await publishChanging(page, 'data/services.yaml', services, [
    '  title: { en: "Customs & clearance", nl: "Douane-inklaring" }',
  ]);

  await openForm(page, 'hubs', 'hubs', 'Hubs');
  const liege = await openEntry(page, 'LGG — Liège');
  await liege.getByLabel('Nederlands').fill('Luik-Bierset');
  await publishChanging(page, 'data/hubs.yaml', hubs, [
    '  name: { en: "Liège", nl: "Luik-Bierset" }',
  ]);

  // A phone's photo, stored on its side, named as phones and people name files.
  const photo = path.join(workspace.copy, 'Phone Photo É 1.JPG');
  writeFileSync(photo, await phonePhoto());
  await openForm(page, 'about', 'about', 'About');
  await openPictures(page);
  await uploadPicture(page, photo);
  await expect(page.getByText('phone-photo-e-1.jpg')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  // Written as the files write every picture: from the YAML file's folder, with its ./.
  await publishChanging(page, 'data/about.yaml', about, [
    'image: ./images/about/phone-photo-e-1.jpg',
  ]);
  // Stored upright, without the phone's turn mark, at its full size. The backend writes the
  // entry and its picture side by side: the picture is waited for, whole, on its own.
  const stored = path.join(workspace.copy, 'data/images/about/phone-photo-e-1.jpg');
  await expect
    .poll(() =>
      sharp(stored)
        .metadata()
        .then(({ width, height, orientation }) => [width, height, orientation ?? 1])
        .catch((error: Error) => error.message),
    )
    .toEqual([3000, 4000, 1]);

  const validation = validate();
  expect(validation.output).toContain('0 problems');
  expect(validation.status).toBe(0);
  // Each version says what changed, as the forms name it (src/content/commit-message.ts). The
  // answers are read as they come (the last one can still be on its way after the files are
  // written, and `validate` holds the event loop): waited for, not taken at once (CI).
  await expect
    .poll(() => commitMessages)
    .toEqual([
      'Services: Customs & clearance changed',
      'Hubs: LGG — Liège changed',
      `About: ${fieldOf('about.yaml', 'image')!.words.label} changed`,
    ]);

  // That a build shows what the editor writes is the edited-content project's (a copy edited
  // through the editor's own file formats, built and browsed), as is that a build draws a
  // phone's sideways photo upright.
  rmSync(stored);
  rmSync(photo);
  restore({ 'data/services.yaml': services, 'data/hubs.yaml': hubs, 'data/about.yaml': about });
});

test('the form refuses a hub code in lower case, an empty title and an empty Dutch interface text, saying why; the files are untouched', async ({
  page,
}) => {
  const [hubs, services] = [fileText('data/hubs.yaml'), fileText('data/services.yaml')];
  const dutchTexts = fileText('locales/nl/services.json');
  await openForm(page, 'hubs', 'hubs', 'Hubs');
  const maastricht = await openEntry(page, 'MST — Maastricht');
  await maastricht.getByLabel('Code').fill('mst');
  await publish(page);
  await expect(
    page.getByText(
      "Code didn't match the pattern: Expected a three-letter airport code in capitals, such as AMS.",
    ),
  ).toBeVisible();

  await openForm(page, 'services', 'services', 'Services');
  const lastMile = await openEntry(page, 'Logistics & last mile');
  await group(lastMile, 'Title').getByLabel('English').fill('');
  await publish(page);
  await expect(page.getByText('English is required.')).toBeVisible();

  // Interface texts have no fallback: the build stops on a missing Dutch one.
  await openForm(page, 'texts-services', 'services', 'Texts: Services');
  // The page's heading (the call to action at the bottom has one too, folded).
  await group(wholeForm(page), 'Heading').getByLabel('Nederlands').fill('');
  await publish(page);
  await expect(page.getByText('Nederlands is required.')).toBeVisible();
  expect(fileText('data/hubs.yaml')).toBe(hubs);
  expect(fileText('data/services.yaml')).toBe(services);
  expect(fileText('locales/nl/services.json')).toBe(dutchTexts);
});

test('the interface texts are edited in every language side by side, in one form; a save changes each language’s file in the text’s line alone, and the previews show it', async ({
  page,
}) => {
  const [english, dutch] = [fileText('locales/en/home.json'), fileText('locales/nl/home.json')];
  await openForm(page, 'texts-home', 'home', 'Texts: Home');
  const hero = group(wholeForm(page), 'Hero');
  await unfoldGroup(hero);
  const eyebrow = group(hero, 'Line above the headline');
  const stored = (text: string) => (JSON.parse(text) as { hero: { eyebrow: string } }).hero.eyebrow;
  await expect(eyebrow.getByLabel('English')).toHaveValue(stored(english));
  await expect(eyebrow.getByLabel('Nederlands')).toHaveValue(stored(dutch));
  await eyebrow.getByLabel('English').fill('Air cargo at Schiphol, day and night');
  await eyebrow.getByLabel('Nederlands').fill('Luchtvracht op Schiphol, dag en nacht');
  await publishWritten(page);
  expect([
    changedLines('locales/en/home.json', english),
    changedLines('locales/nl/home.json', dutch),
  ]).toEqual([
    ['    "eyebrow": "Air cargo at Schiphol, day and night",'],
    ['    "eyebrow": "Luchtvracht op Schiphol, dag en nacht",'],
  ]);
  // The previews draw the texts as the backend now has them, not as the editor was built.
  await openForm(page, 'hubs', 'hubs', 'Hubs');
  const pane = preview(page);
  await pane.getByRole('button', { name: 'English' }).click();
  await expect(pane.getByText('Air cargo at Schiphol, day and night')).toBeVisible();
  await pane.getByRole('button', { name: 'Nederlands' }).click();
  await expect(pane.getByText('Luchtvracht op Schiphol, dag en nacht')).toBeVisible();
  restore({ 'locales/en/home.json': english, 'locales/nl/home.json': dutch });
});

test('what only the whole content check sees is refused in the editor with the validator’s words, and nothing is written', async ({
  page,
}) => {
  const services = fileText('data/services.yaml');
  await openForm(page, 'services', 'services', 'Services');
  const customs = await openEntry(page, 'Customs clearance');
  await (await openAdvanced(customs)).getByLabel('Web address name').fill('import-export');
  await publishRefused(
    page,
    'data/services.yaml',
    services,
    'data/services.yaml, service "import-export": field "slug" must be unique, found "import-export", which the 1st service from the top already has',
  );
});

test('a version of the conditions with its articles out of order is refused in the validator’s words, naming the version; being in force, it may not be changed at all', async ({
  page,
}) => {
  const terms = fileText('data/terms.yaml');
  await openForm(page, 'terms', 'terms', 'Terms');
  await openEntry(page, 'Version in force from 2026-01-01');
  const article = await openEntry(page, '2. Applicability');
  await article.getByRole('spinbutton', { name: 'Article number' }).fill('5');
  await publishRefused(
    page,
    'data/terms.yaml',
    terms,
    'data/terms.yaml, version "2026-01-01": the 2nd article\'s field "number" must be 2, found the number 5 (articles are numbered 1, 2, 3, … in order, without gaps or repeats)',
  );
  await expect(findings(page)).toContainText(
    'data/terms.yaml, version "2026-01-01": this version is in force from 1 January 2026 and cannot be changed',
  );
});

test('a refusal names each field as the form does; a click opens and focuses it, here or in another form, and the panel follows the fixing until it clears', async ({
  page,
}) => {
  const services = fileText('data/services.yaml');
  const highlights = fileText('data/service-highlights.yaml');
  await openForm(page, 'services', 'services', 'Services');
  const customs = await openEntry(page, 'Customs clearance');
  await (await openAdvanced(customs)).getByLabel('Web address name').fill('import-export');
  await publish(page);
  const panel = findings(page);
  await expect(panel).toContainText('Not published: the content check found 2 problems');
  const slugProblem = panel.getByRole('button', {
    name: 'Services › Customs clearance › Advanced › Web address name',
  });
  const linkProblem = panel.getByRole('button', {
    name: 'Service highlights › Clearing & forwarding › Service it links to',
  });
  await expect(slugProblem).toBeVisible();
  await expect(linkProblem).toBeVisible();

  // Folded again, the entry and its Advanced group open at the click, the field focused.
  await foldGroup(group(customs, 'Advanced'));
  await toggleEntry(customs);
  await expect(customs.getByLabel('Web address name')).toBeHidden();
  await slugProblem.click();
  const field = focused(page);
  await expect(field).toHaveValue('import-export');
  await expect(field).toBeVisible();

  // The panel follows the fixing: one problem left (the card's link), then none.
  await field.fill('customs-clearance');
  await expect(panel).toContainText('Not published: the content check found 1 problem');
  await expect(slugProblem).toBeHidden();
  await expect(linkProblem).toBeVisible();
  await field.fill('customs');
  await expect(panel).toBeHidden();

  // A problem in another form leads there inside the page, as the sidebar does: nothing is
  // asked, nothing loads again.
  await customs.getByLabel('Web address name').fill('customs-clearance');
  await publish(page);
  await expect(panel).toContainText('Not published: the content check found 1 problem');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  // The editor's page loads counted: a new load is a new document, with its own time origin.
  let loads = 0;
  page.on('load', () => (loads += 1));
  const loadedAt = await page.evaluate(() => performance.timeOrigin);
  await linkProblem.click();
  await expect(formHeading(page, 'Service highlights')).toBeVisible();
  // The card's link is chosen from the services by title: its field has the focus and shows
  // the service it links to now, as stored.
  await expect(focused(page)).toBeVisible();
  await expect(focusedFieldBox(page, 'Service it links to')).toContainText('Customs clearance');
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
  expect(loads).toBe(0);
  expect(asked).toEqual([]);
  // The typing left in the services' form is kept: back there, Decap offers it, and OK
  // brings it back.
  await page.goBack();
  await expect(formHeading(page, 'Services')).toBeVisible();
  await expect
    .poll(() => asked)
    .toEqual([expect.stringMatching(/^confirm: A local backup was recovered/)]);
  const customsAgain = await openEntry(page, 'Customs clearance');
  await expect((await openAdvanced(customsAgain)).getByLabel('Web address name')).toHaveValue(
    'customs-clearance',
  );
  await expect(linkProblem).toBeVisible();
  expect(fileText('data/services.yaml')).toBe(services);
  expect(fileText('data/service-highlights.yaml')).toBe(highlights);
});

test('a missing Dutch text is published, with the validator’s warning shown', async ({ page }) => {
  const hubs = fileText('data/hubs.yaml');
  await openForm(page, 'hubs', 'hubs', 'Hubs');
  const liege = await openEntry(page, 'LGG — Liège');
  await liege.getByLabel('Nederlands').fill('');
  await publishWritten(page);
  expect(fileText('data/hubs.yaml')).not.toBe(hubs);
  await expect(findings(page)).toContainText('Published, with 1 warning');
  await expect(findings(page)).toContainText(
    'data/hubs.yaml, hub "LGG": field "name" has no Dutch text; Dutch pages show the English one',
  );
  restore({ 'data/hubs.yaml': hubs });
});

test('a new version of the conditions starts on top as a copy of the newest; dated ahead, the preview announces it and it publishes beside the one in force', async ({
  page,
}) => {
  const terms = fileText('data/terms.yaml');
  const [inForce] = parse(terms) as Array<{ effective: string; articles: unknown[] }>;
  await openForm(page, 'terms', 'terms', 'Terms');
  await page.getByRole('button', { name: /^Add version/ }).click();
  // On top, unfolded, its date empty and its articles those of the newest.
  await page.getByLabel('In force from').first().fill('2099-01-01');
  await expect(entrySummaries(page).filter({ hasText: /^9\. Prices$/ })).toHaveCount(2);
  await expect(inPreview(page, 'terms-version')).toContainText('1 January 2099');
  await expect(preview(page).getByRole('note')).toContainText(
    'This version takes effect on 1 January 2099',
  );
  await publishWritten(page);
  const versions = parse(fileText('data/terms.yaml')) as Array<typeof inForce>;
  expect(versions.map((version) => version.effective)).toEqual(['2099-01-01', inForce.effective]);
  expect(versions[0].articles).toEqual(inForce.articles);
  // The version in force is written as it was, comments and all.
  expect(fileText('data/terms.yaml').endsWith(terms.slice(terms.indexOf('- effective:')))).toBe(
    true,
  );
  restore({ 'data/terms.yaml': terms });
});
