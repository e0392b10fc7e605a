/**
 * @jest-environment node
 */
// A save through the protocol, published at once (drafts off), on a real git repository.
import { type Repo, ann, bob, caller, changed, stores } from '../../../jest/content-api';
import { MAX_REQUEST_BYTES, answerProtocol } from './protocol';

// Real git behind each store, and GitHub's stand-in over HTTP: seconds on two busy cores.
jest.setTimeout(30_000);

const COMPANY = 'data/company.yaml';
const settings = { drafts: false, fourEyes: false };

describe.each(stores)('on %s', (_kind, makeRepo) => {
  let repo: Repo;
  let call: ReturnType<typeof caller>;
  beforeEach(async () => {
    repo = await makeRepo();
    call = caller(repo.store, settings);
  });
  afterEach(async () => {
    // Every call GitHub's stand-in answered was within the App's token's permissions.
    expect(repo.github?.refused ?? []).toEqual([]);
    await repo.remove();
  });

  const loaded = async () => {
    const { body } = await call(ann, 'getEntry', { path: COMPANY });
    return body.data as string;
  };

  const persist = (
    person = ann,
    dataFiles: Array<Record<string, unknown>>,
    assets: unknown[] = [],
  ) => call(person, 'persistEntry', { dataFiles, assets, options: { commitMessage: 'ignored' } });

  test('a file is read as the published line holds it, and a Publish writes it there', async () => {
    const base = await loaded();
    expect(base).toBe(repo.file(COMPANY));
    const raw = changed(COMPANY, base, (values) => (values.phone = '+31 20 765 4321'));
    const { status, body } = await persist(ann, [{ path: COMPANY, raw, base, slug: 'company' }]);
    expect(status).toBe(200);
    expect(repo.file(COMPANY)).toBe(raw);
    expect(body.mergedMeanwhile).toEqual([]);
  });

  test('two people change different values of one file: the second save keeps the first one’s change', async () => {
    const base = await loaded();
    const first = changed(COMPANY, base, (values) => (values.phone = '+31 20 765 4321'));
    const second = changed(
      COMPANY,
      base,
      (values) => (values.email = 'desk@noordvliet-cargo.example'),
    );
    await persist(ann, [{ path: COMPANY, raw: first, base }]);
    const { status, body } = await persist(bob, [{ path: COMPANY, raw: second, base }]);
    expect(status).toBe(200);
    expect(body.mergedMeanwhile).toEqual([COMPANY]);
    const now = repo.file(COMPANY);
    expect(now).toContain('+31 20 765 4321');
    expect(now).toContain('desk@noordvliet-cargo.example');
  });

  test('two people change the same value: the second is refused with the clash and a proposal; nothing is written', async () => {
    const base = await loaded();
    const first = changed(COMPANY, base, (values) => (values.phone = '+31 20 765 4321'));
    const second = changed(COMPANY, base, (values) => (values.phone = '+31 20 111 2222'));
    await persist(ann, [{ path: COMPANY, raw: first, base }]);
    const { status, body } = await persist(bob, [{ path: COMPANY, raw: second, base }]);
    expect(status).toBe(409);
    expect(repo.file(COMPANY)).toBe(first);
    const [clash] = body.clashes as Array<{
      path: string;
      now: string;
      proposal: string;
      clashes: Array<{ message: string }>;
    }>;
    expect(clash.path).toBe(COMPANY);
    expect(clash.now).toBe(first);
    expect(clash.proposal).toContain('+31 20 111 2222');
    expect(clash.clashes[0].message).toContain('“+31 20 765 4321”');
  });

  test('content the check refuses is refused in the check’s words, and nothing is written', async () => {
    const base = await loaded();
    const raw = changed(COMPANY, base, (values) => (values.registrationNumber = '12'));
    const { status, body } = await persist(ann, [{ path: COMPANY, raw, base }]);
    expect(status).toBe(422);
    expect((body.problems as unknown[]).length).toBeGreaterThan(0);
    expect(repo.file(COMPANY)).toBe(base);
  });

  test.each([
    'package.json',
    'gatsby-config.ts',
    'data/../gatsby-config.ts',
    'data/company.yml',
    'DATA/company.yaml',
    'data/images/../../static/favicon.svg',
    '.git/config',
    'locales/en/../../functions/api/x.ts',
  ])('a path outside the content model (%s) is neither read nor written', async (path) => {
    const read = await call(ann, 'getEntry', { path });
    expect(read.status).toBe(403);
    const write = await persist(ann, [{ path, raw: 'x' }]);
    expect(write.status).toBe(403);
    expect(repo.file(COMPANY)).toBe(await loaded());
  });

  test('a picture that is no picture is refused; nothing is written', async () => {
    const base = await loaded();
    const { status } = await persist(
      ann,
      [{ path: COMPANY, raw: base, base }],
      [
        {
          path: 'data/images/about/not-a-photo.jpg',
          content: Buffer.from('<?php echo 1;').toString('base64'),
          encoding: 'base64',
        },
      ],
    );
    expect(status).toBe(422);
    const { body } = await call(ann, 'getMedia', { mediaFolder: 'data/images/about' });
    expect((body as unknown as Array<{ path: string }>).map(({ path }) => path)).not.toContain(
      'data/images/about/not-a-photo.jpg',
    );
  });

  test('a body larger than the limit is refused unread, declared or not', async () => {
    const declared = new Request('http://localhost/api/v1', {
      method: 'POST',
      headers: { 'Content-Length': String(MAX_REQUEST_BYTES + 1) },
      body: 'x',
    });
    const context = { store: repo.store, person: ann, settings, now: new Date() };
    expect((await answerProtocol(declared, context)).status).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = new Request('http://localhost/api/v1', {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect((await answerProtocol(streamed, context)).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(MAX_REQUEST_BYTES / (1024 * 1024) + 2);
  });

  test('drafts are refused where the site publishes at once, and an unknown action is refused', async () => {
    expect((await call(ann, 'unpublishedEntries')).status).toBe(403);
    expect((await call(ann, 'gitBlob', { sha: 'a'.repeat(40) })).status).toBe(422);
    expect((await call(ann, 'constructor')).status).toBe(422);
    expect((await call(ann, '__proto__')).status).toBe(422);
  });
  describe('a save’s id: a retry of a save that landed answers as the first did', () => {
    const SAVE = 'a-save-of-the-phone-0001';
    const phone = (base: string, number: string) =>
      changed(COMPANY, base, (values) => (values.phone = number));
    const saveWithId = (
      person: typeof ann,
      raw: string,
      base: string,
      save?: { id: string; retry: boolean },
    ) =>
      call(person, 'persistEntry', {
        dataFiles: [{ path: COMPANY, raw, base, slug: 'company' }],
        options: {},
        ...(save && { save }),
      });

    test('its answer lost, and someone else changing the same value since: the retry writes nothing, answering from the version it wrote', async () => {
      const base = await loaded();
      const mine = phone(base, '+31 20 765 4321');
      const first = await saveWithId(ann, mine, base, { id: SAVE, retry: false });
      expect(first.status).toBe(200);
      // Bob, who loaded the form after Ann's save, changes the same value.
      const bobs = phone(mine, '+31 20 111 2222');
      expect((await saveWithId(bob, bobs, mine)).status).toBe(200);
      const now = repo.file(COMPANY);
      // Ann's page never got the answer: it sends the same change again, as a retry.
      const again = await saveWithId(ann, mine, base, { id: SAVE, retry: true });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(repo.file(COMPANY)).toBe(now);
      // Without the id, or with another, the same call is a new save: it clashes with Bob's.
      expect((await saveWithId(ann, mine, base)).status).toBe(409);
      expect(
        (await saveWithId(ann, mine, base, { id: 'a-save-never-made-0002', retry: true })).status,
      ).toBe(409);
      expect(repo.file(COMPANY)).toBe(now);
    });

    test('a retry of a save that did not land is written, once', async () => {
      const base = await loaded();
      const mine = phone(base, '+31 20 765 4321');
      const answer = await saveWithId(ann, mine, base, { id: SAVE, retry: true });
      expect(answer.status).toBe(200);
      expect(repo.file(COMPANY)).toBe(mine);
      const again = await saveWithId(ann, mine, base, { id: SAVE, retry: true });
      expect(again.body).toEqual(answer.body);
    });

    test('an id that could break a line of the message is refused before anything is read', async () => {
      const base = await loaded();
      for (const id of ['short', 'a-save\nContent-API-Record: x', 'x'.repeat(65)]) {
        const answer = await saveWithId(ann, phone(base, '+31 20 765 4321'), base, {
          id,
          retry: false,
        });
        expect(answer.status).toBe(400);
      }
      expect(repo.file(COMPANY)).toBe(base);
    });
  });
});
