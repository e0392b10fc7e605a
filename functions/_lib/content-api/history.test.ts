/**
 * @jest-environment node
 */
// A form's earlier versions through the protocol, on both stores: listed newest first with when,
// who and what; one of them read; brought back as a draft (then reviewed and published) or, where
// the site keeps no drafts, published; its pictures back with it; a version the check now
// refuses refused in its words; and no version read that is not one of the form's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COMPANY,
  ann,
  bob,
  caller,
  changed,
  freshRepoEachTest,
  stores,
} from '../../../jest/content-api';
import { fixtureRoot } from '../../../jest/fixture';
import { fieldOf } from '../../../src/content/words';

jest.setTimeout(60_000);

const PARTNERS = 'data/partners.yaml';
const company = { collection: 'company', slug: 'company' };

/** A list file's values: the list itself. */
const listOf = <T = unknown>(values: unknown) => values as T[];

interface Listed {
  version: string;
  at: string;
  by: string;
  message: string;
  changed?: Array<{ words: string[] }>;
  changes?: number;
}

describe.each(stores)('on %s', (_kind, makeRepo) => {
  const current = freshRepoEachTest(makeRepo);
  const straight = () => caller(current().store, { drafts: false, fourEyes: false });
  const drafting = () => caller(current().store, { drafts: true, fourEyes: false });

  /** `person` publishes `file` with `change` made to its values (and `assets`), and it is committed. */
  async function publish(
    person: typeof ann,
    file: string,
    change: (values: Record<string, unknown>) => void,
    assets: Array<{ path: string; content: string }> = [],
  ) {
    const base = current().file(file);
    const slug = path.basename(file, '.yaml');
    const answer = await straight()(person, 'persistEntry', {
      dataFiles: [{ path: file, raw: changed(file, base, change), base, slug }],
      assets,
      options: {},
    });
    expect(answer.status).toBe(200);
    current().commitPublished();
  }

  const historyOf = async (form = company) =>
    (await straight()(ann, 'formHistory', form)).body.versions as Listed[];

  test('lists the form’s versions newest first, reads one, and brings back the one from two publishes ago as a draft that is then published', async () => {
    const original = current().file(COMPANY);
    await publish(ann, COMPANY, (values) => (values.phone = '+31 20 700 0001'));
    await publish(bob, COMPANY, (values) => (values.phone = '+31 20 700 0002'));
    const versions = await historyOf();
    // On GitHub each publish is the person's commit; on the working copy, the developer's.
    const authors = current().github ? [bob.name, ann.name] : ['Developer', 'Developer'];
    expect(versions.slice(0, 2).map(({ by }) => by)).toEqual(authors);
    for (const { at, message } of versions) {
      expect(Number.isNaN(Date.parse(at))).toBe(false);
      expect(message).not.toBe('');
    }
    // What each changed, read from the versions (the form's words), not from their messages;
    // the oldest made the form.
    const phone = fieldOf('company.yaml', 'phone')!.words.label;
    expect(versions.slice(0, 2).map(({ changed, changes }) => ({ changed, changes }))).toEqual([
      { changed: [{ words: [phone] }], changes: 1 },
      { changed: [{ words: [phone] }], changes: 1 },
    ]);
    expect(versions.at(-1)).toMatchObject({ changed: [], changes: 0 });
    const twoAgo = versions[2];
    const read = await straight()(ann, 'formVersion', { ...company, version: twoAgo.version });
    expect(read.body).toEqual({ path: COMPANY, data: original, now: current().file(COMPANY) });

    const call = drafting();
    const restored = await call(ann, 'restoreVersion', { ...company, version: twoAgo.version });
    expect(restored.status).toBe(200);
    expect(restored.body.message).toContain('brought back as it was on');
    // A draft: the site stays as it is until it is looked over and published.
    expect(current().file(COMPANY)).toContain('+31 20 700 0002');
    const draft = await call(ann, 'unpublishedEntryDataFile', { ...company, path: COMPANY });
    expect(draft.body.data).toBe(original);
    expect(
      (
        await call(bob, 'updateUnpublishedEntryStatus', {
          ...company,
          newStatus: 'pending_publish',
        })
      ).status,
    ).toBe(200);
    expect((await call(bob, 'publishUnpublishedEntry', company)).status).toBe(200);
    expect(current().file(COMPANY)).toBe(original);
  });

  test('where the site keeps no drafts, publishes the version at once', async () => {
    const original = current().file(COMPANY);
    await publish(ann, COMPANY, (values) => (values.phone = '+31 20 700 0003'));
    const [, before] = await historyOf();
    const restored = await straight()(bob, 'restoreVersion', {
      ...company,
      version: before.version,
    });
    expect(restored.status).toBe(200);
    expect(current().file(COMPANY)).toBe(original);
  });

  test('brings back the pictures the version names that the site no longer has', async () => {
    const logo = 'data/images/partners/polder-pharma.png';
    const bytes = readFileSync(path.join(fixtureRoot, 'data/images/partners/aerolinea-polar.png'));
    await publish(
      ann,
      PARTNERS,
      (values) =>
        listOf(values).push({ name: 'Polder Pharma', logo: './images/partners/polder-pharma.png' }),
      [{ path: logo, content: bytes.toString('base64') }],
    );
    await publish(ann, PARTNERS, (values) => listOf(values).pop());
    expect((await straight()(ann, 'deleteFiles', { paths: [logo] })).status).toBe(200);
    current().commitPublished();
    expect(current().file(PARTNERS)).not.toContain('Polder Pharma');

    const [, withLogo] = await historyOf({ collection: 'partners', slug: 'partners' });
    const restored = await straight()(ann, 'restoreVersion', {
      collection: 'partners',
      slug: 'partners',
      version: withLogo.version,
    });
    expect(restored.status).toBe(200);
    expect(current().file(PARTNERS)).toContain('Polder Pharma');
    const read = await current().store.at((await current().store.head('main'))!);
    expect(Buffer.from((await read.read(logo))!)).toEqual(bytes);
  });

  test('refuses, in the check’s words, a version the site can no longer take, and writes nothing', async () => {
    // The services' customs card renamed, and the home page's card that links to it with it.
    const services = 'data/services.yaml';
    const highlights = 'data/service-highlights.yaml';
    const texts = [services, highlights].map((file) => current().file(file));
    const renamed = [
      changed(services, texts[0], (values) => {
        listOf<{ slug: string }>(values).find(({ slug }) => slug === 'customs')!.slug =
          'customs-clearance';
      }),
      changed(highlights, texts[1], (values) => {
        listOf<{ service: string }>(values).find(({ service }) => service === 'customs')!.service =
          'customs-clearance';
      }),
    ];
    const answer = await straight()(ann, 'persistEntry', {
      dataFiles: [
        { path: services, raw: renamed[0], base: texts[0], slug: 'services' },
        { path: highlights, raw: renamed[1], base: texts[1], slug: 'service-highlights' },
      ],
      assets: [],
      options: {},
    });
    expect(answer.status).toBe(200);
    current().commitPublished();

    const form = { collection: 'service-highlights', slug: 'service-highlights' };
    const [, linkingCustoms] = await historyOf(form);
    const refused = await straight()(ann, 'restoreVersion', {
      ...form,
      version: linkingCustoms.version,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/^The content check found/);
    expect(JSON.stringify(refused.body.problems)).toContain('customs');
    expect(current().file(highlights)).toBe(renamed[1]);
  });

  test('reads no version that is not one of the form’s: another form’s, a draft’s, made up, not text', async () => {
    const call = drafting();
    await publish(ann, PARTNERS, (values) => listOf(values).pop());
    const [partnersVersion] = await historyOf({ collection: 'partners', slug: 'partners' });
    const base = current().file(COMPANY);
    await call(ann, 'persistEntry', {
      dataFiles: [
        {
          path: COMPANY,
          raw: changed(COMPANY, base, (v) => (v.phone = '+31 20 700 0009')),
          base,
          slug: 'company',
        },
      ],
      assets: [],
      options: { useWorkflow: true, collectionName: 'company', status: 'draft' },
    });
    const draftVersion = await current().store.head('cms/company/company');
    for (const version of [partnersVersion.version, draftVersion, 'f'.repeat(40), 'HEAD~1']) {
      for (const action of ['formVersion', 'restoreVersion']) {
        const answer = await call(ann, action, { ...company, version });
        expect(answer.status).toBe(404);
        expect(answer.body.error).toBe(
          'That is not one of the earlier versions of Company: open its history again.',
        );
      }
    }
    // A version that is not even text is not understood, by the action's declared parameters.
    for (const action of ['formVersion', 'restoreVersion'])
      expect((await call(ann, action, { ...company, version: { id: 1 } })).status).toBe(400);
  });

  test('says in words when GitHub fails while it reads the history, and a retry brings the version back once', async () => {
    const github = current().github;
    if (!github) return; // The working copy's history is local Git's: nothing between to fail.
    const original = current().file(COMPANY);
    await publish(ann, COMPANY, (values) => (values.phone = '+31 20 700 0005'));
    const [, before] = await historyOf();
    github.fail((method, path) => method === 'GET' && path.endsWith('/commits'), 502, 1);
    const failed = await straight()(ann, 'restoreVersion', { ...company, version: before.version });
    expect(failed.status).toBe(503);
    expect(failed.body.error).toMatch(/did not answer in time\. Try again/);
    expect(current().file(COMPANY)).toContain('+31 20 700 0005');
    const head = github.git('rev-parse', 'main');
    const retried = await straight()(ann, 'restoreVersion', {
      ...company,
      version: before.version,
    });
    expect(retried.status).toBe(200);
    expect(current().file(COMPANY)).toBe(original);
    expect(github.git('rev-parse', 'main^')).toBe(head);
  });

  test('is an editor’s to bring back, and a publisher’s too where the site keeps no drafts', async () => {
    await publish(ann, COMPANY, (values) => (values.phone = '+31 20 700 0004'));
    const [, before] = await historyOf();
    const roles = { editor: [ann.email], translator: [bob.email] };
    const call = caller(current().store, { drafts: false, fourEyes: false, roles });
    const translator = await call(bob, 'restoreVersion', { ...company, version: before.version });
    expect(translator.status).toBe(403);
    const editor = await call(ann, 'restoreVersion', { ...company, version: before.version });
    expect(editor.status).toBe(403);
    expect(editor.body.error).toMatch(/^Publishing is for a publisher/);
  });
});
