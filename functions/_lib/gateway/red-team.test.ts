/**
 * @jest-environment node
 */
// The gateway tried as an editor with a valid session would try it, with crafted requests:
// for each kind of thing issue #44 found passing, its example and disguises of it, through
// each of the three entries (Cloudflare Pages Functions, a Worker, Netlify Functions, each with
// its real session store), against GitHub stood in over a real bare repository. Each refusal is
// judged on the answer (a 4xx, a sentence, no stack, token or GitHub address) and on the
// repository (main where it was, no new branch or tag); at the end main still passes the
// content check, and one plain publish still makes one commit in the person's name.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AccessStandIn, startAccessStandIn } from '../../../e2e/access-stand-in';
import { startBlobsStore } from '../../../e2e/blobs-store';
import { type GatewayEntry, gatewayEntries } from '../../../e2e/gateway-entries';
import {
  type GitHubApiStandIn,
  gatewaySettings,
  startGitHubApiStandIn,
} from '../../../e2e/github-api-stand-in';
import { type KvStandIn, startKvStore } from '../../../e2e/kv-store';
import { type CorpusPicture, pictureCorpus } from '../../../e2e/picture-corpus';
import { fixtureRoot } from '../../../jest/fixture';
import { yamlBomb } from '../../../jest/yaml-bomb';
import { validateContent } from '../../../gatsby/content/validate';
import { ACCESS_HEADER } from './access';
import { PLACEHOLDER_TOKEN } from './session-endpoints';
import type { GatewayEnv } from './settings';

// Each test makes a few dozen calls through the gateway to a stand-in run by git.
jest.setTimeout(60_000);

const site = 'https://cargo.example';
const repo = 'noordvliet/cargo-site';
let github: GitHubApiStandIn;
let access: AccessStandIn;
let sessions: KvStandIn;
let blobs: Awaited<ReturnType<typeof startBlobsStore>>;
let env: GatewayEnv;
let pictures: CorpusPicture[];

beforeAll(async () => {
  [github, access, sessions, blobs, pictures] = await Promise.all([
    startGitHubApiStandIn({ repo, from: fixtureRoot }),
    startAccessStandIn(),
    startKvStore(),
    startBlobsStore(),
    pictureCorpus(),
  ]);
  env = { ...gatewaySettings(github, access), EDITOR_SESSIONS: sessions.kv };
}, 60_000);
afterAll(() => Promise.all([github.close(), access.close(), sessions.close(), blobs.close()]));

const editor = { email: 'anna@cargo.example', name: 'Anna de Vries' };
const api = (rest: string) => `/api/github/repos/${repo}${rest}`;

interface Sent {
  method?: string;
  /** JSON to send, or a raw text body. */
  body?: unknown;
  raw?: string;
}

/** An editor signed in through one entry: their calls, as the editor's page makes them. */
interface Editor {
  call(path: string, sent?: Sent): Promise<Response>;
  json(path: string, sent?: Sent): Promise<Record<string, unknown> & { sha: string }>;
  cookie: string;
  accessToken: string;
}

async function signIn(entry: GatewayEntry, person = editor): Promise<Editor> {
  const accessToken = await access.token(person.email, { name: person.name });
  const started = await entry.handle(
    new Request(`${site}/api/session/start`, { headers: { [ACCESS_HEADER]: accessToken } }),
  );
  expect(started.status).toBe(200);
  const cookie = started.headers.get('Set-Cookie')!.split(';')[0];
  const call = (target: string, { method = 'GET', body, raw }: Sent = {}) =>
    entry.handle(
      new Request(`${site}${target}`, {
        method,
        headers: {
          Authorization: `token ${PLACEHOLDER_TOKEN}`,
          'Sec-Fetch-Site': 'same-origin',
          Cookie: cookie,
          [ACCESS_HEADER]: accessToken,
          ...(body === undefined && raw === undefined
            ? {}
            : { 'Content-Type': 'application/json' }),
        },
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      }),
    );
  const json = async (target: string, sent?: Sent) => {
    const answer = await call(target, sent);
    const body = await answer.json();
    if (!answer.ok) throw Object.assign(new Error(body.message), { status: answer.status });
    return body;
  };
  return { call, json, cookie, accessToken };
}

const head = () => github.git('rev-parse', 'main');
const refs = () => github.git('for-each-ref', '--format=%(refname) %(objectname)');
const blobOf = (file: string) => github.git('rev-parse', `main:${file}`);

