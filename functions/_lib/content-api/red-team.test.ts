/**
 * @jest-environment node
 */
// The content API tried as a signed-in editor would try it with crafted calls, through each of
// the host's three entries (Cloudflare Pages Functions, a Worker, Netlify Functions, each with
// its real session store), against GitHub stood in over a real bare repository that enforces
// the App's token's permissions. Each refusal is judged on the answer (a 4xx, a sentence, no
// stack, token, git id or GitHub address) and on the repository (every branch where it was).
// At the end main still passes the content check, and a plain Publish still makes one commit in
// the person's name. The drafts' own laws (review bound to a version, four eyes by identity,
// the schedule) are ./workflow.test.ts's, on both stores.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GatewayEntry } from '../../../stand-ins/gateway-entries';
import type { GitHubApiStandIn } from '../../../stand-ins/github-api-stand-in';
import {
  type GatewayWorld,
  SITE,
  signInThrough,
  startGatewayWorld,
} from '../../../stand-ins/gateway-world';
import { type CorpusPicture, pictureCorpus } from '../../../e2e/picture-corpus';
import { yamlBomb } from '../../../jest/yaml-bomb';
import { validateContent } from '../../../gatsby/content/validate';
import { ACCESS_HEADER } from '../gateway/access';
import type { GatewayEnv } from '../gateway/settings';
import { CALLS_PER_MINUTE } from '../gateway/content-endpoint';
import { MAX_REQUEST_BYTES } from './protocol';

// Each test makes a few dozen calls through the gateway to a stand-in run by git.
jest.setTimeout(90_000);

let world: GatewayWorld;
let github: GitHubApiStandIn;
let env: GatewayEnv;
let pictures: CorpusPicture[];
/** The settings with a small limit of a session's calls in a minute. */
let limited: GatewayEnv;
const LIMIT = 20;

beforeAll(async () => {
  [world, pictures] = await Promise.all([
    startGatewayWorld({ settings: { CMS_DRAFTS: 'on', CMS_FOUR_EYES: 'on' } }),
    pictureCorpus(),
  ]);
  ({ github, env } = world);
  // A limit a test reaches in a second or two, whatever the machine's load (test 9).
  limited = { ...env, CMS_CALLS_PER_MINUTE: String(LIMIT) };
}, 60_000);
afterAll(() => world.close());
afterEach(() => expect(github.refused).toEqual([]));

const anna = { email: 'anna@cargo.example', name: 'Anna de Vries' };
const bram = { email: 'bram@cargo.example', name: 'Bram Smit' };

/** An editor signed in through one entry: their calls of the content API, as the page makes them. */
interface Editor {
  ask(action: string, params?: Record<string, unknown>): Promise<Response>;
  raw(body: BodyInit, headers?: Record<string, string>): Promise<Response>;
  signOut(): Promise<Response>;
}

async function signIn(entry: GatewayEntry, person = anna): Promise<Editor> {
  const { cookie, accessToken } = await signInThrough(entry.handle, world.access, person);
  const headers = {
    'Sec-Fetch-Site': 'same-origin',
    Cookie: cookie,
    [ACCESS_HEADER]: accessToken,
    'Content-Type': 'application/json',
  };
  const raw = (body: BodyInit, more: Record<string, string> = {}) =>
    entry.handle(
      new Request(`${SITE}/api/content`, {
        method: 'POST',
        headers: { ...headers, ...more },
        body,
        duplex: 'half',
      } as RequestInit),
    );
  return {
    raw,
    ask: (action, params = {}) => raw(JSON.stringify({ action, params })),
    signOut: () =>
      entry.handle(
        new Request(`${SITE}/api/session/end`, {
          method: 'POST',
          headers: { ...headers, Authorization: 'token x' },
        }),
      ),
  };
}

const refs = () => github.git('for-each-ref', '--format=%(refname) %(objectname)');
const head = () => github.git('rev-parse', 'main');
const shown = (file: string, branch = 'main') => github.show(branch, file) ?? '';
const company = () => shown('data/company.yaml');
const withPhone = (phone: string) => company().replace(/^phone: .*$/m, `phone: '${phone}'`);

