import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { ensurePortFree, freePort } from '../../scripts/lib/ports';
import { fieldOf } from '../../src/content/words';
import { storedBackup } from '../editor/backups';
import {
  formUrl,
  addEntry,
  entrySummaries,
  fieldBox,
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
  roomAboveCorner,
  wholeForm,
} from '../editor/forms';
import { openPictures, thumbnails, uploadPicture } from '../editor/pictures';
import {
  inPreview,
  preview,
  previewPane,
  siteStylesInPreview,
  topInPreview,
} from '../editor/preview';
import {
  addNote,
  findings,
  keepNotices,
  openNotes,
  publish,
  publishChanging,
  publishDraftTaken,
  publishRefused,
  publishWritten,
  saveDraft,
  setStatus,
} from '../editor/publishing';
import { withSecondEditor } from '../editor/second-editor';
import { workspace } from '../editor/workspace';
import { expect, test } from '../fixtures';
import { heicPhoto, oversizePhoto, phonePhoto, svgDrawing } from '../pictures';

/**
 * The content editor as an editor uses it: Decap CMS at /admin/ on a copy of the project,
 * its local backend writing the copy's files, with the editor's own security policy
 * (./editor/workspace.ts). Every step waits for what proves it happened: a message on screen,
 * a file on disk. Decap's screen is reached through the page objects of e2e/editor/, by
 * what a person does there.
 */
const { fileText, restore, changedLines, pictureFiles, validate, editorConfig } = workspace;

// Each publish runs the whole content check in the page (every file and picture read through
// the backend): on two busy cores a test with three of them needs more than the suite's 30 s.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/**
 * The editor's sign-in, kept by the browser (its local backend asks only for a click): made
 * once, then every test's browser starts signed in, as an editor's does after the first day.
 */
test.use({ actionTimeout: 10_000, storageState: workspace.signedIn });

test.beforeAll(async ({ browser }) => {
  // A copy of the project, the editor's bundles made in it, its backend started, a sign-in:
  // 19 s alone on the 2-core machine, past the default 30 s beside the nginx project.
  test.setTimeout(90_000);
  await workspace.start(browser, (page) => openForm(page, 'company', 'company', 'Company'));
});

test.afterAll(() => workspace.close());

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
  // Each version says what changed, as the forms name it (src/content/commit-message.ts).
  expect(commitMessages).toEqual([
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

test('every partner logo shows its own picture in the form', async ({ page }) => {
  const partners = parse(fileText('data/partners.yaml')) as Array<{ name: string }>;
  await openForm(page, 'partners', 'partners', 'Partners');
  for (const { name } of partners) await openEntry(page, name);
  // The form's pictures (the preview's are in its frame): the image fields' thumbnails.
  const pictures = thumbnails(page);
  await expect(pictures).toHaveCount(partners.length);
  // Each thumbnail's pixels: how many are not transparent, and a fingerprint of them.
  const pixels = () =>
    pictures.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => {
        if (!image.complete || image.naturalWidth === 0) return { drawn: 0, print: '' };
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let [drawn, print] = [0, 0];
        for (let at = 0; at < data.length; at += 4) {
          if (data[at + 3] > 0) drawn += 1;
          print = (print * 31 + data[at] + data[at + 1] * 7 + data[at + 2] * 13) % 1_000_000_007;
        }
        return { drawn, print: `${canvas.width}x${canvas.height}:${print}` };
      }),
    );
  await expect
    .poll(async () => (await pixels()).every(({ drawn }) => drawn > 1000), { timeout: 15_000 })
    .toBe(true);
  const prints = (await pixels()).map(({ print }) => print);
  expect(new Set(prints).size).toBe(partners.length);
});

test('a picture the build cannot use is refused when chosen, saying why; nothing is uploaded', async ({
  page,
}) => {
  const before = pictureFiles('about');
  await openForm(page, 'about', 'about', 'About');
  await openPictures(page);
  const refusals: Array<[string, Buffer, string]> = [
    [
      'IMG_0042.HEIC',
      heicPhoto(),
      '"IMG_0042.HEIC" is in HEIC (the format of iPhone photos) format, which the site cannot use: save it as JPEG, PNG, WebP or AVIF',
    ],
    [
      'logo.svg',
      svgDrawing(),
      '"logo.svg" is an SVG drawing, and the site makes its picture sizes from photos and pictures in JPEG, PNG, WebP or AVIF: export it as PNG',
    ],
    ['huge.jpg', oversizePhoto(), '"huge.jpg" is 11.0 MB, more than the 10 MB a picture may have'],
  ];
  for (const [name, buffer, message] of refusals) {
    // From a file on disk, as a person chooses it: the browser reads it where it is. (Handed
    // over as a buffer, the 11 MB photo crossed to the browser in more than the 10 s an
    // action gets on a busy machine.)
    const file = path.join(workspace.copy, name);
    writeFileSync(file, buffer);
    await uploadPicture(page, file);
    await expect(findings(page)).toContainText('Not uploaded');
    await expect(findings(page)).toContainText(message);
  }
  await expect(page.getByText('Draft', { exact: true })).toHaveCount(0);
  expect(pictureFiles('about')).toEqual(before);
});