/** A refusal: one of `statuses`, a sentence, nothing of GitHub's or the App's; the repository as it was. */
async function expectRefused(answer: Response, statuses: number[], before: string) {
  const text = await answer.text();
  expect([statuses.includes(answer.status), answer.status, text]).toEqual([
    true,
    answer.status,
    text,
  ]);
  const { message } = JSON.parse(text);
  expect(typeof message).toBe('string');
  expect(message.length).toBeGreaterThan(5);
  expect(text).not.toMatch(/\n\s+at |ghs_|Bearer|api\.github\.com|github\.com\/|127\.0\.0\.1/);
  expect(refs()).toBe(before);
  return message as string;
}

/** Blobs of `files` (null: taken away) on the head, a tree of them, a commit on the head: as Decap publishes. */
async function commitOf(
  who: Editor,
  files: Record<string, string | Buffer | null>,
  parents = [head()],
  base = parents[0],
) {
  const tree = [];
  for (const [file, content] of Object.entries(files)) {
    if (content === null) {
      tree.push({ path: file, mode: '100644', type: 'blob', sha: null });
      continue;
    }
    const blob = await who.json(api('/git/blobs'), {
      method: 'POST',
      body: { content: Buffer.from(content).toString('base64'), encoding: 'base64' },
    });
    tree.push({ path: file, mode: '100644', type: 'blob', sha: blob.sha });
  }
  const made = await who.json(api('/git/trees'), {
    method: 'POST',
    body: { base_tree: base, tree },
  });
  return who.json(api('/git/commits'), {
    method: 'POST',
    body: { message: 'Update', tree: made.sha, parents },
  });
}

const moveTo = (who: Editor, sha: string, extra: object = {}) =>
  who.call(api('/git/refs/heads/main'), { method: 'PATCH', body: { sha, force: false, ...extra } });

/** A publish that must be refused at its tree (403) or its move (422), leaving main as it was. */
async function expectPublishRefused(who: Editor, files: Record<string, string | Buffer | null>) {
  const before = refs();
  let commit;
  try {
    commit = await commitOf(who, files);
  } catch (error) {
    expect([403, 400]).toContain((error as { status: number }).status);
    expect(refs()).toBe(before);
    return (error as Error).message;
  }
  return expectRefused(await moveTo(who, commit.sha), [403, 422], before);
}

const company = () => github.git('show', 'main:data/company.yaml');
const aboutPhoto = () =>
  `data/${/^image: \.\/(.+)$/m.exec(github.git('show', 'main:data/about.yaml'))![1]}`;

const entries = () => gatewayEntries(env, gatewaySettings(github, access), blobs.context);

