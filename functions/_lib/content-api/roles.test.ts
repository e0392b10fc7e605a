/**
 * @jest-environment node
 */
// Roles through the protocol, with crafted calls: a translator changes translations only, an
// editor saves but does not publish, a publisher sets Ready and publishes, a person the
// setting names nowhere writes nothing; without the setting everyone may do all. The law of a
// translator's change tried by fast-check.
import fc from 'fast-check';
import { COMPANY, ann, bob, caller, changed, fixtureRepo } from '../../../jest/content-api';
import { type Repo } from '../../../jest/content-api';
import { ROLES as ALL_ROLES, namesGroups, readRoles, rolesOf, untranslatedChange } from './roles';
import type { Author } from './store';

const ROLE_NAMES = [...ALL_ROLES];

jest.setTimeout(30_000);

const els: Author = { id: 'sub-els', name: 'Els Bakker', email: 'els@example.com' };
const dirk: Author = { id: 'sub-dirk', name: 'Dirk Mol', email: 'dirk@example.com' };
const ROLES = `editor: ${ann.email}; publisher: ${bob.email.toUpperCase()}; translator: ${els.email}`;
const FORM = { collection: 'company', slug: 'company' };

describe('the setting', () => {
  it('names each role’s people; without it, everyone has every role; an unknown role is said', () => {
    const roles = readRoles(ROLES);
    expect([...rolesOf(roles, bob)]).toEqual(['publisher']);
    expect([...rolesOf(roles, dirk)]).toEqual([]);
    expect([...rolesOf(undefined, dirk)]).toEqual(['editor', 'translator', 'publisher']);
    expect(() => readRoles('admin: x@example.com')).toThrow(
      /roles are editor, translator, publisher/,
    );
  });

  it('a change of translations alone is one; any other change is found, with its place', () => {
    const word = fc.constantFrom('a', 'b', 'Koel', 'Cold');
    const text = fc.record({ en: word, nl: word });
    const values = fc.record({ title: text, slug: word, items: fc.array(text, { maxLength: 3 }) });
    fc.assert(
      fc.property(values, word, word, (before, dutch, english) => {
        const translated = {
          ...before,
          title: { ...before.title, nl: dutch },
          items: before.items.map((item) => ({ ...item, nl: dutch })),
        };
        expect(untranslatedChange(before, translated)).toBeUndefined();
        fc.pre(english !== before.title.en);
        expect(
          untranslatedChange(before, {
            ...translated,
            title: { ...translated.title, en: english },
          }),
        ).toBe('title.en');
      }),
    );
    expect(untranslatedChange({ slug: 'a' }, { slug: 'b' })).toBe('slug');
  });
});

describe('the directory’s groups', () => {
  const name = fc.constantFrom(
    'Marketing',
    'marketing',
    'Vertalers',
    'Eindredactie',
    'Marketing-Interns',
  );
  const setting = fc
    .array(fc.tuple(fc.constantFrom(...ROLE_NAMES), fc.array(name, { maxLength: 3 })), {
      maxLength: 4,
    })
    .map((parts) =>
      parts
        .map(([role, groups]) => `${role}: ${groups.map((group) => `group: ${group}`).join(', ')}`)
        .join('; '),
    );

  it('a person in more groups never has fewer roles; a group counts by its whole name, in any case', () => {
    fc.assert(
      fc.property(setting, fc.array(name), fc.array(name), (text, some, more) => {
        const roles = readRoles(text);
        const person = (groups: string[]) => ({ ...dirk, groups });
        const fewer = rolesOf(roles, person(some));
        const all = rolesOf(roles, person([...some, ...more]));
        for (const role of fewer) expect(all.has(role)).toBe(true);
        expect([...rolesOf(roles, person(some.map((group) => group.toUpperCase())))]).toEqual([
          ...fewer,
        ]);
      }),
    );
    const roles = readRoles('editor: group: Marketing');
    expect([...rolesOf(roles, { ...dirk, groups: ['MARKETING'] })]).toEqual(['editor']);
    expect([...rolesOf(roles, { ...dirk, groups: ['Marketing-Interns', 'Market'] })]).toEqual([]);
  });

  it('an address is never taken for a group, nor a group for an address', () => {
    const roles = readRoles(
      `editor: group:${dirk.email}; publisher: ${dirk.email.replace('@', '-at-')}`,
    );
    expect([...rolesOf(roles, dirk)]).toEqual([]);
    expect([...rolesOf(roles, { ...dirk, groups: [dirk.email.replace('@', '-at-')] })]).toEqual([]);
    expect([...rolesOf(roles, { ...dirk, groups: [dirk.email] })]).toEqual(['editor']);
    expect(namesGroups('editor: group:Marketing')).toBe(true);
    expect(namesGroups(`editor: ${dirk.email}`)).toBe(false);
    expect(namesGroups('admin: group:x')).toBe(false);
  });
});

