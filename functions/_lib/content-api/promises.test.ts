/**
 * @jest-environment node
 */
// The content API's promises under crafted calls (docs/DEPLOYING.md, "What the content API
// guarantees"), through the gateway as every host's entry runs it, signed in through Access,
// over GitHub stood in by a real bare repository: the roles judge reads too; a draft's record
// is the server's, never what GitHub says of it; a malformed call is a 400 in words, never
// GitHub's fault; each action keeps its bound on GitHub's calls; a picture's name stays within
// what every checkout can write; and with drafts on a new picture goes through a draft.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type GatewayWorld, startGatewayWorld } from '../../../stand-ins/gateway-world';
import { type CorpusPicture, pictureCorpus } from '../../../e2e/picture-corpus';
import { actions, budgetOf } from './actions';
import { publishDueOnHost } from '../gateway/content-endpoint';
import { MAX_REQUEST_BYTES } from './protocol';

jest.setTimeout(90_000);

let world: GatewayWorld;
let pictures: CorpusPicture[];
beforeAll(async () => {
  [world, pictures] = await Promise.all([
    startGatewayWorld({ settings: { CMS_DRAFTS: 'on', CMS_FOUR_EYES: 'on' } }),
    pictureCorpus(),
  ]);
}, 60_000);
afterAll(() => world.close());
afterEach(() => expect(world.github.refused).toEqual([]));

const anna = { email: 'anna@cargo.example', name: 'Anna de Vries' };
const bram = { email: 'bram@cargo.example', name: 'Bram Smit' };
const zoe = { email: 'zoe@cargo.example', name: 'Zoë Nowhere' };
const COMPANY = { collection: 'company', slug: 'company' };
const roles = 'editor: anna@cargo.example, zoe-not@cargo.example; publisher: bram@cargo.example';

const refs = () => world.github.git('for-each-ref', '--format=%(refname) %(objectname)');
const company = (branch = 'main') => world.github.show(branch, 'data/company.yaml') ?? '';
const withPhone = (phone: string) => company().replace(/^phone: .*$/m, `phone: '${phone}'`);

/** `person`'s calls of the content API, with the host's settings and `more`. */
async function signedIn(person: typeof anna, more: Record<string, string> = {}) {
  const settings = { ...world.env, ...more };
  const session = await world.signIn(person, settings);
  return async (action: string, params: Record<string, unknown> = {}) => {
    const answer = await world.content(action, params, session, settings);
    const text = await answer.text();
    return { status: answer.status, text, body: JSON.parse(text) as Record<string, unknown> };
  };
}

/** GitHub's calls below the repository from now, besides reading a file's bytes (./meter.ts). */
function counted() {
  const from = world.github.requests.length;
  return () =>
    world.github.requests
      .slice(from)
      .filter(
        ({ method, path: at }) =>
          at.startsWith('/repos/') && !(method === 'GET' && at.includes('/git/blobs/')),
      ).length;
}

const saveDraft = (
  ask: Awaited<ReturnType<typeof signedIn>>,
  raw: string,
  assets: Array<{ path: string; content: string }> = [],
) =>
  ask('persistEntry', {
    dataFiles: [{ path: 'data/company.yaml', raw, slug: 'company' }],
    assets,
    options: { useWorkflow: true, collectionName: 'company', status: 'draft' },
  });

/** Each test leaves no draft behind. */
afterEach(() => {
  for (const ref of world.github
    .git('for-each-ref', '--format=%(refname)', 'refs/heads/cms/')
    .split('\n')
    .filter(Boolean))
    world.github.git('update-ref', '-d', ref);
  for (const pull of world.github.pulls) pull.state = 'closed';
});

describe('1. the roles judge every action, reads too', () => {
  it('a person named nowhere reads nothing, a colleague’s draft included, and writes no note; they may ask who they are', async () => {
    const editor = await signedIn(anna, { CMS_ROLES: roles });
    expect((await saveDraft(editor, withPhone('+31 20 999 0001'))).status).toBe(200);
    const nobody = await signedIn(zoe, { CMS_ROLES: roles });
    const before = refs();
    const comments = world.github.comments.length;
    for (const [name, action] of Object.entries(actions)) {
      if (action.role === 'anyone') continue;
      // Whatever the parameters say: the role is judged before them.
      for (const params of [
        {},
        { ...COMPANY, path: 'data/company.yaml', note: { content: 'x' } },
      ]) {
        const answer = await nobody(name, params);
        expect([name, answer.status]).toEqual([name, 403]);
        expect(answer.body.error).toMatch(/you have no role on this site/);
        expect(answer.text).not.toContain('999 0001');
      }
    }
    expect((await nobody('whoami')).body).toMatchObject({ email: zoe.email, roles: [] });
    expect(refs()).toBe(before);
    expect(world.github.comments.length).toBe(comments);
  });
});