describe.each(['Cloudflare Pages Functions', 'a Cloudflare Worker', 'Netlify Functions'])(
  'through %s',
  (name) => {
    let entry: GatewayEntry;
    let anna: Editor;
    beforeAll(async () => {
      entry = entries().find((candidate) => candidate.name === name)!;
      anna = await signIn(entry);
    });

    it('1. refuses files the model does not name: twins, other cases, other folders, links', async () => {
      const phish = 'url: http://phish.example/login\n';
      const jpeg = pictures.find(({ name: file }) => file === 'photo.jpg')!.bytes;
      const disguises: Record<string, string | Buffer> = {
        'data/news-links.yml': phish,
        'data/notes.yaml': 'title: [unclosed\n',
        'data/Company.yaml': company(),
        'data/company.YAML': company(),
        'data/company.yaml.bak': company(),
        'data//company.yaml': company(),
        'data/./company.yaml': company(),
        'data/images/../notes.yaml': phish,
        'data/images/stray.jpg': jpeg,
        'data/images/about/Photo.JPG': jpeg,
        'data/images/about/nested/photo.jpg': jpeg,
        'locales/en/extra.json': '{}',
        'locales/de/common.json': '{}',
        '.github/workflows/ci.yml': 'on: push\n',
        'DATA/company.yaml': company(),
      };
      for (const [file, content] of Object.entries(disguises)) {
        const message = await expectPublishRefused(anna, { [file]: content });
        expect([file, message]).toEqual([file, expect.stringContaining(file)]);
      }
      // Not plain files: a link, a submodule, a folder, an entry with its content inline.
      const before = refs();
      for (const entryOfTree of [
        { path: 'data/company.yaml', mode: '120000', type: 'blob', sha: blobOf('data/hubs.yaml') },
        { path: 'data/company.yaml', mode: '160000', type: 'commit', sha: head() },
        { path: 'data/company.yaml', mode: '040000', type: 'tree', sha: head() },
        { path: 'data/company.yaml', mode: '100755', type: 'blob', sha: blobOf('data/hubs.yaml') },
        { path: 'data/company.yaml', mode: '100644', type: 'blob', content: phish },
      ])
        await expectRefused(
          await anna.call(api('/git/trees'), {
            method: 'POST',
            body: { base_tree: head(), tree: [entryOfTree] },
          }),
          [400, 403],
          before,
        );
    });

    it('2. reads YAML as the build does: merge keys, tags, duplicates, documents, bombs refused in sentences', async () => {
      const text = company();
      const bomb = yamlBomb(8);
      const disguises = {
        'an alias bomb': `${text}${bomb}\n`,
        'a merge key': `defaults: &d { phone: "+31 20 000 0000" }\n<<: *d\n${text}`,
        'a binary tag': text.replace(/^phone: (.*)$/m, 'phone: !!binary KzMxIDIwIDEyMyA0NTY3'),
        'a custom tag': text.replace(/^phone: (.*)$/m, 'phone: !phone $1'),
        'a duplicate key': `${text}phone: '+31 20 765 4321'\n`,
        'two documents': `${text}---\nphone: x\n`,
        'a tab in the indentation': text.replace(/^( +)(\S)/m, '\t$2'),
        'an unquoted date in a text': text.replace(/^phone: .*$/m, 'phone: 2026-01-01'),
      };
      for (const [what, yaml] of Object.entries(disguises)) {
        const message = await expectPublishRefused(anna, { 'data/company.yaml': yaml });
        expect([what, message]).toEqual([what, expect.stringMatching(/^Not published: /)]);
      }
      const terms = github.git('show', 'main:data/terms.yaml');
      const message = await expectPublishRefused(anna, {
        'data/terms.yaml': terms.replace(
          /^- effective: (\d{4})-\d\d-\d\d$/m,
          '- effective: $1-02-30',
        ),
      });
      expect(message).toContain('which the site reads as the date');
    });

    it('3. judges a picture by reading it whole: fakes, truncations, bombs, drawings refused', async () => {
      const photo = aboutPhoto();
      const logo = `data/${/logo: \.\/(.+)$/m.exec(github.git('show', 'main:data/partners.yaml'))![1]}`;
      for (const picture of pictures.filter(({ usable }) => !usable)) {
        const file = picture.name.endsWith('.png') ? logo : photo;
        const message = await expectPublishRefused(anna, { [file]: picture.bytes });
        expect([picture.name, message]).toEqual([
          picture.name,
          expect.stringContaining(path.basename(file)),
        ]);
      }
    });

    it('4. moves the branch only to one commit of this session on its head: no chain, no merge, no force', async () => {
      const before = refs();
      const phone = company().replace(/^phone: .*$/m, "phone: '+31 20 765 4321'");
      // The chain: a first commit that deletes all but one content file, a second that restores it with a change.
      const first = await commitOf(
        anna,
        Object.fromEntries(
          github
            .git('ls-tree', '-r', '--name-only', 'main', 'data', 'locales')
            .split('\n')
            .filter((file) => file !== 'data/company.yaml')
            .map((file) => [file, null]),
        ),
      );
      // The second's tree is the whole content again, with the phone changed: only its tip looks right.
      const second = await commitOf(anna, { 'data/company.yaml': phone }, [first.sha], head());
      await expectRefused(await moveTo(anna, second.sha), [409], before);
      // A merge: two parents, one of them another line of history.
      const side = await commitOf(anna, { 'data/company.yaml': phone });
      const merge = await anna.call(api('/git/commits'), {
        method: 'POST',
        body: {
          message: 'Merge',
          tree: (side.tree as { sha: string }).sha,
          parents: [head(), side.sha],
        },
      });
      await expectRefused(merge, [403], before);
      // A commit made at GitHub some other way (with git itself), on the head.
      const elsewhere = execFileSync(
        'git',
        ['--git-dir', gitDir(), 'commit-tree', `${head()}^{tree}`, '-p', head(), '-m', 'x'],
        {
          encoding: 'utf8',
          env: {
            ...process.env,
            GIT_AUTHOR_NAME: 'x',
            GIT_AUTHOR_EMAIL: 'x@x',
            GIT_COMMITTER_NAME: 'x',
            GIT_COMMITTER_EMAIL: 'x@x',
          },
        },
      ).trim();
      await expectRefused(await moveTo(anna, elsewhere), [403], before);
      // A good commit, but forced, or moved by someone else's session, or the head's own parent.
      const good = await commitOf(anna, { 'data/company.yaml': phone });
      await expectRefused(await moveTo(anna, good.sha, { force: true }), [403], before);
      const bram = await signIn(entry, { email: 'bram@cargo.example', name: 'Bram' });
      await expectRefused(await moveTo(bram, good.sha), [403], before);
      for (const [target, sent] of [
        [api('/git/refs/heads/other'), { method: 'PATCH', body: { sha: good.sha } }],
        [api('/git/refs/heads/main'), { method: 'DELETE' }],
        [api('/git/refs'), { method: 'POST', body: { ref: 'refs/heads/x', sha: good.sha } }],
        [api('/git/refs/tags/v1'), { method: 'PATCH', body: { sha: good.sha } }],
        [api('/merges'), { method: 'POST', body: { base: 'main', head: good.sha } }],
        [api('/git/refs/heads/main%2F..%2Fother'), { method: 'PATCH', body: { sha: good.sha } }],
      ] as Array<[string, Sent]>)
        await expectRefused(await anna.call(target, sent), [403, 404], before);
    });

    it('5. reads only what is content: trees answer content entries, blobs of content, history rebuilt', async () => {
      const before = refs();
      const code = ['package.json', 'src/index.ts'].map((file) => blobOf(file));
      // The issue's: a tree on the root answers with the root's entries.
      const onRoot = await anna.json(api('/git/trees'), {
        method: 'POST',
        body: {
          base_tree: github.git('rev-parse', 'main^{tree}'),
          tree: [
            {
              path: 'data/company.yaml',
              mode: '100644',
              type: 'blob',
              sha: blobOf('data/company.yaml'),
            },
          ],
        },
      });
      const listed = JSON.stringify(onRoot);
      for (const id of [...code, github.git('rev-parse', 'main:src')])
        expect(listed).not.toContain(id);
      expect(listed).not.toMatch(/package\.json|"src"/);
      for (const id of code)
        await expectRefused(await anna.call(api(`/git/blobs/${id}`)), [404], before);
      for (const target of [
        '/commits?path=data/company.yaml&path=.github/workflows/ci.yml',
        '/commits?path=.github/workflows/ci.yml&path=data/company.yaml',
        '/commits?path=data/../package.json',
        '/commits',
        '/commits?path=data/company.yaml&sha=other',
        `/commits?path=data/company.yaml&sha=${head()}`,
        '/commits?path=data/company.yaml&sha=MAIN',
        '/git/trees/main:src',
        '/git/trees/main:',
        '/git/trees/main:data%252Fimages',
        '/git/trees/main:data/../src',
        '/git/trees/other:data',
        `/git/trees/${github.git('rev-parse', 'main^{tree}')}`,
        `/git/trees/${github.git('rev-parse', 'main:src')}`,
        '/contents/package.json',
        '/git/commits/' + head(),
        '/compare/main...main',
      ])
        await expectRefused(await anna.call(api(target)), [403, 404], before);
      // A history query's other parameters are dropped, not passed on.
      const asked = github.requests.length;
      const history = await anna.call(
        api('/commits?path=data/company.yaml&sha=main&per_page=5&until=x&path2=.github'),
      );
      expect(history.status).toBe(200);
      const passed = github.requests.slice(asked).map(({ path: target }) => target);
      expect(passed.filter((target) => target.includes('/commits?'))).toEqual([
        `/repos/${repo}/commits?path=data%2Fcompany.yaml&sha=main&per_page=5`,
      ]);
      // A blob another session wrote is not this one's to read; one it wrote, it reads.
      const bram = await signIn(entry, { email: 'bram@cargo.example', name: 'Bram' });
      const written = await bram.json(api('/git/blobs'), {
        method: 'POST',
        body: { content: 'a draft of Bram’s', encoding: 'utf-8' },
      });
      await expectRefused(await anna.call(api(`/git/blobs/${written.sha}`)), [404], before);
      expect((await bram.call(api(`/git/blobs/${written.sha}`))).status).toBe(200);
      expect((await anna.call(api(`/git/blobs/${blobOf('data/company.yaml')}`))).status).toBe(200);
    });

    it('6. answers a malformed request 400 with a sentence; nothing of GitHub’s comes back', async () => {
      const before = refs();
      for (const [target, sent] of [
        ['/git/blobs', { method: 'POST', raw: '{ not json' }],
        ['/git/blobs', { method: 'POST', body: ['a list'] }],
        ['/git/blobs', { method: 'POST', body: { content: 1 } }],
        ['/git/blobs', { method: 'POST', body: { content: 'x', encoding: 'utf-16' } }],
        ['/git/trees', { method: 'POST', body: { base_tree: head(), tree: 'data/company.yaml' } }],
        ['/git/trees', { method: 'POST', body: { base_tree: head(), tree: [] } }],
        [
          '/git/trees',
          {
            method: 'POST',
            body: {
              base_tree: 'main',
              tree: [{ path: 'data/company.yaml', mode: '100644', type: 'blob', sha: head() }],
            },
          },
        ],
        ['/git/commits', { method: 'POST', body: { message: 'x', tree: 'zz', parents: [head()] } }],
        ['/git/commits', { method: 'POST', body: { tree: head(), parents: [head()] } }],
        ['/git/refs/heads/main', { method: 'PATCH', body: { sha: 'not-a-commit' } }],
        ['/git/refs/heads/main', { method: 'PATCH', raw: 'null' }],
        ['/commits?path=data/company.yaml&per_page=-1', {}],
      ] as Array<[string, Sent]>)
        await expectRefused(await anna.call(api(target), sent), [400], before);
      // An id that is no commit, written in this session as a blob: refused, not a failure of GitHub's.
      const blob = await anna.json(api('/git/blobs'), { method: 'POST', body: { content: 'x' } });
      await expectRefused(await moveTo(anna, blob.sha), [403], before);
    });

    it('7. ends a session when it is signed out: the same cookie, replayed, opens nothing', async () => {
      const before = refs();
      const carol = await signIn(entry, { email: 'carol@cargo.example', name: 'Carol' });
      expect((await carol.call(api('/branches/main'))).status).toBe(200);
      const commit = await commitOf(carol, {
        'data/company.yaml': company().replace(/^phone: .*$/m, "phone: '+31 20 111 2222'"),
      });
      const out = await carol.call('/api/session/end', { method: 'POST' });
      expect(out.status).toBe(200);
      for (const [target, sent] of [
        [api('/branches/main'), {}],
        [api(`/git/blobs/${blobOf('data/company.yaml')}`), {}],
        [api('/git/blobs'), { method: 'POST', body: { content: 'x' } }],
        [api('/git/refs/heads/main'), { method: 'PATCH', body: { sha: commit.sha } }],
        ['/api/github/user', {}],
      ] as Array<[string, Sent]>)
        await expectRefused(await carol.call(target, sent), [401], before);
      // Signing in again gives a new session; the old cookie stays dead.
      const again = await signIn(entry, { email: 'carol@cargo.example', name: 'Carol' });
      expect((await again.call(api('/branches/main'))).status).toBe(200);
      await expectRefused(await carol.call(api('/branches/main')), [401], before);
    });

    it('publishes a plain change as one commit in the person’s name, and main passes the content check', async () => {
      const was = head();
      const phone = company().replace(/^phone: .*$/m, "phone: '+31 20 765 4321'");
      const commit = await commitOf(anna, { 'data/company.yaml': phone });
      const moved = await moveTo(anna, commit.sha);
      expect(moved.status).toBe(200);
      expect(github.git('rev-list', '--count', `${was}..main`)).toBe('1');
      expect(github.git('log', '-1', '--format=%an <%ae>', 'main')).toBe(
        `${editor.name} <${editor.email}>`,
      );
      const checkout = mkdtempSync(path.join(tmpdir(), 'main-'));
      try {
        execFileSync('sh', [
          '-c',
          `git --git-dir "${gitDir()}" archive main | tar -x -C "${checkout}"`,
        ]);
        expect((await validateContent(checkout)).errors).toEqual([]);
      } finally {
        rmSync(checkout, { recursive: true, force: true });
      }
    });
  },
);

/** The stand-in's bare repository. */
const gitDir = () => github.git('rev-parse', '--absolute-git-dir');