/** The repository's own ids (its commits and trees), which no answer names. */
const ownIds = () =>
  github
    .git('rev-list', '--all')
    .split('\n')
    .flatMap((commit) => [commit, github.git('rev-parse', `${commit}^{tree}`)]);

/** A refusal: one of `statuses`, a sentence, nothing of GitHub's or git's; every branch as it was. */
async function expectRefused(answer: Response, statuses: number[], before: string) {
  const text = await answer.text();
  expect([statuses.includes(answer.status), answer.status, text]).toEqual([
    true,
    answer.status,
    text,
  ]);
  const { error } = JSON.parse(text);
  expect(typeof error).toBe('string');
  expect(error.length).toBeGreaterThan(5);
  expect(text).not.toMatch(/\n\s+at |ghs_|Bearer|api\.github\.com|github\.com\/|127\.0\.0\.1/);
  for (const id of ownIds()) expect(text).not.toContain(id);
  expect(refs()).toBe(before);
  return error as string;
}

/** A draft of `file`'s form saved with `files`' texts (and pictures as bytes). */
const saveDraft = (
  who: Editor,
  form: { collection: string; slug: string },
  files: Record<string, string>,
  pictures: Record<string, Buffer> = {},
) =>
  who.ask('persistEntry', {
    dataFiles: Object.entries(files).map(([file, raw]) => ({ path: file, raw, slug: form.slug })),
    assets: Object.entries(pictures).map(([file, bytes]) => ({
      path: file,
      content: bytes.toString('base64'),
      encoding: 'base64',
    })),
    options: { useWorkflow: true, collectionName: form.collection, status: 'draft' },
  });

const COMPANY = { collection: 'company', slug: 'company' };

/** `who` sets the company's draft Ready. */
const setReady = (who: Editor) =>
  who.ask('updateUnpublishedEntryStatus', { ...COMPANY, newStatus: 'pending_publish' });
const entries = (settings = env) => world.entries(settings);
const ENTRIES = ['Cloudflare Pages Functions', 'a Cloudflare Worker', 'Netlify Functions'];

