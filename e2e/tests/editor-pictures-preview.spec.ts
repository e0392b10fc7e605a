import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  formUrl,
  entrySummaries,
  fieldBox,
  formHeading,
  formNameShownWhole,
  group,
  openEntry,
  aboveCorner,
  cornerBoxes,
  FOOT_BAR_BELOW,
  openForm,
  previewButton,
  roomAboveCorner,
  savedStatus,
  scrollUnderCorner,
  spansFoot,
  toolbarShownWhole,
  wholeForm,
} from '../editor/forms';
import { openPictures, thumbnails, uploadPicture } from '../editor/pictures';
import { preview, previewPane, siteStylesInPreview, topInPreview } from '../editor/preview';
import { findings, publishChanging } from '../editor/publishing';
import { workspace } from '../editor/workspace';
import { expectInReach } from '../editor/reach';
import { fieldOf, fileLabel, modelWord } from '../../src/content/words';
import { editorSuite } from '../editor/suite';
import { expect, test } from '../fixtures';
import { heicPhoto, oversizePhoto, svgDrawing } from '../pictures';

/**
 * Pictures in the editor (logos, a picture refused, one still shown), the preview beside the form, the editor on a tablet and a phone, moving between entries, and lists in plain words.
 * Decap CMS at /admin/ on a copy of the project, its local backend writing the copy's files
 * (../editor/workspace.ts); every step waits for what proves it happened, a message on screen
 * or a file on disk, and Decap's screen is reached through the page objects of e2e/editor/.
 */
const { fileText, restore, pictureFiles } = workspace;

editorSuite();

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
    // The form's name beside the back arrow, whole beside Publish.
    await expect.poll(() => formNameShownWhole(page, 'Hubs')).toBe(true);
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
    // On a phone they are a bar across the screen's foot: no words of the form show in pieces
    // between and beside them; on a tablet, a column in the corner.
    expect(await spansFoot(page, cornerBoxes(page))).toBe(width < FOOT_BAR_BELOW);
  });

// The narrowest phones the editor is made for, and a common one.
for (const width of [320, 360])
  test(`on a ${width} px phone, in Dutch, the toolbar shows the form’s name and whether it is saved, whole; a published form offers no check for a preview it cannot have`, async ({
    browser,
  }) => {
    const own = await browser.newContext({ locale: 'nl-NL', viewport: { width, height: 740 } });
    try {
      const page = await own.newPage();
      // Leaving a form with typing not yet saved asks first: the person says yes.
      page.on('dialog', (dialog) => dialog.accept());
      const name = modelWord(fileLabel('company.yaml'), 'nl');
      await openForm(page, 'company', 'company', name, undefined, 'Inloggen');
      const saved = savedStatus(page);
      // Saved: Decap draws its "Check for Preview" (the local editor has no site to link to),
      // which only asks again; it is not shown.
      await expect(saved).toBeVisible();
      await expect(previewButton(page)).toBeAttached();
      await expect(previewButton(page)).toBeHidden();
      await expect.poll(() => toolbarShownWhole(page)).toEqual([true, true]);
      const brand = modelWord(fieldOf('company.yaml', 'brandName')!.words.label, 'nl');
      await page.getByLabel(brand, { exact: true }).fill('Noordvliet');
      await expect(saved).toHaveCount(0);
      await expect.poll(() => toolbarShownWhole(page)).toEqual([true, true]);
    } finally {
      await own.close();
    }
  });

test('on a phone, a form tapped in the list shows at once at the top, whichever form was shown before', async ({
  browser,
}) => {
  const own = await browser.newContext({
    viewport: { width: 375, height: 760 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await own.newPage();
    await openForm(page, 'company', 'company', 'Company');
    await page.goto(workspace.editorUrl);
    const hubs = fileLabel('hubs.yaml');
    // The list, below the form shown first (the company's, where Decap starts).
    await expect(page.getByRole('link', { name: hubs, exact: true })).toHaveCount(1);
    await page.getByRole('link', { name: hubs, exact: true }).tap();
    await expect(page.getByRole('link', { name: hubs, exact: true })).toHaveCount(2);
    // The card of the form tapped, at the top, the page not scrolled down to where the tap was.
    await expectInReach(page.getByRole('link', { name: hubs, exact: true }).last());
  } finally {
    await own.close();
  }
});

test('on a phone a field focused under the editor’s corner boxes is brought above them, not typed into unseen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openForm(page, 'company', 'company', 'Company');
  const field = page.getByLabel(fieldOf('company.yaml', 'registrationNumber')!.words.label, {
    exact: true,
  });
  // Under the boxes, as a person scrolling the form may leave it before tapping beside them.
  await scrollUnderCorner(page, field);
  expect(await aboveCorner(page, field)).toBeLessThan(0);
  await field.focus();
  await expect.poll(() => aboveCorner(page, field)).toBeGreaterThanOrEqual(0);
});

test('the preview taken off on a phone is back on a wide screen at the next load; one the person took off there stays off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openForm(page, 'company', 'company', 'Company');
  await expect(previewPane(page)).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(formHeading(page, 'Company')).toBeVisible();
  await expect(previewPane(page)).toBeVisible();
  // Taken off by the person on the wide screen: so it stays, load after load.
  await page.getByTitle('Toggle preview').click();
  await expect(previewPane(page)).toBeHidden();
  await page.reload();
  await expect(formHeading(page, 'Company')).toBeVisible();
  await expect(previewPane(page)).toBeHidden();
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