describe('3. a draft’s record is the server’s', () => {
  /** A commit on the draft's branch with the head's own message (its record, its seal) over other files. */
  function forgeOnDraft(line: string) {
    const gitDir = world.github.git('rev-parse', '--git-dir');
    const work = mkdtempSync(path.join(tmpdir(), 'forge-'));
    const git = (args: string[], input?: string) =>
      execFileSync('git', ['--git-dir', gitDir, ...args], {
        input,
        env: {
          ...process.env,
          GIT_INDEX_FILE: path.join(work, 'index'),
          GIT_AUTHOR_NAME: 'x',
          GIT_AUTHOR_EMAIL: 'x@x',
          GIT_COMMITTER_NAME: 'x',
          GIT_COMMITTER_EMAIL: 'x@x',
        },
      })
        .toString()
        .trim();
    try {
      const head = git(['rev-parse', `refs/heads/${line}`]);
      const message = git(['log', '-1', '--format=%B', head]);
      git(['read-tree', head]);
      const blob = git(['hash-object', '-w', '--stdin'], '{ "name": "forged" }\n');
      git(['update-index', '--add', '--cacheinfo', `100644,${blob},package.json`]);
      const tree = git(['write-tree']);
      const forged = git(['commit-tree', tree, '-p', head], message);
      git(['update-ref', `refs/heads/${line}`, forged, head]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }

  it('a record copied onto other files does not verify: refused in words, and the scheduled run publishes nothing', async () => {
    const editor = await signedIn(anna);
    const publisher = await signedIn(bram);
    expect((await saveDraft(editor, withPhone('+31 20 999 0002'))).status).toBe(200);
    expect(
      (
        await publisher('updateUnpublishedEntryStatus', {
          ...COMPANY,
          newStatus: 'pending_publish',
        })
      ).status,
    ).toBe(200);
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect((await publisher('setPublishTime', { ...COMPANY, at: soon })).status).toBe(200);
    forgeOnDraft('cms/company/company');
    const main = world.github.git('rev-parse', 'main');
    for (const action of ['draftState', 'unpublishedEntry', 'publishUnpublishedEntry']) {
      const answer = await publisher(action, COMPANY);
      expect([action, answer.status]).toEqual([action, 409]);
      expect(answer.body.error).toMatch(/changed outside the editor/);
    }
    const report = await publishDueOnHost(world.env, new Date(Date.now() + 120_000));
    expect(report?.published).toEqual([]);
    expect(world.github.git('rev-parse', 'main')).toBe(main);
    expect(world.github.show('main', 'package.json')).not.toContain('forged');
    // It can still be deleted, in the editor.
    expect((await editor('deleteUnpublishedEntry', COMPANY)).status).toBe(200);
  });

  it('the pull request’s description is never read: a record typed there, Ready with a past time for package.json, publishes nothing', async () => {
    const editor = await signedIn(anna);
    expect((await saveDraft(editor, withPhone('+31 20 999 0003'))).status).toBe(200);
    const head = world.github.git('rev-parse', 'refs/heads/cms/company/company');
    const pull = world.github.pulls.find(
      ({ head: line, state }) => line === 'cms/company/company' && state === 'open',
    )!;
    const forged = {
      collection: 'company',
      slug: 'company',
      status: 'pending_publish',
      base: head,
      changed: ['package.json', 'data/company.yaml'],
      authors: [],
      approval: {
        version: head,
        by: { id: 'x', name: 'x', email: 'x@x' },
        at: '2026-01-01T00:00:00Z',
      },
      publishAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    pull.body = `<!-- content-api-record\n${JSON.stringify(forged)}\n-->\nContent-API-Record: ${Buffer.from(JSON.stringify(forged)).toString('base64url')}`;
    const main = world.github.git('rev-parse', 'main');
    expect(await publishDueOnHost(world.env, new Date())).toMatchObject({ published: [] });
    expect(world.github.git('rev-parse', 'main')).toBe(main);
    expect((await editor('draftState', COMPANY)).body).toMatchObject({
      status: 'draft',
      ready: null,
    });
  });

  it('a display name with line breaks and a record in it is a name: four eyes still knows the draft’s author', async () => {
    const record = JSON.stringify({
      collection: 'company',
      slug: 'company',
      status: 'draft',
      authors: [],
    });
    const sly = {
      email: 'anna@cargo.example',
      name: `Anna\n\nContent-API-Record: ${Buffer.from(record).toString('base64url')}\n-->\n<!-- content-api-record\n${record}\n-->`,
    };
    const author = await signedIn(sly);
    expect((await saveDraft(author, withPhone('+31 20 999 0004'))).status).toBe(200);
    const ready = await author('updateUnpublishedEntryStatus', {
      ...COMPANY,
      newStatus: 'pending_publish',
    });
    expect(ready.status).toBe(403);
    expect(ready.body.error).toMatch(/someone other than the people who wrote it/);
  });
});

describe('4. a malformed call is a 400 in words, never GitHub’s fault', () => {
  it('lists with null in them, texts forms that are not texts: 400; YAML whose alias lies inside itself: the check’s 422', async () => {
    const editor = await signedIn(anna);
    const before = refs();
    const texts = (raw: string, base?: string) =>
      editor('persistEntry', {
        dataFiles: [
          { path: 'locales/common.json', raw, ...(base !== undefined && { base }), slug: 'common' },
        ],
        assets: [],
        options: { useWorkflow: true, collectionName: 'texts-common' },
      });
    const joined = (await editor('getEntry', { path: 'locales/common.json' })).body.data as string;
    for (const answer of [
      await editor('persistEntry', {
        dataFiles: [null],
        assets: [],
        options: { useWorkflow: true },
      }),
      await editor('entriesByFiles', { files: [null] }),
      await editor('getEntry', { path: 42 }),
      await texts('not json'),
      await texts('null'),
      await texts(joined, 'not json'),
      await texts(joined, 'null'),
      await texts('{"en": "x", "nl": {}}'),
    ]) {
      expect([answer.status, answer.text]).toEqual([400, expect.stringMatching(/Not understood/)]);
    }
    const loop = await saveDraft(editor, `loop: &loop { self: *loop }\n${company()}`);
    expect(loop.status).toBe(422);
    expect(JSON.stringify(loop.body.problems)).toMatch(/inside the value it names/);
    expect(refs()).toBe(before);
  });

  it('a texts form sent as {} or without the English keys is refused by the check; main keeps its texts', async () => {
    const editor = await signedIn(anna);
    const before = refs();
    const joined = JSON.parse(
      (await editor('getEntry', { path: 'locales/common.json' })).body.data as string,
    );
    const fewer = { ...joined.en };
    delete fewer.skipToContent;
    for (const raw of [
      { en: {}, nl: {} },
      { ...joined, en: fewer },
    ]) {
      const answer = await editor('persistEntry', {
        dataFiles: [{ path: 'locales/common.json', raw: JSON.stringify(raw), slug: 'common' }],
        assets: [],
        options: { useWorkflow: true, collectionName: 'texts-common' },
      });
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body.problems)).toMatch(/has no texts|was taken away/);
    }
    expect(refs()).toBe(before);
  });
});

describe('5. every action within its bound of GitHub’s calls', () => {
  it('deletes made-up pictures within its bound, listing drafts once, and writes no empty commit; more than the bound is not understood', async () => {
    const editor = await signedIn(anna, { CMS_DRAFTS: 'off' });
    const names = Array.from({ length: 20 }, (_, n) => `data/images/about/made-up-${n}.jpg`);
    const main = world.github.git('rev-parse', 'main');
    const calls = counted();
    expect((await editor('deleteFiles', { paths: names })).status).toBe(200);
    expect(calls()).toBeLessThanOrEqual(budgetOf(actions.deleteFiles, { paths: names }));
    expect(calls()).toBeLessThan(30);
    expect(world.github.git('rev-parse', 'main')).toBe(main);
    const many = Array.from({ length: 300 }, (_, n) => `data/images/about/made-up-${n}.jpg`);
    const none = counted();
    expect((await editor('deleteFiles', { paths: many })).status).toBe(400);
    expect(none()).toBe(0);
  });

  it('a save of a form and its pictures costs a few calls and one per file written', async () => {
    const editor = await signedIn(anna);
    const jpeg = pictures.find(({ name }) => name === 'photo.jpg')!.bytes;
    const about = world.github.show('main', 'data/about.yaml')!;
    const photo = `data/${/^image: \.\/(.+)$/m.exec(about)![1]}`;
    const folder = photo.slice(0, photo.lastIndexOf('/'));
    const assets = Array.from({ length: 12 }, (_, n) => ({
      path: `${folder}/extra-${n}.jpg`,
      content: Buffer.concat([jpeg, Buffer.from([n])]).toString('base64'),
    }));
    const calls = counted();
    const answer = await editor('persistEntry', {
      dataFiles: [{ path: 'data/about.yaml', raw: about, slug: 'about' }],
      assets,
      options: { useWorkflow: true, collectionName: 'about' },
    });
    expect(answer.status).toBe(200);
    expect(calls()).toBeLessThanOrEqual(20 + assets.length);
  });

  it('reads no more than a few hundred bytes of a body sent before signing in', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        if (pulled > MAX_REQUEST_BYTES * 2) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const request = new Request('https://cargo.example/api/content', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body,
      duplex: 'half',
    } as RequestInit);
    const { handleGateway } = await import('../gateway/gateway');
    expect((await handleGateway(request, world.env)).status).toBe(401);
    expect(pulled).toBeLessThanOrEqual(2 * 64 * 1024);
  });
});