describe('through the protocol', () => {
  let repo: Repo;
  beforeEach(async () => {
    repo = await fixtureRepo();
  });
  afterEach(() => repo.remove());

  const save = (
    call: ReturnType<typeof caller>,
    person: Author,
    change: (v: Record<string, unknown>) => void,
    workflow = true,
  ) => {
    const base = repo.file(COMPANY);
    return call(person, 'persistEntry', {
      dataFiles: [{ path: COMPANY, raw: changed(COMPANY, base, change), base, slug: 'company' }],
      assets: [],
      options: workflow ? { useWorkflow: true, collectionName: 'company' } : {},
    });
  };

  it('a translator saves Dutch, not English nor a phone number; an editor saves, never sets Ready nor publishes; a publisher does; no role, nothing', async () => {
    const call = caller(repo.store, { drafts: true, fourEyes: false, roles: readRoles(ROLES) });
    const english = await save(
      call,
      els,
      (v) => ((v.blurb as Record<string, string>).en = 'Changed'),
    );
    expect(english.status).toBe(403);
    expect(english.body.error).toMatch(/translations only.*blurb\.en/);
    expect((await save(call, els, (v) => (v.phone = '+31 20 000 0000'))).status).toBe(403);
    expect((await save(call, dirk, (v) => (v.phone = '+31 20 000 0000'))).body.error).toMatch(
      /no role/,
    );
    expect(await repo.store.lines('cms/')).toEqual([]);

    const dutch = await save(
      call,
      els,
      (v) => ((v.blurb as Record<string, string>).nl = 'Luchtvracht.'),
    );
    expect(dutch.status).toBe(200);
    for (const [action, params] of [
      ['updateUnpublishedEntryStatus', { ...FORM, newStatus: 'pending_publish' }],
      ['publishUnpublishedEntry', FORM],
      ['setPublishTime', { ...FORM, at: new Date(Date.now() + 3600_000).toISOString() }],
    ] as const) {
      const refused = await call(ann, action, params);
      expect([action, refused.status]).toEqual([action, 403]);
      expect(refused.body.error).toMatch(/for a publisher, and you are an editor/);
    }
    expect((await call(ann, 'whoami')).body.roles).toEqual(['editor']);
    expect(
      (await call(bob, 'updateUnpublishedEntryStatus', { ...FORM, newStatus: 'pending_publish' }))
        .status,
    ).toBe(200);
    expect((await call(bob, 'publishUnpublishedEntry', FORM)).status).toBe(200);
    expect(repo.file(COMPANY)).toContain('Luchtvracht.');
    // A translator confirms; an editor who is no translator does not.
    expect(
      (await call(ann, 'confirmTranslation', { language: 'nl', english: 'x', translation: 'y' }))
        .status,
    ).toBe(403);
  });

  it('a translator saves a form of interface texts in Dutch, not in English', async () => {
    const call = caller(repo.store, { drafts: true, fourEyes: false, roles: readRoles(ROLES) });
    const path = 'locales/common.json';
    const base = (await call(els, 'getEntry', { path })).body.data as string;
    const send = (change: (texts: Record<string, Record<string, unknown>>) => void) => {
      const texts = JSON.parse(base);
      change(texts);
      return call(els, 'persistEntry', {
        dataFiles: [{ path, raw: JSON.stringify(texts, null, 2), base, slug: 'common' }],
        assets: [],
        options: { useWorkflow: true, collectionName: 'texts-common' },
      });
    };
    const english = await send((t) => (t.en.skipToContent = 'Skip ahead'));
    expect(english.status).toBe(403);
    expect(english.body.error).toMatch(/locales\/en\/common\.json/);
    expect((await send((t) => (t.nl.skipToContent = 'Naar de inhoud'))).status).toBe(200);
  });

  it('publishing at once is a publisher’s: an editor’s Publish is refused where drafts are off', async () => {
    const call = caller(repo.store, { drafts: false, fourEyes: false, roles: readRoles(ROLES) });
    const before = repo.file(COMPANY);
    expect((await save(call, ann, (v) => (v.phone = '+31 20 000 0000'), false)).status).toBe(403);
    expect(repo.file(COMPANY)).toBe(before);
  });

  it('refuses in the person’s language: the cookie’s choice, else Accept-Language; English otherwise', async () => {
    const settings = { drafts: false, fourEyes: false, roles: readRoles(ROLES) };
    const refusals = async (headers: Record<string, string>) => {
      const call = caller(repo.store, settings, undefined, headers);
      return [
        (await save(call, els, (v) => ((v.blurb as Record<string, string>).en = 'Changed'), false))
          .body.error,
        (await save(call, ann, (v) => (v.phone = '+31 20 000 0000'), false)).body.error,
      ];
    };
    const english = await refusals({});
    expect(english).toEqual([
      expect.stringMatching(/for a publisher, and you are a translator/),
      expect.stringMatching(/for a publisher, and you are an editor/),
    ]);
    const dutch = await refusals({ 'Accept-Language': 'nl-NL,nl;q=0.9,en;q=0.8' });
    expect(dutch).toEqual([
      expect.stringMatching(/^Publiceren is voor een eindredacteur, en u bent een vertaler\./),
      expect.stringMatching(/^Publiceren is voor een eindredacteur, en u bent een redacteur\./),
    ]);
    // The editor's switch (a cookie) outweighs the browser's languages, either way.
    expect(await refusals({ 'Accept-Language': 'en', Cookie: 'editor-language=nl' })).toEqual(
      dutch,
    );
    expect(await refusals({ 'Accept-Language': 'nl', Cookie: 'editor-language=en' })).toEqual(
      english,
    );
    // A language the editor does not speak, or a cookie naming none, is not Dutch.
    expect(await refusals({ 'Accept-Language': 'de-DE,fr;q=0.5' })).toEqual(english);
    expect(await refusals({ Cookie: 'editor-language=nl-evil; x=1' })).toEqual(english);
  });

  it('a translator’s English change is refused in Dutch, naming the place', async () => {
    const call = caller(
      repo.store,
      { drafts: true, fourEyes: false, roles: readRoles(ROLES) },
      undefined,
      { 'Accept-Language': 'nl' },
    );
    const refused = await save(
      call,
      els,
      (v) => ((v.blurb as Record<string, string>).en = 'Changed'),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^Een vertaler wijzigt alleen de vertalingen.*blurb\.en/);
  });
});