test('a picture the site still shows cannot be deleted in the media library; the file stays', async ({
  page,
}) => {
  const [picture] = pictureFiles('about');
  await openForm(page, 'about', 'about', 'About');
  await openPictures(page);
  await page.getByText(picture, { exact: true }).click();
  // Decap asks "Are you sure…?" first.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(findings(page)).toContainText('Not deleted: the content check found 1 problem');
  await expect(findings(page)).toContainText(
    `data/about.yaml: field "image" must be the path of a picture in data/images/about/, such as ./images/about/photo.jpg, found "./images/about/${picture}", which does not exist`,
  );
  expect(pictureFiles('about')).toEqual([picture]);
});

test('the preview shows the page with the site’s own components, following the form in English and in Dutch', async ({
  page,
}) => {
  const heading = (language: string) =>
    (JSON.parse(fileText(`locales/${language}/services.json`)) as { heading: string }).heading;
  await openForm(page, 'services', 'services', 'Services');
  const pane = preview(page);
  // The services page as the site draws it, with its own heading.
  await pane.getByRole('button', { name: 'English' }).click();
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(heading('en'));
  const customs = await openEntry(page, 'Customs clearance');
  await group(customs, 'Title').getByLabel('English').fill('Customs, day and night');
  await expect(pane.getByRole('heading', { name: 'Customs, day and night' })).toBeVisible();
  await pane.getByRole('button', { name: 'Nederlands' }).click();
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(heading('nl'));
  await group(customs, 'Title').getByLabel('Nederlands').fill('Douane, dag en nacht');
  await expect(pane.getByRole('heading', { name: 'Douane, dag en nacht' })).toBeVisible();
  // The site's theme reached the frame: its styles are Emotion's, in the frame's head.
  await expect(siteStylesInPreview(page).first()).toBeAttached();

  // The home page's sections preview as the home page, with the stored content around them.
  await openForm(page, 'hubs', 'hubs', 'Hubs');
  const liege = await openEntry(page, 'LGG — Liège');
  await liege.getByLabel('Nederlands').fill('Luik (voorbeeld)');
  await expect(preview(page).getByText('Luik (voorbeeld)').first()).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();
});

/** The part of two boxes that overlaps, in square pixels. */
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
type Box = { x: number; y: number; width: number; height: number };

test('the preview scrolls to the entry being edited, and nothing of the editor covers the page', async ({
  page,
}) => {
  await openForm(page, 'services', 'services', 'Services');
  const cold = await openEntry(page, 'Cold storage');
  await group(cold, 'Title').getByLabel('English').focus();
  // The card's top lands below the page's sticky header (about 80 px), as its own links do.
  await expect.poll(() => topInPreview(page, 'cargo-cold')).toBeLessThan(120);
  expect(await topInPreview(page, 'cargo-cold')).toBeGreaterThanOrEqual(0);

  // The conditions: the preview shows the version on top, its articles from their contents.
  await openForm(page, 'terms', 'terms', 'Terms');
  await openEntry(page, 'Version in force from 2026-01-01');
  const article = await openEntry(page, '9. Prices');
  await article.getByLabel('Article title').focus();
  await expect.poll(() => topInPreview(page, 'contents-heading')).toBeLessThan(120);

  // Decap's buttons (the eye among them) stay off the previewed page.
  const pane = (await previewPane(page).boundingBox())!;
  for (const button of await page.getByRole('button').all()) {
    const box = (await button.isVisible()) ? await button.boundingBox() : null;
    if (box) expect(overlap(box, pane)).toBe(0);
  }
});

test('a field focused while the preview is still reading the stored files is scrolled to once the page is drawn', async ({
  page,
}) => {
  // The interface texts' folders are held back until the field has the focus.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1', async (route) => {
    if (/"entriesByFolder"[^]*"locales\//.test(route.request().postData() ?? '')) await held;
    await route.continue();
  });
  await openForm(page, 'services', 'services', 'Services');
  await expect(preview(page).getByText('Loading the page…')).toBeVisible();
  const cold = await openEntry(page, 'Cold storage');
  await group(cold, 'Title').getByLabel('English').focus();
  release();
  await expect.poll(() => topInPreview(page, 'cargo-cold')).toBeLessThan(120);
  expect(await topInPreview(page, 'cargo-cold')).toBeGreaterThanOrEqual(0);
});

