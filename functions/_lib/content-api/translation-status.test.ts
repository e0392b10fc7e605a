/**
 * @jest-environment node
 */
// The translations' status through the protocol, on both stores: a publish that changes an
// English text lists its Dutch as out of date (with the English before and after, and since
// when), in the same version as the change; a translator's "still right" takes it off until
// the English changes again; a Dutch text written is up to date. Drafts change the status only
// when they are published.
import {
  COMPANY,
  ann,
  bob,
  caller,
  changed,
  freshRepoEachTest,
  stores,
} from '../../../jest/content-api';
import { translationsFile } from '../../../src/content/translations';

jest.setTimeout(30_000);

const STATUS = translationsFile('nl');
const NOW = new Date('2026-03-12T09:00:00Z');

interface Listed {
  language: string;
  state: string;
  english: string;
  translation: string | null;
  was?: string;
  since?: string;
  place: { file: string; field: string[] };
}

describe.each(stores)('on %s', (_kind, makeRepo) => {
  const current = freshRepoEachTest(makeRepo);

  const listed = async (call: ReturnType<typeof caller>) =>
    (await call(ann, 'translationStatus')).body.texts as Listed[];
  const blurbOf = (texts: Listed[]) =>
    texts.find(({ place }) => place.file === COMPANY && place.field.join('.') === 'blurb');
  /** Publishes the company's blurb with `change` made to it. */
  const publishBlurb = (
    call: ReturnType<typeof caller>,
    change: (blurb: Record<string, string>) => void,
    options: Record<string, unknown> = {},
  ) => {
    const base = current().file(COMPANY);
    const raw = changed(COMPANY, base, (values) => change(values.blurb as Record<string, string>));
    return call(ann, 'persistEntry', {
      dataFiles: [{ path: COMPANY, raw, base, slug: 'company' }],
      assets: [],
      options,
    });
  };

  test('the English changed: its Dutch listed with before, after and since when, in the same version; confirmed, it is off the list until the English changes again', async () => {
    const call = caller(current().store, { drafts: false, fourEyes: false }, () => NOW);
    // A site without a status file takes its translations as up to date.
    expect(blurbOf(await listed(call))).toBeUndefined();
    const was = (await call(ann, 'getEntry', { path: COMPANY })).body.data as string;
    const englishBefore = /^ {2}en: (.*)$/m.exec(was)![1];
    expect(
      (await publishBlurb(call, (blurb) => (blurb.en = 'Air cargo at Schiphol.'))).status,
    ).toBe(200);
    const version = await current().store.head('main');
    const snapshot = await current().store.at(version!);
    expect(snapshot.paths).toContain(STATUS);
    expect(blurbOf(await listed(call))).toMatchObject({
      language: 'nl',
      state: 'outOfDate',
      english: 'Air cargo at Schiphol.',
      was: englishBefore,
      since: NOW.toISOString(),
    });

    const stale = blurbOf(await listed(call))!;
    const confirmed = await call(bob, 'confirmTranslation', {
      language: 'nl',
      english: stale.english,
      translation: stale.translation,
    });
    expect(confirmed.status).toBe(200);
    expect(blurbOf(await listed(call))).toBeUndefined();
    // The next English change lists it again; a Dutch written with it is up to date.
    await publishBlurb(call, (blurb) => (blurb.en = 'Air cargo at Amsterdam Schiphol.'));
    expect(blurbOf(await listed(call))).toMatchObject({
      state: 'outOfDate',
      was: 'Air cargo at Schiphol.',
    });
    await publishBlurb(call, (blurb) => (blurb.nl = 'Luchtvracht op Amsterdam Schiphol.'));
    expect(blurbOf(await listed(call))).toBeUndefined();
  });

  test('a draft changes the status when it is published, not before; a confirmation of a text the site does not have is refused', async () => {
    const call = caller(current().store, { drafts: true, fourEyes: false }, () => NOW);
    await publishBlurb(call, (blurb) => (blurb.en = 'Air cargo at Schiphol.'), {
      useWorkflow: true,
      collectionName: 'company',
    });
    expect(blurbOf(await listed(call))).toBeUndefined();
    const form = { collection: 'company', slug: 'company' };
    await call(bob, 'updateUnpublishedEntryStatus', { ...form, newStatus: 'pending_publish' });
    expect((await call(bob, 'publishUnpublishedEntry', form)).status).toBe(200);
    expect(blurbOf(await listed(call))).toMatchObject({ state: 'outOfDate' });
    const refused = await call(bob, 'confirmTranslation', {
      language: 'nl',
      english: 'No such text',
      translation: 'Geen',
    });
    expect(refused.status).toBe(409);
    expect(
      (await call(bob, 'confirmTranslation', { language: 'en', english: 'x', translation: 'y' }))
        .status,
    ).toBe(400);
  });
});
