/**
 * @jest-environment node
 */
import { englishName } from '../../core/languages';
import { translatedLanguages } from '../../content/translations';
import { rolesNote } from './roles-offered';
import { offersTo } from '../../../functions/_lib/content-api/actions';
import { readRoles } from '../../../functions/_lib/content-api/roles';

const drafts = { drafts: true, fourEyes: false, previews: false };
const straight = { drafts: false, fourEyes: false, previews: false };
const person = { id: 'sub-anna', name: 'Anna', email: 'anna@cargo.example' };

/** What the content API offers Anna where CMS_ROLES names her `as` (nowhere: ''), as its `whoami` says. */
const offered = (as: string, settings = drafts) => {
  // Someone else in another role: roles are set, and name Anna only as `as`.
  const other = as === 'editor' ? 'translator' : 'editor';
  const roles = `${as ? `${as}: ${person.email}; ` : ''}${other}: someone@cargo.example`;
  return offersTo(person, { ...settings, roles: readRoles(roles) });
};

describe('what the editor offers a person, as the content API declares it, and says of the rest', () => {
  it('offers everything and says nothing where roles are not set, or to one who has them all', () => {
    const all = offersTo(person, drafts);
    expect(Object.values(all).every(Boolean)).toBe(true);
    expect(rolesNote(all, drafts)).toEqual([]);
  });

  it('an editor who does not publish: no Publish, no Ready, no time; told how a change goes live', () => {
    const editor = offered('editor');
    expect(editor).toMatchObject({ save: true, wholeForm: true, publish: false, setReady: false });
    expect(editor.setTime).toBe(false);
    expect(rolesNote(editor, drafts)).toEqual([
      expect.stringContaining('save your change as a draft and set it In review'),
    ]);
    expect(rolesNote(offered('editor', straight), straight)).toEqual([
      expect.stringContaining('ask one to publish it'),
    ]);
  });

  it('a translator: their languages only, no list entries added, removed or moved, no time, no publishing', () => {
    const translator = offered('translator');
    expect(translator).toMatchObject({ save: true, wholeForm: false, setTime: false });
    expect(translator).toMatchObject({
      publish: false,
      deleteDraft: false,
      confirmTranslation: true,
    });
    const said = rolesNote(translator, drafts);
    const names = translatedLanguages.map(englishName).join(' and ');
    expect(said[0]).toContain(`You translate: the ${names} texts are yours to change`);
    expect(said[0]).toContain('adding, removing or moving a list’s entries is an editor’s too');
    expect(said[1]).toMatch(/^Publishing is a publisher’s/);
  });

  it('a publisher sets Ready, the time and publishes', () => {
    expect(offered('publisher')).toMatchObject({ publish: true, setReady: true, setTime: true });
  });

  it('a person named in no role: no content at all, and a sentence that says why', () => {
    const nobody = offered('');
    expect(Object.values(nobody).some(Boolean)).toBe(false);
    expect(rolesNote(nobody, drafts)).toEqual([
      expect.stringMatching(/^You have no role on this site/),
    ]);
  });
});
