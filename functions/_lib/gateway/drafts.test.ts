/**
 * @jest-environment node
 */
// Drafts through the gateway (CMS_DRAFTS=on, ./drafts.ts), against GitHub stood in over a real
// bare repository with pull requests and labels: Decap's editorial workflow replayed call by
// call as its GitHub backend makes them (saving a draft, saving it again after the site moved
// on, its status, deleting it), and what the gateway refuses of it. With drafts off, none of it
// is passed on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type AccessStandIn, startAccessStandIn } from '../../../e2e/access-stand-in';
import {
  type GitHubApiStandIn,
  gatewaySettings,
  startGitHubApiStandIn,
} from '../../../e2e/github-api-stand-in';
import { type KvStandIn, startKvStore } from '../../../e2e/kv-store';
import { startPreviewHosts } from '../../../e2e/preview-hosts-stand-in';
import { fixtureRoot } from '../../../jest/fixture';
import { ACCESS_HEADER } from './access';
import worker from '../sign-in-worker';
import { STATUS_LABELS } from '../../../src/core/publish-time';
import { publishDue } from './schedule';
import { type GatewayEnv, PLACEHOLDER_TOKEN, handleGateway } from './gateway';

jest.setTimeout(60_000);

const site = 'https://cargo.example';
const repo = 'noordvliet/cargo-site';
const owner = repo.split('/')[0];
const companyDraft = 'cms/company/company';
/** git's empty tree, which every repository has. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
let github: GitHubApiStandIn;
let access: AccessStandIn;
let sessions: KvStandIn;
let env: GatewayEnv;

beforeAll(async () => {
  [github, access, sessions] = await Promise.all([
    startGitHubApiStandIn({ repo, from: fixtureRoot }),
    startAccessStandIn(),
    startKvStore(),
  ]);
  env = { ...gatewaySettings(github, access), EDITOR_SESSIONS: sessions.kv, CMS_DRAFTS: 'on' };
}, 30_000);
afterAll(() => Promise.all([github.close(), access.close(), sessions.close()]));

interface Editor {
  call(path: string, sent?: { method?: string; body?: unknown }): Promise<Response>;
  /** The answer's JSON; a refusal throws with its status and words. */
  json<T = Record<string, unknown>>(
    path: string,
    sent?: { method?: string; body?: unknown },
  ): Promise<T>;
}

