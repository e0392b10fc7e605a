/**
 * @jest-environment node
 */
// Notes on drafts through the protocol, on both stores: the server says who wrote a note, only
// its writer changes it, a note never moves the draft's version or its review, and notes go
// with their draft. On GitHub a note is a comment of the draft's pull request, in the person's
// name, and a comment typed on GitHub is shown as its account's, whatever it says of itself.
import {
  COMPANY,
  type Repo,
  ann,
  bob,
  caller,
  savePhoneDraft,
  stores,
} from '../../../jest/content-api';
import { MAX_NOTE_CHARS } from './notes';

jest.setTimeout(30_000);

const FORM = { collection: 'company', slug: 'company' };
const ABOUT = { collection: 'about', slug: 'about' };

describe.each(stores)('on %s', (_kind, makeRepo) => {
  let repo: Repo;
  let call: ReturnType<typeof caller>;

  beforeEach(async () => {
    repo = await makeRepo();
    call = caller(repo.store, { drafts: true, fourEyes: true });
  });
  afterEach(async () => {
    expect(repo.github?.refused ?? []).toEqual([]);
    await repo.remove();
  });

  const saveDraft = (person = ann, phone?: string) =>
    savePhoneDraft(call, person, repo.file(COMPANY), phone);
  const notes = async (person = ann, form = FORM) =>
    (await call(person, 'getNotes', form)).body.notes as Array<Record<string, unknown>>;
  const addNote = (person: typeof ann, content: unknown, form = FORM) =>
    call(person, 'addNote', {
      ...form,
      note: { content, author: 'Someone else', authorId: ann.id, isOwn: true },
    });

  test('a note is its writer’s: named by the server, changed, resolved and deleted by them only', async () => {
    await saveDraft(ann);
    const added = await addNote(bob, '  Is the new number staffed at night?  ');
    expect(added.status).toBe(200);
    const id = (added.body.note as { id: string }).id;
    // The page's author, id and ownership are not read: the session's person wrote it.
    expect(await notes(ann)).toEqual([
      expect.objectContaining({
        id,
        author: bob.name,
        content: 'Is the new number staffed at night?',
        resolved: false,
        isOwn: false,
      }),
    ]);
    expect((await notes(bob))[0].isOwn).toBe(true);

    for (const [action, params] of [
      ['updateNote', { noteId: id, updates: { content: 'Changed by Ann' } }],
      ['toggleNoteResolution', { noteId: id }],
      ['deleteNote', { noteId: id }],
    ] as const) {
      const refused = await call(ann, action, { ...FORM, ...params });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toContain(bob.name);
    }
    expect(await notes(ann)).toEqual([
      expect.objectContaining({ content: 'Is the new number staffed at night?', resolved: false }),
    ]);

    expect(
      (
        await call(bob, 'updateNote', {
          ...FORM,
          noteId: id,
          updates: { content: 'Staffed at night?' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(bob, 'toggleNoteResolution', { ...FORM, noteId: id })).body.note,
    ).toMatchObject({ resolved: true });
    expect(await notes(ann)).toEqual([
      expect.objectContaining({ id, content: 'Staffed at night?', resolved: true }),
    ]);
    expect((await call(bob, 'deleteNote', { ...FORM, noteId: id })).status).toBe(200);
    expect(await notes(ann)).toEqual([]);
  });

  test('a note neither moves the draft nor takes Ready off; notes go with the published draft', async () => {
    await saveDraft(ann);
    expect(
      (await call(bob, 'updateUnpublishedEntryStatus', { ...FORM, newStatus: 'pending_publish' }))
        .status,
    ).toBe(200);
    const version = await repo.store.head('cms/company/company');
    expect((await addNote(ann, 'Thanks, Bob.')).status).toBe(200);
    expect(await repo.store.head('cms/company/company')).toBe(version);
    expect((await call(ann, 'draftState', FORM)).body).toMatchObject({ status: 'pending_publish' });
    expect((await call(ann, 'publishUnpublishedEntry', FORM)).status).toBe(200);
    expect(repo.file(COMPANY)).toContain('+31 20 765 4321');
    // The next draft of the form starts with no notes, and a draft gone has none.
    expect(await notes(bob)).toEqual([]);
    await saveDraft(bob, '+31 20 111 2222');
    expect(await notes(bob)).toEqual([]);
  });

  test('refused in words: no draft, no words, too many words, another draft’s note, drafts off', async () => {
    const noDraft = await addNote(ann, 'A remark');
    expect(noDraft.status).toBe(409);
    expect(noDraft.body.error).toMatch(/save your change as a draft first/);
    await saveDraft(ann);
    expect((await addNote(ann, '   ')).status).toBe(422);
    const long = await addNote(ann, 'x'.repeat(MAX_NOTE_CHARS + 1));
    expect(long.status).toBe(413);
    expect(long.body.error).toContain(String(MAX_NOTE_CHARS));
    const id = ((await addNote(ann, 'On the company form')).body.note as { id: string }).id;
    // The note's id named with another form: it is not that form's note.
    const elsewhere = await call(ann, 'deleteNote', { ...ABOUT, noteId: id });
    expect(elsewhere.status).toBe(404);
    expect(await notes(ann)).toHaveLength(1);
    const off = caller(repo.store, { drafts: false, fourEyes: false });
    expect((await off(ann, 'addNote', { ...FORM, note: { content: 'x' } })).status).toBe(403);
  });
});

describe('on GitHub', () => {
  let repo: Repo;
  beforeEach(async () => {
    repo = await stores[1][1]();
  });
  afterEach(() => repo.remove());

  test('a note is a comment of the App in the person’s name; one typed on GitHub is its account’s, and read-only here', async () => {
    const call = caller(repo.store, { drafts: true, fourEyes: true });
    await savePhoneDraft(call, ann, repo.file(COMPANY));
    await call(bob, 'addNote', { ...FORM, note: { content: 'Looks right.' } });
    const github = repo.github!;
    const [pull] = github.pulls;
    expect(github.comments).toEqual([
      expect.objectContaining({ pull: pull.number, performed_via_github_app: expect.anything() }),
    ]);
    expect(github.comments[0].body).toContain(`**${bob.name}** wrote in the content editor`);
    expect(github.comments[0].body).toMatch(/Looks right\.$/);

    // Someone on GitHub copies the hidden line of a note and claims to be Ann.
    const forged = github.comments[0].body.replace(bob.id, ann.id).replace(bob.name, ann.name);
    const typed = github.commentAs('mallory', pull.number, forged);
    const notes = (await call(ann, 'getNotes', FORM)).body.notes as Array<Record<string, unknown>>;
    expect(notes[1]).toMatchObject({ id: String(typed), author: 'mallory', isOwn: false });
    const refused = await call(ann, 'deleteNote', { ...FORM, noteId: String(typed) });
    expect(refused.status).toBe(403);
    expect(github.comments).toHaveLength(2);
  });
});