describe.each(ENTRIES)('through %s', (name) => {
  let entry: GatewayEntry;
  let editor: Editor;
  beforeAll(() => {
    entry = entries().find((candidate) => candidate.name === name)!;
  });
  // A session of its own for each test: each makes many calls, and a session's are limited.
  beforeEach(async () => {
    editor = await signIn(entry);
  });
  afterEach(async () => {
    // Each test leaves no draft behind for the next.
    for (const line of github
      .git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms/')
      .split('\n')
      .filter(Boolean)) {
      const [, collection, slug] = line.split('/');
      await editor.ask('deleteUnpublishedEntry', { collection, slug });
    }
  });

  it('1. reaches no file the model does not name, read or written, in any disguise', async () => {
    const before = refs();
    const jpeg = pictures.find(({ name: file }) => file === 'photo.jpg')!.bytes;
    const disguises = [
      'data/news-links.yml',
      'data/notes.yaml',
      'data/Company.yaml',
      'data/company.YAML',
      'data/company.yaml.bak',
      'data//company.yaml',
      'data/./company.yaml',
      'data/images/../notes.yaml',
      'data/../package.json',
      '/data/company.yaml',
      'data\\company.yaml',
      'data/company.yaml\u0000.png',
      'data/%63ompany.yaml',
      'locales/en/extra.json',
      'locales/de/common.json',
      // The translations' status is the server's to write, with each publish.
      'translations/nl.json',
      'locales/nothing.json',
      '.github/workflows/ci.yml',
      'DATA/company.yaml',
      'src/index.ts',
      'package.json',
    ];
    for (const file of disguises) {
      for (const [action, params] of [
        ['getEntry', { path: file }],
        ['entriesByFiles', { files: [{ path: file }] }],
        ['unpublishedEntryDataFile', { ...COMPANY, path: file }],
      ] as const)
        await expectRefused(await editor.ask(action, params), [403, 404], before);
      await expectRefused(await saveDraft(editor, COMPANY, { [file]: company() }), [403], before);
    }
    for (const file of [
      'data/images/stray.jpg',
      'data/images/about/Photo.JPG',
      'data/images/about/nested/photo.jpg',
      'data/images/about/../../company.yaml',
      'static/logo.jpg',
    ]) {
      await expectRefused(
        await saveDraft(editor, COMPANY, { 'data/company.yaml': company() }, { [file]: jpeg }),
        [403],
        before,
      );
      await expectRefused(await editor.ask('deleteFiles', { paths: [file] }), [403], before);
      await expectRefused(await editor.ask('getMediaFile', { path: file }), [403], before);
    }
    for (const folder of ['src', 'static', '.', 'data/images/../..', '', 'locales'])
      await expectRefused(await editor.ask('getMedia', { mediaFolder: folder }), [403], before);
    // A folder on the way to the pictures' folders lists its own pictures only.
    const media = await (await editor.ask('getMedia', { mediaFolder: 'data' })).json();
    for (const { path: file } of media)
      expect(file).toMatch(/^data\/[\w.-]+\.(jpe?g|png|webp|avif)$/);
    // A folder listing lists content only.
    const listed = await (
      await editor.ask('entriesByFolder', { folder: 'data', extension: 'yaml', depth: 9 })
    ).json();
    for (const { file } of listed) expect(file.path).toMatch(/^data\/[\w-]+\.yaml$/);
    // A draft holds its own form's files: another form's file rides in no draft.
    await expectRefused(
      await saveDraft(editor, COMPANY, {
        'data/company.yaml': company(),
        'data/services.yaml': shown('data/services.yaml'),
      }),
      [403],
      before,
    );
    // Forms that are not the model's, and a branch the page names, are not drafts' lines.
    for (const form of [
      { collection: 'company', slug: '../main' },
      { collection: '../../main', slug: 'x' },
      { collection: 'company', slug: 'services' },
    ])
      await expectRefused(
        await saveDraft(editor, form, { 'data/company.yaml': company() }),
        [403, 404],
        before,
      );
  });

  it('2. reads YAML as the build does: merge keys, tags, duplicates, documents, bombs refused in sentences', async () => {
    const before = refs();
    const text = company();
    const disguises = {
      'an alias bomb': `${text}${yamlBomb(8)}\n`,
      'a merge key': `defaults: &d { phone: "+31 20 000 0000" }\n<<: *d\n${text}`,
      'a binary tag': text.replace(/^phone: (.*)$/m, 'phone: !!binary KzMxIDIwIDEyMyA0NTY3'),
      'a custom tag': text.replace(/^phone: (.*)$/m, 'phone: !phone $1'),
      'a duplicate key': `${text}phone: '+31 20 765 4321'\n`,
      'two documents': `${text}---\nphone: x\n`,
      'a tab in the indentation': text.replace(/^( +)(\S)/m, '\t$2'),
      'an unquoted date in a text': text.replace(/^phone: .*$/m, 'phone: 2026-01-01'),
    };
    for (const [what, yaml] of Object.entries(disguises)) {
      const error = await expectRefused(
        await saveDraft(editor, COMPANY, { 'data/company.yaml': yaml }),
        [422],
        before,
      );
      expect([what, error]).toEqual([what, expect.stringMatching(/content check found/)]);
    }
  });

  it('3. judges a picture by reading it whole: fakes, truncations, bombs, drawings refused', async () => {
    const before = refs();
    const photo = `data/${/^image: \.\/(.+)$/m.exec(shown('data/about.yaml'))![1]}`;
    for (const picture of pictures.filter(({ usable }) => !usable)) {
      const file = photo.replace(/\.\w+$/, path.extname(picture.name).toLowerCase());
      const answer = await saveDraft(
        editor,
        { collection: 'about', slug: 'about' },
        { 'data/about.yaml': shown('data/about.yaml') },
        { [file]: picture.bytes },
      );
      await expectRefused(answer, [403, 422], before);
    }
  });

  it('4. publishes nothing unreviewed: no Publish at once, no Publish of a draft not Ready, no author’s Ready, no save after Ready', async () => {
    const before = refs();
    // Straight to main, as a site without drafts would: refused.
    await expectRefused(
      await editor.ask('persistEntry', {
        dataFiles: [{ path: 'data/company.yaml', raw: withPhone('+31 20 555 0101') }],
        assets: [],
        options: {},
      }),
      [403],
      before,
    );
    expect(
      (await saveDraft(editor, COMPANY, { 'data/company.yaml': withPhone('+31 20 555 0101') }))
        .status,
    ).toBe(200);
    const drafted = refs();
    await expectRefused(await editor.ask('publishUnpublishedEntry', COMPANY), [409], drafted);
    await expectRefused(await setReady(editor), [403], drafted);
    // A colleague sets it Ready; a save afterwards takes Ready off, and Publish is refused.
    const colleague = await signIn(entry, bram);
    expect((await setReady(colleague)).status).toBe(200);
    expect(
      (await saveDraft(editor, COMPANY, { 'data/company.yaml': withPhone('+31 20 111 2222') }))
        .status,
    ).toBe(200);
    const saved = refs();
    await expectRefused(await colleague.ask('publishUnpublishedEntry', COMPANY), [409], saved);
    await expectRefused(
      await colleague.ask('setPublishTime', {
        ...COMPANY,
        at: new Date(Date.now() + 3600_000).toISOString(),
      }),
      [409],
      saved,
    );
    expect(head()).toBe(before.match(/([0-9a-f]{40}) refs\/heads\/main/)?.[1] ?? head());
    expect(company()).not.toContain('+31 20 111 2222');
  });

  it('5. reads by content, never by id: a git id, a branch or a comparison named by the page is not read', async () => {
    const before = refs();
    const code = github.git('rev-parse', 'main:package.json');
    for (const [action, params] of [
      ['getEntry', { path: 'data/company.yaml', branch: 'other', sha: code, ref: code }],
      ['gitBlob', { sha: code }],
      ['compare', { base: head(), head: head() }],
      ['getEntry', { path: code }],
      ['unpublishedEntryDataFile', { ...COMPANY, path: 'data/company.yaml', id: code }],
    ] as const) {
      const answer = await editor.ask(action, params);
      if (answer.status === 200) {
        // Read as content: the published file, whatever the page said of branches and ids.
        expect((await answer.json()).data).toBe(company());
        continue;
      }
      await expectRefused(answer, [403, 404, 422], before);
    }
  });

  it('6. refuses what is not a call: malformed bodies, unknown actions, an oversized body unread', async () => {
    const before = refs();
    for (const body of [
      '{ not json',
      '["a list"]',
      'null',
      '{"action":1}',
      '{"action":"toString"}',
      '{"action":"__proto__"}',
    ])
      await expectRefused(await editor.raw(body), [400, 422], before);
    await expectRefused(
      await editor.raw('x', { 'Content-Length': String(MAX_REQUEST_BYTES + 1) }),
      [413],
      before,
    );
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
      },
    });
    await expectRefused(await editor.raw(endless), [413], before);
    expect(pulled).toBeLessThanOrEqual(MAX_REQUEST_BYTES / (1024 * 1024) + 2);
  });

  it('7. replaces or deletes no picture the site shows except through a draft', async () => {
    const before = refs();
    const photo = `data/${/^image: \.\/(.+)$/m.exec(shown('data/about.yaml'))![1]}`;
    const jpeg = pictures.find(({ name: file }) => file === 'photo.jpg')!.bytes;
    await expectRefused(
      await editor.ask('persistMedia', {
        asset: { path: photo, content: jpeg.toString('base64'), encoding: 'base64' },
      }),
      [403],
      before,
    );
    await expectRefused(await editor.ask('deleteFiles', { paths: [photo] }), [409, 422], before);
  });

  it('10. writes notes in the session’s name, changed by their writer only, whatever the page says of them', async () => {
    expect(
      (await saveDraft(editor, COMPANY, { 'data/company.yaml': withPhone('+31 20 555 0101') }))
        .status,
    ).toBe(200);
    const colleague = await signIn(entry, bram);
    const noted = await colleague.ask('addNote', {
      ...COMPANY,
      note: {
        content: 'Check the area code',
        author: anna.name,
        authorId: 'access:anna',
        isOwn: true,
      },
    });
    const { note } = (await noted.json()) as { note: { id: string; author: string } };
    expect(note.author).toBe(bram.name);
    const before = refs();
    const comments = JSON.stringify(github.comments);
    for (const [action, params] of [
      ['updateNote', { noteId: note.id, updates: { content: 'Area code checked' } }],
      ['toggleNoteResolution', { noteId: note.id }],
      ['deleteNote', { noteId: note.id }],
      ['deleteNote', { noteId: ` ${note.id}` }],
      ['deleteNote', { noteId: { id: note.id } }],
      ['deleteNote', { collection: 'about', slug: 'about', noteId: note.id }],
    ] as const)
      // A note named by something that is no id is not understood (400).
      await expectRefused(
        await editor.ask(action, { ...COMPANY, ...params }),
        [400, 403, 404],
        before,
      );
    expect(JSON.stringify(github.comments)).toBe(comments);
  });

  it('9. limits a session’s calls in a minute, with a sentence, and counts no other session’s', async () => {
    expect(CALLS_PER_MINUTE).toBeGreaterThan(LIMIT);
    const small = entries(limited).find((candidate) => candidate.name === name)!;
    const [one, other] = [await signIn(small), await signIn(small, bram)];
    const before = refs();
    const read = (who: Editor) => who.ask('getEntry', { path: 'data/company.yaml' });
    for (let call = 0; call < LIMIT; call++) expect((await read(one)).status).toBe(200);
    expect(await expectRefused(await read(one), [429], before)).toMatch(/wait a minute/);
    expect((await read(other)).status).toBe(200);
  });

  it('8. ends a session when it is signed out: the same cookie, replayed, opens nothing', async () => {
    const carol = await signIn(entry, { email: 'carol@cargo.example', name: 'Carol' });
    expect((await carol.ask('getEntry', { path: 'data/company.yaml' })).status).toBe(200);
    expect((await carol.signOut()).status).toBe(200);
    const before = refs();
    await expectRefused(await carol.ask('getEntry', { path: 'data/company.yaml' }), [401], before);
    await expectRefused(
      await saveDraft(carol, COMPANY, { 'data/company.yaml': withPhone('+31 20 333 4444') }),
      [401],
      before,
    );
  });

  it('publishes a reviewed draft as one commit in its author’s name, naming its reviewer, and main passes the content check', async () => {
    const was = head();
    // A number of this entry's own: the entry before published another.
    const phone = `+31 20 765 432${ENTRIES.indexOf(name)}`;
    expect(
      (await saveDraft(editor, COMPANY, { 'data/company.yaml': withPhone(phone) })).status,
    ).toBe(200);
    const colleague = await signIn(entry, bram);
    expect((await setReady(colleague)).status).toBe(200);
    expect((await colleague.ask('publishUnpublishedEntry', COMPANY)).status).toBe(200);
    expect(github.git('rev-list', '--count', `${was}..main`)).toBe('1');
    expect(github.git('log', '-1', '--format=%an <%ae>', 'main')).toBe(
      `${anna.name} <${anna.email}>`,
    );
    expect(github.git('log', '-1', '--format=%B', 'main')).toContain(
      `Reviewed-by: ${bram.name} <${bram.email}>`,
    );
    const checkout = mkdtempSync(path.join(tmpdir(), 'main-'));
    try {
      const gitDir = github.git('rev-parse', '--absolute-git-dir');
      execFileSync('sh', [
        '-c',
        `git --git-dir "${gitDir}" archive main | tar -x -C "${checkout}"`,
      ]);
      expect((await validateContent(checkout)).errors).toEqual([]);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});