async function signIn(
  person = { email: 'anna@cargo.example', name: 'Anna de Vries' },
  settings = env,
): Promise<Editor> {
  const accessToken = await access.token(person.email, { name: person.name });
  const started = await handleGateway(
    new Request(`${site}/api/session/start`, { headers: { [ACCESS_HEADER]: accessToken } }),
    settings,
  );
  expect(started.status).toBe(200);
  const cookie = started.headers.get('Set-Cookie')!.split(';')[0];
  const call: Editor['call'] = (path, { method = 'GET', body } = {}) =>
    handleGateway(
      new Request(`${site}/api/github/repos/${repo}${path}`, {
        method,
        headers: {
          Authorization: `token ${PLACEHOLDER_TOKEN}`,
          'Sec-Fetch-Site': 'same-origin',
          Cookie: cookie,
          [ACCESS_HEADER]: accessToken,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      settings,
    );
  const json: Editor['json'] = async (path, sent) => {
    const answer = await call(path, sent);
    const body = answer.status === 204 ? {} : await answer.json();
    if (!answer.ok)
      throw Object.assign(new Error(`${answer.status} ${body.message}`), { status: answer.status });
    return body;
  };
  return { call, json };
}

const companyAt = (ref: string) => github.git('show', `${ref}:data/company.yaml`);
const withEmail = (text: string, email: string) => text.replace(/^email: .*$/m, `email: ${email}`);
const mainTip = () => github.git('rev-parse', 'main');
const branchExists = (branch: string) =>
  github.git('for-each-ref', '--format=%(refname)', `refs/heads/${branch}`) !== '';

/** A commit of `files` on `parent`, as Decap writes one: blobs, a tree on the parent, a commit. */
async function commitOn(editor: Editor, parent: string, files: Record<string, string>) {
  const tree = [];
  for (const [path, content] of Object.entries(files)) {
    const blob = await editor.json<{ sha: string }>('/git/blobs', {
      method: 'POST',
      body: { content, encoding: 'utf-8' },
    });
    tree.push({ path, mode: '100644', type: 'blob', sha: blob.sha });
  }
  const made = await editor.json<{ sha: string }>('/git/trees', {
    method: 'POST',
    body: { base_tree: parent, tree },
  });
  return (
    await editor.json<{ sha: string }>('/git/commits', {
      method: 'POST',
      body: { message: 'Update Company', tree: made.sha, parents: [parent] },
    })
  ).sha;
}

/**
 * A change that reaches main while a draft waits, not through a draft: a developer's push, or
 * a Publish made before the host switched drafts on (made here as the editor makes one, with
 * drafts off: with them on, the gateway takes no text of the site straight).
 */
async function publishedStraight(files: Record<string, string>) {
  const bram = await signIn(
    { email: 'bram@cargo.example', name: 'Bram Jansen' },
    { ...env, CMS_DRAFTS: undefined },
  );
  const commit = await commitOn(bram, mainTip(), files);
  await bram.json('/git/refs/heads/main', { method: 'PATCH', body: { sha: commit, force: false } });
  return commit;
}

interface Pull {
  number: number;
  labels: Array<{ name: string }>;
  head: { ref: string; sha: string };
  state: string;
}

/** The first save of a draft, as Decap's editorialWorkflowGit makes it: a branch, a pull request, a status. */
async function saveNewDraft(editor: Editor, files: Record<string, string>, draft = companyDraft) {
  const head = await editor.json<{ commit: { sha: string } }>('/branches/main');
  const commit = await commitOn(editor, head.commit.sha, files);
  await editor.json('/git/refs', {
    method: 'POST',
    body: { ref: `refs/heads/${draft}`, sha: commit },
  });
  const pull = await editor.json<Pull>('/pulls', {
    method: 'POST',
    body: {
      title: 'Update Company',
      body: 'Automatically generated by Decap CMS',
      head: `${owner}:${draft}`,
      base: 'main',
    },
  });
  await editor.json(`/issues/${pull.number}/labels`, {
    method: 'PUT',
    body: { labels: ['decap-cms/draft'] },
  });
  return pull;
}

/** A later save, as Decap makes it: the draft replayed onto main's head when main moved, then a commit on top. */
async function saveDraftAgain(editor: Editor, files: Record<string, string>) {
  const compared = await editor.json<{
    base_commit: { sha: string };
    commits: Array<{ sha: string; parents: Array<{ sha: string }> }>;
  }>(`/compare/main...${owner}:${companyDraft}`);
  let base = compared.base_commit.sha;
  if (compared.commits[0]?.parents[0].sha !== base)
    for (const commit of compared.commits) {
      const step = await editor.json<{ files: Array<{ filename: string; sha: string }> }>(
        `/compare/${commit.parents[0].sha}...${commit.sha}`,
      );
      const replayed: Record<string, string> = {};
      for (const file of step.files) {
        const blob = await editor.json<{ content: string }>(`/git/blobs/${file.sha}`);
        replayed[file.filename] = Buffer.from(blob.content, 'base64').toString('utf8');
      }
      base = await commitOn(editor, base, replayed);
    }
  else base = compared.commits.at(-1)!.sha;
  const commit = await commitOn(editor, base, files);
  return editor.json(`/git/refs/heads/${encodeURIComponent(companyDraft)}`, {
    method: 'PATCH',
    body: { sha: commit, force: true },
  });
}

describe('with drafts off', () => {
  it('passes on nothing of pull requests, labels or other branches', async () => {
    const editor = await signIn(undefined, { ...env, CMS_DRAFTS: undefined });
    const before = github.requests.length;
    for (const [path, sent] of [
      ['/pulls?base=main&state=open', {}],
      [
        '/pulls',
        { method: 'POST', body: { title: 'x', head: `${owner}:${companyDraft}`, base: 'main' } },
      ],
      [
        '/git/refs',
        { method: 'POST', body: { ref: `refs/heads/${companyDraft}`, sha: mainTip() } },
      ],
      ['/issues/1/labels', { method: 'PUT', body: { labels: ['decap-cms/draft'] } }],
      [`/git/trees/${companyDraft}:data`, {}],
    ] as const) {
      const answer = await editor.call(path, sent);
      expect([path, answer.status]).toEqual([path, 403]);
    }
    expect(
      github.requests
        .slice(before)
        .filter(
          ({ path }) => !path.includes('/collaborators/') && !path.includes('/access_tokens'),
        ),
    ).toEqual([]);
  });
});

describe('with drafts on', () => {
  let editor: Editor;
  let pull: Pull;
  const published = () => companyAt('main');

  beforeAll(async () => {
    editor = await signIn();
  });

  it('saves a draft on its own branch with a pull request and its status; main is unchanged', async () => {
    const before = published();
    pull = await saveNewDraft(editor, {
      'data/company.yaml': withEmail(before, 'drafts@cargo.example'),
    });
    expect(published()).toBe(before);
    expect(companyAt(companyDraft)).toContain('email: drafts@cargo.example');
    expect(github.git('log', '-1', '--format=%an', companyDraft)).toBe('Anna de Vries');
    expect(github.pulls).toEqual([
      expect.objectContaining({
        head: companyDraft,
        base: 'main',
        state: 'open',
        labels: ['decap-cms/draft'],
      }),
    ]);
  });

  it('lists the drafts alone, and a colleague reads a draft they did not write', async () => {
    // A pull request someone opened on GitHub from another branch is none of the editor's.
    github.git('branch', 'feature/menu', 'main');
    github.pulls.push({
      ...github.pulls[0],
      number: 99,
      head: 'feature/menu',
      labels: ['decap-cms/draft'],
    });
    const listed = await editor.json<Pull[]>('/pulls?base=main&state=open&per_page=100');
    expect(listed.map(({ head }) => head.ref)).toEqual([companyDraft]);
    const colleague = await signIn({ email: 'bram@cargo.example', name: 'Bram Jansen' });
    const compared = await colleague.json<{ files: Array<{ filename: string; sha: string }> }>(
      `/compare/main...${pull.head.sha}`,
    );
    expect(compared.files.map(({ filename }) => filename)).toEqual(['data/company.yaml']);
    const blob = await colleague.json<{ content: string }>(`/git/blobs/${compared.files[0].sha}`);
    expect(Buffer.from(blob.content, 'base64').toString()).toContain('drafts@cargo.example');
    const folder = await colleague.json<{ tree: Array<{ path: string }> }>(
      `/git/trees/${companyDraft}:data`,
    );
    expect(folder.tree.map(({ path }) => path)).toContain('company.yaml');
  });

  it('saves the draft again after main moved on: the draft is replayed onto main, in the person’s name', async () => {
    // Someone published meanwhile.
    github.git(
      'update-ref',
      'refs/heads/main',
      github.git('commit-tree', `${mainTip()}^{tree}`, '-p', mainTip(), '-m', 'Meanwhile'),
    );
    const again = withEmail(companyAt(companyDraft), 'again@cargo.example');
    await saveDraftAgain(editor, { 'data/company.yaml': again });
    expect(companyAt(companyDraft)).toBe(again);
    expect(github.git('merge-base', '--is-ancestor', 'main', companyDraft) === '').toBe(true);
    expect(github.git('log', '--format=%an', `main..${companyDraft}`).split('\n')).toEqual([
      'Anna de Vries',
      'Anna de Vries',
    ]);
  });

  it('moves the draft through Decap’s three states, and sets no other label', async () => {
    for (const status of STATUS_LABELS) {
      await editor.json(`/issues/${pull.number}/labels`, {
        method: 'PUT',
        body: { labels: [status] },
      });
      expect(github.pulls[0].labels).toEqual([status]);
    }
    for (const labels of [
      ['decap-cms/draft', 'decap-cms/pending_review'],
      ['decap-cms/draft', 'urgent'],
      ['decap-cms/published'],
      [],
    ]) {
      const answer = await editor.call(`/issues/${pull.number}/labels`, {
        method: 'PUT',
        body: { labels },
      });
      expect([labels, answer.status]).toEqual([labels, 403]);
    }
    const other = await editor.call('/issues/99/labels', {
      method: 'PUT',
      body: { labels: ['decap-cms/draft'] },
    });
    expect(other.status).toBe(404);
    expect(github.pulls[1].labels).toEqual(['decap-cms/draft']);
  });

  it('refuses branches, pull requests and comparisons that are not a draft’s', async () => {
    const tip = github.git('rev-parse', companyDraft);
    // A commit made on GitHub, not through the editor: main's src/ as the whole tree.
    const code = github.git('commit-tree', 'main:src', '-p', 'main', '-m', 'Code');
    const refused: Array<[string, { method?: string; body?: unknown }]> = [
      ['/git/refs', { method: 'POST', body: { ref: 'refs/heads/feature/x', sha: mainTip() } }],
      [
        '/git/refs',
        {
          method: 'POST',
          body: { ref: 'refs/heads/cms/company/company/../../main', sha: mainTip() },
        },
      ],
      [
        '/git/refs',
        { method: 'POST', body: { ref: 'refs/heads/cms/company/other', sha: mainTip() } },
      ],
      [
        `/git/refs/heads/${encodeURIComponent(companyDraft)}`,
        { method: 'PATCH', body: { sha: code, force: true } },
      ],
      ['/git/refs/heads/main', { method: 'DELETE' }],
      ['/git/refs/heads/feature%2Fmenu', { method: 'DELETE' }],
      [
        '/pulls',
        { method: 'POST', body: { title: 'x', head: `${owner}:feature/menu`, base: 'main' } },
      ],
      [
        '/pulls',
        {
          method: 'POST',
          body: { title: 'x', head: `${owner}:${companyDraft}`, base: 'feature/menu' },
        },
      ],
      [`/pulls/${pull.number}`, { method: 'PATCH', body: { state: 'open' } }],
      [
        `/pulls/${pull.number}`,
        { method: 'PATCH', body: { state: 'closed', base: 'feature/menu' } },
      ],
      ['/pulls/99', { method: 'PATCH', body: { state: 'closed' } }],
      ['/pulls?base=feature/menu&state=open', {}],
      [`/pulls?head=${owner}:feature/menu`, {}],
      [`/compare/main...${owner}:feature/menu`, {}],
      [`/pulls/${pull.number}/commits`, {}],
      ['/git/matching-refs/heads/', {}],
    ];
    for (const [path, sent] of refused) {
      const answer = await editor.call(path, sent);
      expect([path, answer.status >= 400 && answer.status < 500 && answer.status !== 405]).toEqual([
        path,
        true,
      ]);
    }
    expect(github.git('rev-parse', companyDraft)).toBe(tip);
    expect(branchExists('feature/menu')).toBe(true);
    expect(github.pulls.map(({ state }) => state)).toEqual(['open', 'open']);
  });

  it('refuses a draft that changes a file outside the content, or that the content check refuses', async () => {
    const head = mainTip();
    // A tree built on git's empty tree: every entry the editor sends is content, the result
    // has the code taken away.
    const emptied = await editor.json<{ sha: string }>('/git/trees', {
      method: 'POST',
      body: {
        base_tree: EMPTY_TREE,
        tree: [
          {
            path: 'data/company.yaml',
            mode: '100644',
            type: 'blob',
            sha: github.git('rev-parse', 'main:data/company.yaml'),
          },
        ],
      },
    });
    const commit = await editor.json<{ sha: string }>('/git/commits', {
      method: 'POST',
      body: { message: 'x', tree: emptied.sha, parents: [head] },
    });
    const outside = await editor.call(`/git/refs/heads/${encodeURIComponent(companyDraft)}`, {
      method: 'PATCH',
      body: { sha: commit.sha, force: true },
    });
    expect(outside.status).toBe(403);
    expect((await outside.json()).message).toMatch(/outside data\/ and locales\//);
    const broken = await commitOn(editor, head, {
      'data/company.yaml': companyAt('main').replace(/^phone: .*$/m, "phone: 'not a phone'"),
    });
    const answer = await editor.call(`/git/refs/heads/${encodeURIComponent(companyDraft)}`, {
      method: 'PATCH',
      body: { sha: broken, force: true },
    });
    expect(answer.status).toBe(422);
    expect((await answer.json()).message).toMatch(/^Not saved: the content check found/);
  });

  it('deletes a draft: its pull request closed, its branch gone, main unchanged', async () => {
    const before = published();
    await editor.json(`/pulls/${pull.number}`, { method: 'PATCH', body: { state: 'closed' } });
    await editor.json(`/git/refs/heads/${encodeURIComponent(companyDraft)}`, { method: 'DELETE' });
    expect(branchExists(companyDraft)).toBe(false);
    expect(github.pulls[0].state).toBe('closed');
    expect(published()).toBe(before);
  });
});

describe('the publishing branch, with drafts on', () => {
  const logo = readFileSync(path.join(fixtureRoot, 'data/images/partners/aerolinea-polar.png'));

  /** A move of main as Decap's media library makes one: pictures uploaded (their bytes) or deleted (null). */
  async function movePictures(editor: Editor, files: Record<string, Buffer | null>) {
    const parent = mainTip();
    const tree = [];
    for (const [file, bytes] of Object.entries(files)) {
      const sha =
        bytes === null
          ? null
          : (
              await editor.json<{ sha: string }>('/git/blobs', {
                method: 'POST',
                body: { content: bytes.toString('base64'), encoding: 'base64' },
              })
            ).sha;
      tree.push({ path: file, mode: '100644', type: 'blob', sha });
    }
    const made = await editor.json<{ sha: string }>('/git/trees', {
      method: 'POST',
      body: { base_tree: parent, tree },
    });
    const commit = await editor.json<{ sha: string }>('/git/commits', {
      method: 'POST',
      body: { message: 'Media', tree: made.sha, parents: [parent] },
    });
    return editor.call('/git/refs/heads/main', { method: 'PATCH', body: { sha: commit.sha } });
  }

  it('tells the editor’s page how the site publishes, before anyone signs in', async () => {
    const settings = async (more: Partial<GatewayEnv>) =>
      (await handleGateway(new Request(`${site}/api/editor-settings`), { ...env, ...more })).json();
    expect(await settings({})).toEqual({ drafts: true, fourEyes: false });
    expect(await settings({ CMS_FOUR_EYES: 'on' })).toEqual({ drafts: true, fourEyes: true });
    expect(await settings({ CMS_DRAFTS: undefined, CMS_FOUR_EYES: 'on' })).toEqual({
      drafts: false,
      fourEyes: false,
    });
  });

  it('takes a picture straight, as the media library sends it, but no text of the site: that goes through a draft', async () => {
    const editor = await signIn();
    const before = mainTip();
    const move = async (files: Record<string, string | null>) => {
      const commit = await commitOn(editor, mainTip(), files as Record<string, string>);
      return editor.call('/git/refs/heads/main', { method: 'PATCH', body: { sha: commit } });
    };
    const company = companyAt('main');
    const refused = await move({
      'data/company.yaml': withEmail(company, 'straight@cargo.example'),
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      'Not published: on this site a change of data/company.yaml is saved as a draft and published from the workflow.',
    );
    expect(mainTip()).toBe(before);
    const taken = await movePictures(editor, { 'data/images/partners/copy.png': logo });
    expect(taken.status).toBe(200);
    expect(mainTip()).not.toBe(before);
    expect(github.git('ls-tree', '--name-only', 'main', 'data/images/partners/')).toContain(
      'copy.png',
    );
  });

  it('keeps a picture a draft shows: taking it off main is refused, naming the draft, until the draft is gone', async () => {
    const editor = await signIn();
    const spare = 'data/images/partners/spare.png';
    expect((await movePictures(editor, { [spare]: logo })).status).toBe(200);
    const partnersDraft = 'cms/partners/partners';
    const partners = github.git('show', 'main:data/partners.yaml');
    const pull = await saveNewDraft(
      editor,
      {
        'data/partners.yaml': partners.replace(
          /(logo: \.\/images\/partners\/)[\w.-]+/,
          '$1spare.png',
        ),
      },
      partnersDraft,
    );
    const before = mainTip();
    const refused = await movePictures(editor, { [spare]: null });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      `Not deleted: ${spare} is shown by a draft not yet published (“Update Company”). Publish or delete that draft first, or choose another picture in it.`,
    );
    expect(mainTip()).toBe(before);
    await editor.json(`/pulls/${pull.number}`, { method: 'PATCH', body: { state: 'closed' } });
    await editor.json(`/git/refs/heads/${encodeURIComponent(partnersDraft)}`, { method: 'DELETE' });
    expect((await movePictures(editor, { [spare]: null })).status).toBe(200);
  });
});

describe('publishing a draft', () => {
  let anna: Editor;
  let bram: Editor;

  beforeAll(async () => {
    anna = await signIn();
    bram = await signIn({ email: 'bram@cargo.example', name: 'Bram Jansen' });
  });

  /** What main gains meanwhile: company.yaml changed as `change` says. */
  const publishedMeanwhile = (change: (text: string) => string) =>
    publishedStraight({ 'data/company.yaml': change(companyAt('main')) });

  /** Publish as Decap's publishUnpublishedEntry asks it: the merge, then the branch deleted. */
  async function publish(editor: Editor, pull: Pull) {
    const answer = await editor.call(`/pulls/${pull.number}/merge`, {
      method: 'PUT',
      body: {
        commit_message: 'Automatically generated. Merged on Decap CMS.',
        sha: github.git('rev-parse', companyDraft),
        merge_method: 'merge',
      },
    });
    if (answer.ok)
      await editor.json(`/git/refs/heads/${encodeURIComponent(companyDraft)}`, {
        method: 'DELETE',
      });
    return answer;
  }

  const pullOf = (number: number) => github.pulls.find((pull) => pull.number === number)!;

  it('keeps the draft’s change and what was published meanwhile, in the draft author’s name; the pull request is closed', async () => {
    const pull = await saveNewDraft(anna, {
      'data/company.yaml': withEmail(companyAt('main'), 'merged@cargo.example'),
    });
    await publishedMeanwhile((text) => text.replace(/^phone: .*$/m, "phone: '+31 20 765 4321'"));
    const answer = await publish(bram, pull);
    expect(answer.status).toBe(200);
    const now = companyAt('main');
    expect(now).toContain('email: merged@cargo.example');
    expect(now).toContain("phone: '+31 20 765 4321'");
    expect(github.git('log', '-1', '--format=%an|%P', 'main')).toBe(
      `Anna de Vries|${github.git('rev-parse', 'main~1')}`,
    );
    expect(pullOf(pull.number).state).toBe('closed');
    expect(branchExists(companyDraft)).toBe(false);
  });

  it('refuses, in words and never with 405, a draft whose values the site changed meanwhile too; main and the draft stay', async () => {
    const pull = await saveNewDraft(anna, {
      'data/company.yaml': withEmail(companyAt('main'), 'mine@cargo.example'),
    });
    await publishedMeanwhile((text) => withEmail(text, 'theirs@cargo.example'));
    const before = mainTip();
    const answer = await publish(bram, pull);
    expect(answer.status).toBe(409);
    expect((await answer.json()).message).toMatch(
      /^Not published: data\/company\.yaml was changed on the site since this draft was started.*email/,
    );
    expect(mainTip()).toBe(before);
    expect(pullOf(pull.number).state).toBe('open');
    expect(companyAt(companyDraft)).toContain('email: mine@cargo.example');
    // The draft saved over the site's version publishes.
    await saveDraftAgain(anna, {
      'data/company.yaml': withEmail(companyAt('main'), 'mine@cargo.example'),
    });
    expect((await publish(bram, pull)).status).toBe(200);
    expect(companyAt('main')).toContain('email: mine@cargo.example');
  });

  it('asks for four eyes where the host says so: the draft’s last author may not publish it, a colleague may', async () => {
    const fourEyes = { ...env, CMS_FOUR_EYES: 'on' };
    const [author, colleague] = [
      await signIn({ email: 'Anna@Cargo.example', name: 'Anna de Vries' }, fourEyes),
      await signIn({ email: 'bram@cargo.example', name: 'Bram Jansen' }, fourEyes),
    ];
    const pull = await saveNewDraft(anna, {
      'data/company.yaml': withEmail(companyAt('main'), 'four@cargo.example'),
    });
    const before = mainTip();
    const own = await publish(author, pull);
    expect(own.status).toBe(403);
    expect((await own.json()).message).toMatch(/someone other than the person who last saved it/);
    expect(mainTip()).toBe(before);
    expect((await publish(colleague, pull)).status).toBe(200);
    expect(companyAt('main')).toContain('email: four@cargo.example');
  });

  it('refuses a draft saved again since the editor read it, and a pull request that is not a draft', async () => {
    const pull = await saveNewDraft(anna, {
      'data/company.yaml': withEmail(companyAt('main'), 'stale@cargo.example'),
    });
    const before = mainTip();
    const stale = await bram.call(`/pulls/${pull.number}/merge`, {
      method: 'PUT',
      body: { sha: mainTip() },
    });
    expect(stale.status).toBe(409);
    const other = await bram.call('/pulls/99/merge', { method: 'PUT', body: {} });
    expect(other.status).toBe(404);
    expect(mainTip()).toBe(before);
    await anna.json(`/pulls/${pull.number}`, { method: 'PATCH', body: { state: 'closed' } });
    await anna.json(`/git/refs/heads/${encodeURIComponent(companyDraft)}`, { method: 'DELETE' });
  });
});

describe('a draft’s preview', () => {
  let hosts: Awaited<ReturnType<typeof startPreviewHosts>>;
  beforeAll(async () => {
    hosts = await startPreviewHosts();
  });
  afterAll(() => hosts.close());

  it('is pending until the host’s preview of that very save is live, then links to it; a new save is pending again', async () => {
    const editor = await signIn(undefined, { ...env, ...hosts.pagesSettings });
    const pull = await saveNewDraft(editor, {
      'data/company.yaml': withEmail(companyAt('main'), 'preview@cargo.example'),
    });
    const status = (sha: string) =>
      editor.json<{
        statuses: Array<{ context: string; state: string; target_url: string | null }>;
      }>(`/commits/${sha}/status`);
    const first = github.git('rev-parse', companyDraft);
    expect((await status(first)).statuses).toEqual([
      expect.objectContaining({ context: 'deploy/preview', state: 'pending', target_url: null }),
    ]);
    hosts.pages.push({
      url: 'https://1a2b.cargo-site.pages.dev',
      commit: first,
      branch: companyDraft,
      stage: { name: 'deploy', status: 'success' },
    });
    expect((await status(first)).statuses).toEqual([
      expect.objectContaining({
        state: 'success',
        target_url: 'https://1a2b.cargo-site.pages.dev',
      }),
    ]);
    await saveDraftAgain(editor, {
      'data/company.yaml': withEmail(companyAt(companyDraft), 'again@cargo.example'),
    });
    const second = github.git('rev-parse', companyDraft);
    expect((await status(second)).statuses).toEqual([
      expect.objectContaining({ state: 'pending' }),
    ]);
    // Only a draft's head is asked about; on a host without previews there is no status.
    expect((await editor.call(`/commits/${mainTip()}/status`)).status).toBe(404);
    const nginx = await signIn();
    expect(
      (await nginx.json<{ statuses: unknown[] }>(`/commits/${second}/status`)).statuses,
    ).toEqual([]);
    await editor.json(`/pulls/${pull.number}`, { method: 'PATCH', body: { state: 'closed' } });
    await editor.json(`/git/refs/heads/${encodeURIComponent(companyDraft)}`, { method: 'DELETE' });
  });
});

describe('publishing at a set time', () => {
  let anna: Editor;
  let bram: Editor;
  beforeAll(async () => {
    anna = await signIn();
    bram = await signIn({ email: 'bram@cargo.example', name: 'Bram Jansen' });
  });
  afterEach(() => jest.useRealTimers());

  const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
  const labelsOf = (number: number) => github.pulls.find((pull) => pull.number === number)!.labels;
  const ready = (editor: Editor, pull: Pull) =>
    editor.json(`/issues/${pull.number}/labels`, {
      method: 'PUT',
      body: { labels: ['decap-cms/pending_publish'] },
    });
  /** The clock `hours` ahead, as the scheduled job reads it; timers stay real. */
  const clockAhead = (hours: number) =>
    jest.useFakeTimers({
      now: Date.now() + hours * 3600_000,
      doNotFake: [
        'nextTick',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'hrtime',
        'performance',
      ],
    });

  it('sets a Ready draft to go live at a time; the Worker’s scheduled run publishes it once the time has come', async () => {
    const pull = await saveNewDraft(anna, {
      'data/company.yaml': withEmail(companyAt('main'), 'monday@cargo.example'),
    });
    const notReady = await bram.call(`/pulls/${pull.number}/publish-at`, {
      method: 'PUT',
      body: { at: inAnHour() },
    });
    expect(notReady.status).toBe(403);
    await ready(anna, pull);
    const past = await bram.call(`/pulls/${pull.number}/publish-at`, {
      method: 'PUT',
      body: { at: '2020-01-01T08:00:00Z' },
    });
    expect(past.status).toBe(400);
    await bram.json(`/pulls/${pull.number}/publish-at`, {
      method: 'PUT',
      body: { at: inAnHour() },
    });
    expect(labelsOf(pull.number)).toEqual([
      'decap-cms/pending_publish',
      expect.stringMatching(/^publish at \d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
    ]);
    const before = mainTip();
    const runWorker = async () => {
      const waited: Array<Promise<unknown>> = [];
      worker.scheduled({}, env, { waitUntil: (promise) => waited.push(promise) });
      await Promise.all(waited);
    };
    await runWorker();
    expect(mainTip()).toBe(before);
    clockAhead(2);
    await runWorker();
    expect(companyAt('main')).toContain('email: monday@cargo.example');
    expect(github.git('log', '-1', '--format=%an', 'main')).toBe('Anna de Vries');
    expect(github.pulls.find(({ number }) => number === pull.number)!.state).toBe('closed');
    expect(branchExists(companyDraft)).toBe(false);
  });

  it('leaves a draft that can no longer be published a draft, its time taken off and the reason on it', async () => {
    const pull = await saveNewDraft(anna, {
      'data/company.yaml': withEmail(companyAt('main'), 'mine@cargo.example'),
    });
    await ready(anna, pull);
    await bram.json(`/pulls/${pull.number}/publish-at`, {
      method: 'PUT',
      body: { at: inAnHour() },
    });
    const meanwhile = await publishedStraight({
      'data/company.yaml': withEmail(companyAt('main'), 'theirs@cargo.example'),
    });
    clockAhead(2);
    const runs = await publishDue(env);
    expect(runs).toEqual([
      {
        number: pull.number,
        refused: expect.stringMatching(/^Not published: data\/company\.yaml was changed/),
      },
    ]);
    expect(mainTip()).toBe(meanwhile);
    expect(labelsOf(pull.number)).toEqual(['decap-cms/draft']);
    expect(github.pulls.find(({ number }) => number === pull.number)!.body).toMatch(
      /^Not published at \d{4}-\d\d-\d\d \d\d:\d\d UTC: Not published: data\/company\.yaml/,
    );
    expect(branchExists(companyDraft)).toBe(true);
    // Access's token lasts an hour: the tidying is done at the real time.
    jest.useRealTimers();
    await anna.json(`/pulls/${pull.number}`, { method: 'PATCH', body: { state: 'closed' } });
    await anna.json(`/git/refs/heads/${encodeURIComponent(companyDraft)}`, { method: 'DELETE' });
  });

  it('takes a time off again, and asks for four eyes where the host says so', async () => {
    const pull = await saveNewDraft(anna, {
      'data/company.yaml': withEmail(companyAt('main'), 'later@cargo.example'),
    });
    await ready(anna, pull);
    const fourEyes = await signIn(undefined, { ...env, CMS_FOUR_EYES: 'on' });
    const own = await fourEyes.call(`/pulls/${pull.number}/publish-at`, {
      method: 'PUT',
      body: { at: inAnHour() },
    });
    expect(own.status).toBe(403);
    await bram.json(`/pulls/${pull.number}/publish-at`, {
      method: 'PUT',
      body: { at: inAnHour() },
    });
    await bram.json(`/pulls/${pull.number}/publish-at`, { method: 'DELETE' });
    expect(labelsOf(pull.number)).toEqual(['decap-cms/pending_publish']);
    // Set again, then moved back to In review, as Decap sends a status (its labels kept): the
    // time goes, so that Ready again later it does not go at a time set for what it held.
    await bram.json(`/pulls/${pull.number}/publish-at`, {
      method: 'PUT',
      body: { at: inAnHour() },
    });
    await anna.json(`/issues/${pull.number}/labels`, {
      method: 'PUT',
      body: {
        labels: [
          ...labelsOf(pull.number).filter((name) => !name.startsWith('decap-cms/')),
          'decap-cms/pending_review',
        ],
      },
    });
    expect(labelsOf(pull.number)).toEqual(['decap-cms/pending_review']);
    await ready(anna, pull);
    clockAhead(2);
    expect(await publishDue(env)).toEqual([]);
    jest.useRealTimers();
    await anna.json(`/pulls/${pull.number}`, { method: 'PATCH', body: { state: 'closed' } });
    await anna.json(`/git/refs/heads/${encodeURIComponent(companyDraft)}`, { method: 'DELETE' });
  });
});