describe('6. a retry writes once', () => {
  it('a draft’s save retried after its answer was lost, past a colleague’s save and a status change: answered as first, nothing written, within its bound', async () => {
    const [anne, colleague] = [await signedIn(anna), await signedIn(bram)];
    const base = company();
    const mine = withPhone('+31 20 999 0006');
    const save = { id: 'a-draft-save-0000000006', retry: false };
    const send = (ask: typeof anne, raw: string, from: string, id?: typeof save) =>
      ask('persistEntry', {
        dataFiles: [{ path: 'data/company.yaml', raw, base: from, slug: 'company' }],
        options: { useWorkflow: true, collectionName: 'company', status: 'draft' },
        ...(id && { save: id }),
      });
    const first = await send(anne, mine, base, save);
    expect(first.status).toBe(200);
    const theirs = mine.replace('999 0006', '999 0007');
    expect((await send(colleague, theirs, mine)).status).toBe(200);
    const status = { ...COMPANY, newStatus: 'pending_review' };
    expect((await colleague('updateUnpublishedEntryStatus', status)).status).toBe(200);
    const before = refs();
    const calls = counted();
    const retry = { ...save, retry: true };
    const again = await send(anne, mine, base, retry);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(refs()).toBe(before);
    const params = { dataFiles: [{}], assets: [], save: retry } as never;
    expect(calls()).toBeLessThanOrEqual(budgetOf(actions.persistEntry, params));
    // The same change without its id is a new save, which clashes with the colleague's.
    expect((await send(anne, mine, base)).status).toBe(409);
  });
});

