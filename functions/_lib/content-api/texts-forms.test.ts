/**
 * @jest-environment node
 */
// A form of interface texts through the protocol, on both stores: one file to the editor
// (every language joined), a file per language in the store. Read joined, saved split and
// merged per language, a clash and a draft said of the form's one file.
import { ann, bob, caller, freshRepoEachTest, stores } from '../../../jest/content-api';
import { languages } from '../../../src/core/languages';
import { joinedTextsFile, languageTextsFile } from '../../../src/content/joined-texts';

jest.setTimeout(30_000);

const NAMESPACE = 'common';
const FORM_FILE = joinedTextsFile(NAMESPACE);
const ENGLISH = languageTextsFile(NAMESPACE, 'en');
const DUTCH = languageTextsFile(NAMESPACE, 'nl');

/** The joined text with `change` made to its values. */
const edited = (text: string, change: (texts: Record<string, Record<string, unknown>>) => void) => {
  const texts = JSON.parse(text);
  change(texts);
  return JSON.stringify(texts, null, 2);
};

describe.each(stores)('on %s', (_kind, makeRepo) => {
  const current = freshRepoEachTest(makeRepo);

  const read = async (call: ReturnType<typeof caller>) =>
    (await call(ann, 'getEntry', { path: FORM_FILE })).body.data as string;
  const publish = (
    call: ReturnType<typeof caller>,
    person: typeof ann,
    raw: string,
    base: string,
  ) =>
    call(person, 'persistEntry', {
      dataFiles: [{ path: FORM_FILE, raw, base, slug: NAMESPACE }],
      assets: [],
      options: {},
    });

  test('read as every language joined, saved as each language’s file, merged per language', async () => {
    const call = caller(current().store, { drafts: false, fourEyes: false });
    const base = await read(call);
    const joined = JSON.parse(base);
    for (const language of languages)
      expect(joined[language]).toEqual(
        JSON.parse(current().file(languageTextsFile(NAMESPACE, language))),
      );
    expect((await call(ann, 'entriesByFiles', { files: [{ path: FORM_FILE }] })).body).toEqual([
      expect.objectContaining({ data: base }),
    ]);

    const english = edited(base, (t) => (t.en.skipToContent = 'Skip to the content'));
    const dutch = edited(base, (t) => (t.nl.skipToContent = 'Naar de inhoud, snel'));
    expect((await publish(call, ann, english, base)).status).toBe(200);
    const second = await publish(call, bob, dutch, base);
    expect(second.status).toBe(200);
    // Ann's English kept, Bob's Dutch written; the form's file said merged, as written.
    expect(JSON.parse(current().file(ENGLISH)).skipToContent).toBe('Skip to the content');
    expect(JSON.parse(current().file(DUTCH)).skipToContent).toBe('Naar de inhoud, snel');
    expect(second.body.mergedMeanwhile).toContain(FORM_FILE);
    expect(JSON.parse((second.body.written as Record<string, string>)[FORM_FILE])).toEqual(
      JSON.parse(await read(call)),
    );
  });

  test('a clash is said of the form’s file: the texts now and the proposal joined', async () => {
    const call = caller(current().store, { drafts: false, fourEyes: false });
    const base = await read(call);
    await publish(
      call,
      ann,
      edited(base, (t) => (t.en.skipToContent = 'Skip ahead')),
      base,
    );
    const clash = await publish(
      call,
      bob,
      edited(base, (t) => (t.en.skipToContent = 'Jump to content')),
      base,
    );
    expect(clash.status).toBe(409);
    const outcomes = clash.body.clashes as Array<Record<string, unknown>>;
    const form = outcomes.find(({ path }) => path === FORM_FILE)!;
    expect(form.clashes).toHaveLength(1);
    expect(JSON.parse(form.now as string).en.skipToContent).toBe('Skip ahead');
    expect(JSON.parse(form.proposal as string).en.skipToContent).toBe('Jump to content');
    expect(JSON.parse(form.proposal as string).nl).toEqual(JSON.parse(current().file(DUTCH)));
  });

  test('a draft of a texts form is its one file, read back joined; a file of no namespace is refused', async () => {
    const call = caller(current().store, { drafts: true, fourEyes: false });
    const base = await read(call);
    const raw = edited(base, (t) => (t.nl.skipToContent = 'Direct naar de inhoud'));
    const saved = await call(ann, 'persistEntry', {
      dataFiles: [{ path: FORM_FILE, raw, base, slug: NAMESPACE }],
      assets: [],
      options: { useWorkflow: true, collectionName: `texts-${NAMESPACE}` },
    });
    expect(saved.status).toBe(200);
    const form = { collection: `texts-${NAMESPACE}`, slug: NAMESPACE };
    const draft = (await call(ann, 'unpublishedEntry', form)).body;
    expect(draft.diffs).toEqual([expect.objectContaining({ path: FORM_FILE, newFile: false })]);
    const text = (await call(ann, 'unpublishedEntryDataFile', { ...form, path: FORM_FILE })).body
      .data as string;
    expect(JSON.parse(text)).toEqual(JSON.parse(raw));
    expect(await read(call)).toBe(base);
    expect((await call(ann, 'getEntry', { path: 'locales/nothing.json' })).status).toBe(403);
  });
});
