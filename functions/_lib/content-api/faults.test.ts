/**
 * @jest-environment node
 */
// GitHub failing at each step: a save, a draft's Publish and a scheduled publish are tried
// with GitHub answering 502 at their first call, their second, … to their last, and the save and
// the draft's Publish again with each call made and its answer lost (the branch moved, the
// person told to try again; every other write goes through the same primitive). Each
// time the published branch is either as it was or fully moved, the person is told in words,
// and the same call tried again makes it so once: never a second version (a note sent again
// with its id: never a second one).
import {
  COMPANY,
  type Repo,
  ann,
  bob,
  caller,
  changed,
  fixtureGitHub,
  savePhoneDraft,
  storeOver,
} from '../../../jest/content-api';
import { publishDue } from './schedule';

const FORM = { collection: 'company', slug: 'company' };

let repo: Repo;
afterEach(() => repo.remove());

/** GitHub's calls below the repository, counted from now. */
function counted() {
  const from = repo.github!.requests.length;
  return () => repo.github!.requests.slice(from).filter(({ path }) => path.startsWith('/repos/'));
}

/** The commits on main. */
const commits = () => Number(repo.github!.git('rev-list', '--count', 'main'));

/**
 * Fails GitHub's `n`-th call below the repository from now with 502 (`after`: made, and its
 * answer lost); says whether it came.
 */
function failCall(n: number, after = false) {
  let seen = 0;
  repo.github!.fail(() => ++seen === n, 502, 1, { after });
  return () => seen >= n;
}

/**
 * Runs `step` once to count its calls, then for each of them afresh: the fault there, the
 * outcome checked, the step again. `arrange` sets up a fresh repository before each run.
 */
async function atEveryCall(
  arrange: () => Promise<void>,
  step: () => Promise<{ status: number; body: Record<string, unknown> }>,
  done: () => boolean,
  /** Also with each call made and its answer lost (the save's: the other writes share its primitive). */
  { lostAnswers = false } = {},
) {
  // One stand-in, put back as it began before each run: main at its first commit, no draft,
  // no pull request (a new stand-in per run cost most of the test's time).
  repo = await fixtureGitHub();
  const github = repo.github!;
  const first = github.git('rev-parse', 'main');
  const putBack = () => {
    github.git('update-ref', 'refs/heads/main', first);
    for (const ref of github
      .git('for-each-ref', '--format=%(refname)', 'refs/heads/cms/')
      .split('\n'))
      if (ref) github.git('update-ref', '-d', ref);
    github.pulls.length = 0;
    // A store of its own each run: versions it kept from another run (two runs in one second
    // make the same commit, the same id) would spare calls, and the count would drift.
    repo.store = storeOver(github);
  };
  // Twice: the first run fills what the server keeps between calls (pictures' and files' bytes
  // by their ids), as every later run finds it; the second counts the calls.
  let total = 0;
  for (const run of ['warm', 'count']) {
    putBack();
    await arrange();
    const calls = counted();
    expect((await step()).status).toBe(200);
    if (run === 'count') total = calls().length;
  }
  expect(total).toBeGreaterThan(3);
  // GitHub failing before the call is made, and after it (the move made, its answer lost).
  for (let n = 1; n <= total; n++)
    for (const after of lostAnswers ? [false, true] : [false]) {
      putBack();
      await arrange();
      const before = commits();
      const fired = failCall(n, after);
      const failed = await step();
      expect({ n, after, fired: fired() }).toEqual({ n, after, fired: true });
      if (failed.status !== 200) {
        expect(failed.status).toBe(503);
        expect(failed.body.error).toMatch(/Try again/);
      }
      // As it was, or fully moved: never half.
      expect(commits() - before).toBeLessThanOrEqual(1);
      const again = await step();
      expect([200, 404]).toContain(again.status);
      expect(done()).toBe(true);
      expect({ n, after, written: commits() - before }).toEqual({ n, after, written: 1 });
      expect(github.refused).toEqual([]);
    }
  await repo.remove();
}