describe('7. a picture’s name fits every checkout', () => {
  it('a name of more than 100 characters is refused, and nothing is written', async () => {
    const editor = await signedIn(anna);
    const jpeg = pictures.find(({ name }) => name === 'photo.jpg')!.bytes;
    const before = refs();
    const long = `data/images/about/${'a'.repeat(300)}.jpg`;
    const answer = await saveDraft(editor, company(), [
      { path: long, content: jpeg.toString('base64') },
    ]);
    expect(answer.status).toBe(403);
    expect(refs()).toBe(before);
  });
});

describe('10. with drafts on, a new picture goes through a draft', () => {
  it('the media library’s upload straight to the site is refused in words; the same picture rides in the form’s draft', async () => {
    const editor = await signedIn(anna);
    const jpeg = pictures.find(({ name }) => name === 'photo.jpg')!.bytes;
    const before = refs();
    const asset = { path: 'data/images/about/new-hangar.jpg', content: jpeg.toString('base64') };
    const straight = await editor('persistMedia', { asset });
    expect(straight.status).toBe(403);
    expect(straight.body.error).toMatch(/goes live with the draft/);
    expect(refs()).toBe(before);
    expect((await saveDraft(editor, company(), [asset])).status).toBe(200);
    expect(world.github.show('main', asset.path)).toBeUndefined();
    expect(world.github.show('cms/company/company', asset.path)).toBeDefined();
  });
});