for (const { width, height } of [
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
])
  test(`at ${width} px the editor fits the screen: Publish in reach, the preview ${width < 800 ? 'behind its button' : 'beside the form'}, and a change is published`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const hubs = fileText('data/hubs.yaml');
    await openForm(page, 'hubs', 'hubs', 'Hubs');
    const liege = await openEntry(page, 'LGG — Liège');
    await liege.getByLabel('Nederlands').fill('Luik (telefoon)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
    const box = (await publishButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const frame = previewPane(page);
    if (width < 800) {
      await expect(frame).toBeHidden();
      await page.getByTitle('Toggle preview').click();
      await expect(frame).toBeVisible();
      await expect(liege).toBeHidden();
      expect((await frame.boundingBox())!.width).toBeGreaterThan(width - 20);
      await preview(page).getByRole('button', { name: 'Nederlands' }).click();
      await expect(preview(page).getByText('Luik (telefoon)').first()).toBeVisible();
      await page.getByTitle('Toggle preview').click();
      await expect(liege).toBeVisible();
    } else {
      await expect(frame).toBeVisible();
      await preview(page).getByRole('button', { name: 'Nederlands' }).click();
      await expect(preview(page).getByText('Luik (telefoon)').first()).toBeVisible();
    }
    await publishChanging(page, 'data/hubs.yaml', hubs, [
      '  name: { en: "Liège", nl: "Luik (telefoon)" }',
    ]);
    restore({ 'data/hubs.yaml': hubs });
    // The editor's own boxes in the bottom-left corner (the language's switch at least) lie
    // over the form: its end scrolls out from under them.
    await openForm(page, 'company', 'company', 'Company');
    expect(await roomAboveCorner(page)).toBeGreaterThanOrEqual(0);
  });

test('moving from entry to entry by address, Back and Forward always shows the entry’s values', async ({
  page,
}) => {
  const about = parse(fileText('data/about.yaml')) as { subtitle: { en: string } };
  const company = parse(fileText('data/company.yaml')) as { brandName: string };
  const aboutShown = async () => {
    await expect(formHeading(page, 'About')).toBeVisible();
    await expect(
      group(wholeForm(page), 'Introduction under the title').getByLabel('English'),
    ).toHaveValue(about.subtitle.en);
  };
  const companyShown = async () => {
    await expect(formHeading(page, 'Company')).toBeVisible();
    await expect(page.getByLabel('Brand name')).toHaveValue(company.brandName);
  };
  await openForm(page, 'about', 'about', 'About');
  await aboutShown();
  await page.goto(formUrl('company', 'company'));
  await companyShown();
  await page.goBack();
  await aboutShown();
  await page.goForward();
  await companyShown();
});

test('lists speak plainly: services by title, hubs by code and name, countries chosen by name, a card’s service chosen by its title', async ({
  page,
}) => {
  const summaries = () => entrySummaries(page).allTextContents();
  await openForm(page, 'services', 'services', 'Services');
  const services = parse(fileText('data/services.yaml')) as Array<{
    slug: string;
    title: { en: string };
  }>;
  // Each service under its title (its features, folded inside it, under their own texts).
  await expect
    .poll(summaries)
    .toEqual(expect.arrayContaining(services.map((service) => service.title.en)));
  for (const { slug } of services) expect(await summaries()).not.toContain(slug);

  await openForm(page, 'hubs', 'hubs', 'Hubs');
  const hubs = parse(fileText('data/hubs.yaml')) as Array<{ code: string; name: { en: string } }>;
  await expect.poll(summaries).toEqual(hubs.map((hub) => `${hub.code} — ${hub.name.en}`));

  await openForm(page, 'company', 'company', 'Company');
  const countries = fieldBox(page, 'Countries served');
  await expect(countries.getByText('Netherlands', { exact: true })).toBeVisible();
  await expect(countries.getByText('Belgium', { exact: true })).toBeVisible();
  await expect(countries.getByText('NL', { exact: true })).toHaveCount(0);

  // A home page card links to a service chosen by its title; the file gets its web address name.
  const highlights = fileText('data/service-highlights.yaml');
  await openForm(page, 'service-highlights', 'service-highlights', 'Service highlights');
  const card = await openEntry(page, 'Clearing & forwarding');
  const link = fieldBox(card, 'Service it links to');
  await expect(link).toContainText('Customs clearance');
  await link.getByRole('combobox').click();
  const titles = services.map((service) => service.title.en);
  await expect(page.getByRole('option')).toHaveCount(titles.length);
  expect((await page.getByRole('option').allTextContents()).sort()).toEqual(titles.sort());
  await page.getByRole('option', { name: 'Logistics & last mile' }).click();
  await publishChanging(page, 'data/service-highlights.yaml', highlights, [
    `  service: ${services.find((service) => service.title.en === 'Logistics & last mile')!.slug}`,
  ]);
  restore({ 'data/service-highlights.yaml': highlights });
});

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
const whyLabel = fieldOf('about.yaml', 'whyChooseUs')!.words.label;
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
  const added = await addEntry(page, whyLabel);
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