test('a Publish with GitHub failing at any one of its calls', async () => {
  let call: ReturnType<typeof caller>;
  let base = '';
  const raw = () => changed(COMPANY, base, (values) => (values.phone = '+31 20 765 4321'));
  await atEveryCall(
    async () => {
      call = caller(repo.store, { drafts: false, fourEyes: false });
      base = repo.file(COMPANY);
    },
    () =>
      call(ann, 'persistEntry', {
        dataFiles: [{ path: COMPANY, raw: raw(), base }],
        assets: [],
        options: {},
      }),
    () => repo.file(COMPANY) === raw(),
    { lostAnswers: true },
  );
}, 300_000);

test('a draft’s Publish, and the scheduled run, with GitHub failing at any one of their calls', async () => {
  let call: ReturnType<typeof caller>;
  const arrange = async () => {
    call = caller(repo.store, { drafts: true, fourEyes: true });
    await savePhoneDraft(call, ann, repo.file(COMPANY));
    expect(
      (await call(bob, 'updateUnpublishedEntryStatus', { ...FORM, newStatus: 'pending_publish' }))
        .status,
    ).toBe(200);
  };
  const published = () =>
    repo.file(COMPANY).includes('+31 20 765 4321') &&
    repo.github!.git('for-each-ref', 'refs/heads/cms/') === '';
  await atEveryCall(arrange, () => call(bob, 'publishUnpublishedEntry', FORM), published, {
    lostAnswers: true,
  });

  const due = new Date(Date.now() + 60 * 60_000);
  await atEveryCall(
    async () => {
      await arrange();
      await call(bob, 'setPublishTime', {
        ...FORM,
        at: new Date(Date.now() + 60_000).toISOString(),
      });
    },
    async () => {
      // GitHub failing as the run lists the drafts: nothing is done, the next run tries.
      const report = await publishDue(repo.store, due).catch(() => undefined);
      const finished = report && report.deferred.length === 0 && report.refused.length === 0;
      return { status: finished ? 200 : 503, body: { error: 'Try again' } };
    },
    published,
  );
}, 600_000);

test('a note with GitHub failing at any one of its calls, before it or with its answer lost: told in words; sent again with its id, one note', async () => {
  repo = await fixtureGitHub();
  const github = repo.github!;
  const call = caller(repo.store, { drafts: true, fourEyes: true });
  await savePhoneDraft(call, ann, repo.file(COMPANY));
  const add = (save: { id: string; retry: boolean }) =>
    call(bob, 'addNote', { ...FORM, note: { content: 'Staffed at night?' }, save });
  const calls = counted();
  expect((await add({ id: 'note-0000000000000000', retry: false })).status).toBe(200);
  const total = calls().length;
  expect(total).toBeGreaterThan(2);
  for (let n = 1; n <= total; n++)
    for (const after of [false, true]) {
      github.comments.length = 0;
      const id = `note-${n}-${after}-000000000000`;
      const fired = failCall(n, after);
      const failed = await add({ id, retry: false });
      expect({ n, after, fired: fired(), status: failed.status }).toEqual({
        n,
        after,
        fired: true,
        status: 503,
      });
      expect(failed.body.error).toMatch(/Try again/);
      // The page sends the same note with the same id again: written once, whatever happened.
      const again = await add({ id, retry: true });
      expect({ n, after, status: again.status }).toEqual({ n, after, status: 200 });
      expect({ n, after, notes: github.comments.length }).toEqual({ n, after, notes: 1 });
      expect(String((again.body.note as { id: unknown }).id)).toBe(String(github.comments[0].id));
    }
  // Someone else retrying with that id is not answered with Bob's note: theirs is written.
  const id = `note-${total}-true-000000000000`;
  const annsRetry = await call(ann, 'addNote', {
    ...FORM,
    note: { content: 'Staffed at night?' },
    save: { id, retry: true },
  });
  expect(annsRetry.status).toBe(200);
  expect(github.comments).toHaveLength(2);
  expect(annsRetry.body.note).toMatchObject({ isOwn: true });
  expect(github.refused).toEqual([]);
}, 60_000);
