/**
 * @jest-environment node
 */
// Drafts through the protocol on a real git repository: review binds to a version, four eyes
// by stable identity, the published version names who wrote and who approved it, and the
// scheduled run publishes exactly what was approved, at its time, once.
import { type Repo, ann, bob, caller, changed, stores } from '../../../jest/content-api';
import { answerProtocol } from './protocol';
import { publishDue } from './schedule';
import { MAX_AHEAD_MS } from './workflow';
import { type Author, type LineMove, StoreUnavailable, type Store } from './store';

// Real git behind each store, and GitHub's stand-in over HTTP: seconds on two busy cores.
jest.setTimeout(30_000);

const COMPANY = 'data/company.yaml';
const FORM = { collection: 'company', slug: 'company' };
const LINE = 'cms/company/company';
const cas: Author = { id: 'sub-cas', name: 'Cas Visser', email: 'cas@example.com' };

describe.each(stores)('on %s', (_kind, makeRepo) => {
  let repo: Repo;
  let call: ReturnType<typeof caller>;
  let writes: Array<{ line: string; move: LineMove }>;
  /** Set by a test: the store fails before the n-th write from now, or before a removal. */
  let failWrite: number | undefined;
  let failRemove = false;

  /** The repository's store, with every write seen and faults injected where a test asks. */
  function watched(store: Store): Store {
    return {
      ...store,
      publishedLine: store.publishedLine,
      async write(line, move) {
        if (failWrite !== undefined && --failWrite === 0) throw new StoreUnavailable('injected');
        const version = await store.write(line, move);
        writes.push({ line, move });
        return version;
      },
      async remove(line, at) {
        if (failRemove) throw new StoreUnavailable('injected');
        return store.remove(line, at);
      },
    };
  }

  let store: Store;
  beforeEach(async () => {
    repo = await makeRepo();
    writes = [];
    failWrite = undefined;
    failRemove = false;
    store = watched(repo.store);
    call = caller(store, { drafts: true, fourEyes: true });
  });
  afterEach(async () => {
    // Every call GitHub's stand-in answered was within the App's token's permissions.
    expect(repo.github?.refused ?? []).toEqual([]);
    await repo.remove();
  });

  const published = () => repo.file(COMPANY);

  async function draftText(person = ann) {
    const { body, status } = await call(person, 'unpublishedEntryDataFile', {
      ...FORM,
      path: COMPANY,
    });
    return status === 200 ? (body.data as string) : undefined;
  }

  /** `person` saves the company's form as a draft with `change`, from the text they loaded. */
  async function saveDraft(person: Author, change: (values: Record<string, unknown>) => void) {
    const base = (await draftText(person)) ?? published();
    const raw = changed(COMPANY, base, change);
    return call(person, 'persistEntry', {
      dataFiles: [{ path: COMPANY, raw, base, slug: 'company' }],
      assets: [],
      options: { useWorkflow: true, collectionName: 'company', status: 'draft' },
    });
  }

  const ready = (person: Author) =>
    call(person, 'updateUnpublishedEntryStatus', { ...FORM, newStatus: 'pending_publish' });
  const publish = (person: Author) => call(person, 'publishUnpublishedEntry', FORM);
  const state = async () => (await call(ann, 'draftState', FORM)).body;

  test('a draft’s preview is promised only where the host builds one: none by the local server, and none asked of it', async () => {
    expect((await call(ann, 'editorSettings')).body).toEqual({
      drafts: true,
      fourEyes: true,
      previews: false,
    });
    expect((await call(ann, 'getDeployPreview', FORM)).body).toBeNull();
    // A host that builds previews (../gateway/content-endpoint.ts hands its previewOf over).
    const onHost = await answerProtocol(
      new Request('http://localhost/api/v1', {
        method: 'POST',
        body: JSON.stringify({ action: 'editorSettings', params: {} }),
      }),
      {
        store,
        person: ann,
        settings: { drafts: true, fourEyes: false },
        now: new Date(),
        previewOf: async () => ({ state: 'pending' }),
      },
    );
    expect(await onHost.json()).toMatchObject({ drafts: true, previews: true });
  });

  test('a save after Ready takes Ready off and says so; Publish then refuses; set Ready again, it publishes that version', async () => {
    expect((await saveDraft(ann, (v) => (v.phone = '+31 20 765 4321'))).status).toBe(200);
    expect(published()).not.toContain('+31 20 765 4321');
    expect((await ready(bob)).status).toBe(200);
    const again = await saveDraft(ann, (v) => (v.email = 'unreviewed@noordvliet-cargo.example'));
    // Said in every language of the editor: whoever opens the draft next reads it in theirs.
    expect(again.body.notice).toEqual({
      en: expect.stringMatching(/set Ready/),
      nl: expect.stringMatching(/op "Klaar" gezet/),
    });
    expect(await state()).toMatchObject({ status: 'pending_review', ready: null });
    const refused = await publish(bob);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/not Ready/);
    expect(published()).not.toContain('unreviewed@');
    expect((await ready(bob)).status).toBe(200);
    expect((await publish(ann)).status).toBe(200);
    expect(published()).toContain('+31 20 765 4321');
    expect(published()).toContain('unreviewed@noordvliet-cargo.example');
    expect(await store.lines('cms/')).toEqual([]);
  });

  test('a new draft sent as Ready is saved as a draft: Ready is the server’s to give', async () => {
    const base = published();
    const raw = changed(COMPANY, base, (v) => (v.phone = '+31 20 765 4321'));
    await call(ann, 'persistEntry', {
      dataFiles: [{ path: COMPANY, raw, base, slug: 'company' }],
      assets: [],
      options: { useWorkflow: true, collectionName: 'company', status: 'pending_publish' },
    });
    expect(await state()).toMatchObject({ status: 'draft', ready: null });
    expect((await publish(bob)).status).toBe(409);
    expect(published()).toBe(base);
  });

  test('a crafted Publish of a draft still at Draft, or In review, is refused', async () => {
    await saveDraft(ann, (v) => (v.phone = '+31 20 765 4321'));
    expect((await publish(bob)).status).toBe(409);
    await call(bob, 'updateUnpublishedEntryStatus', { ...FORM, newStatus: 'pending_review' });
    expect((await publish(bob)).status).toBe(409);
    expect(published()).not.toContain('+31 20 765 4321');
  });

  test('four eyes: no author of the draft sets it Ready, whatever name or e-mail they now use; the version names its authors and its reviewer', async () => {
    await saveDraft(ann, (v) => (v.phone = '+31 20 765 4321'));
    // Bob changes one word: now both wrote it, and neither may approve.
    await saveDraft(bob, (v) => (v.email = 'desk@noordvliet-cargo.example'));
    expect((await ready(ann)).status).toBe(403);
    expect((await ready({ ...ann, email: 'ANN@example.com', name: 'A. de Vries' })).status).toBe(
      403,
    );
    expect((await ready({ ...bob, email: 'someone-else@example.com' })).status).toBe(403);
    // A person is their id, however they signed in (gateway/developers.test.ts, "11."): the
    // same address under another id is somebody else, and the id is what four eyes compares.
    expect((await ready(cas)).status).toBe(200);
    expect((await publish(ann)).status).toBe(200);
    const { move } = writes.filter(({ line }) => line === 'main').at(-1)!;
    expect(move.info.author.id).toBe(bob.id);
    expect(move.info.message).toContain(`Co-authored-by: ${ann.name} <${ann.email}>`);
    expect(move.info.message).toContain(`Reviewed-by: ${cas.name} <${cas.email}>`);
  });

  test('Ready brings the draft up to date with what was published meanwhile, so the reviewer sees what goes live', async () => {
    await saveDraft(ann, (v) => (v.phone = '+31 20 765 4321'));
    // Published meanwhile, in the same file, another value.
    const site = published();
    const direct = caller(store, { drafts: false, fourEyes: false });
    await direct(cas, 'persistEntry', {
      dataFiles: [
        {
          path: COMPANY,
          raw: changed(COMPANY, site, (v) => (v.email = 'meanwhile@noordvliet-cargo.example')),
          base: site,
        },
      ],
      assets: [],
      options: {},
    });
    expect((await ready(bob)).status).toBe(200);
    const reviewed = await draftText(bob);
    expect(reviewed).toContain('meanwhile@noordvliet-cargo.example');
    expect(reviewed).toContain('+31 20 765 4321');
    expect((await publish(bob)).status).toBe(200);
    expect(published()).toBe(reviewed);
  });

  test('the site changed in the draft’s file after Ready: Publish refuses, in words, and writes nothing', async () => {
    await saveDraft(ann, (v) => (v.phone = '+31 20 765 4321'));
    expect((await ready(bob)).status).toBe(200);
    const site = published();
    const direct = caller(store, { drafts: false, fourEyes: false });
    await direct(cas, 'persistEntry', {
      dataFiles: [
        {
          path: COMPANY,
          raw: changed(COMPANY, site, (v) => (v.email = 'later@noordvliet-cargo.example')),
          base: site,
        },
      ],
      assets: [],
      options: {},
    });
    const after = published();
    const refused = await publish(bob);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/changed in the files this draft changes/);
    expect(published()).toBe(after);
  });

  describe('the scheduled run', () => {
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);

    async function readyAt(minutes: number) {
      await saveDraft(ann, (v) => (v.phone = '+31 20 765 4321'));
      await ready(bob);
      return call(bob, 'setPublishTime', { ...FORM, at: at(minutes).toISOString() });
    }

    test('publishes a Ready draft at its time, not before', async () => {
      expect((await readyAt(30)).status).toBe(200);
      expect(await publishDue(store, at(29))).toMatchObject({ published: [] });
      expect(published()).not.toContain('+31 20 765 4321');
      expect(await publishDue(store, at(31))).toMatchObject({ published: [LINE] });
      expect(published()).toContain('+31 20 765 4321');
    });

    test('a save after the time was set takes the time off: the run publishes nothing', async () => {
      await readyAt(30);
      await saveDraft(ann, (v) => (v.email = 'unreviewed@noordvliet-cargo.example'));
      expect(await state()).toMatchObject({ publishAt: null, ready: null });
      await publishDue(store, at(31));
      expect(published()).not.toContain('unreviewed@');
    });

    test('an author may not set the time with four eyes, and a time is for a Ready draft only', async () => {
      await saveDraft(ann, (v) => (v.phone = '+31 20 765 4321'));
      expect(
        (await call(bob, 'setPublishTime', { ...FORM, at: at(30).toISOString() })).status,
      ).toBe(409);
      await ready(bob);
      expect(
        (await call(ann, 'setPublishTime', { ...FORM, at: at(30).toISOString() })).status,
      ).toBe(403);
      const tooFar = new Date(Date.now() + MAX_AHEAD_MS + 3600_000).toISOString();
      for (const when of [tooFar, at(-5).toISOString()])
        expect((await call(cas, 'setPublishTime', { ...FORM, at: when })).status).toBe(422);
    });

    test('a passing failure keeps the time for the next run; a refusal takes it off with its reason', async () => {
      await readyAt(30);
      failWrite = 1;
      expect(await publishDue(store, at(31))).toMatchObject({ deferred: [LINE], published: [] });
      expect(await state()).toMatchObject({ publishAt: expect.any(String) });
      expect(await publishDue(store, at(32))).toMatchObject({ published: [LINE] });
    });

    test('a run that stopped after publishing, before taking the draft away, is finished by the next without a second version', async () => {
      await readyAt(30);
      failRemove = true;
      expect(await publishDue(store, at(31))).toMatchObject({ deferred: [LINE] });
      expect(published()).toContain('+31 20 765 4321');
      const published1 = writes.filter(({ line }) => line === 'main').length;
      failRemove = false;
      expect(await publishDue(store, at(32))).toMatchObject({ published: [LINE] });
      expect(writes.filter(({ line }) => line === 'main').length).toBe(published1);
      expect(await store.lines('cms/')).toEqual([]);
    });

    test('one draft’s refusal does not stop the others', async () => {
      await readyAt(30);
      // A second form's draft, Ready, due too.
      const home = 'data/stats.yaml';
      const text = repo.file(home);
      await call(ann, 'persistEntry', {
        dataFiles: [
          {
            path: home,
            raw: changed(home, text, () => undefined).replace(/\n$/, '\n\n'),
            base: text,
            slug: 'stats',
          },
        ],
        assets: [],
        options: { useWorkflow: true, collectionName: 'stats', status: 'draft' },
      });
      await call(bob, 'updateUnpublishedEntryStatus', {
        collection: 'stats',
        slug: 'stats',
        newStatus: 'pending_publish',
      });
      await call(bob, 'setPublishTime', {
        collection: 'stats',
        slug: 'stats',
        at: at(30).toISOString(),
      });
      // The company's draft is made unpublishable: the site changes under it.
      const site = published();
      await caller(store, { drafts: false, fourEyes: false })(cas, 'persistEntry', {
        dataFiles: [
          {
            path: COMPANY,
            raw: changed(COMPANY, site, (v) => (v.phone = '+31 20 000 0000')),
            base: site,
          },
        ],
        assets: [],
        options: {},
      });
      const report = await publishDue(store, at(31));
      expect(report.refused.map(({ line }) => line)).toEqual([LINE]);
      expect(report.published).toEqual(['cms/stats/stats']);
      expect(await state()).toMatchObject({
        publishAt: null,
        notice: { en: expect.stringMatching(/changed/), nl: expect.stringMatching(/gewijzigd/) },
      });
    });
  });
});
