import { englishName } from '../../core/languages';
import { translatedLanguages } from '../../content/translations';
import { rolesNote } from './roles-offered';

const drafts = { drafts: true, fourEyes: false };
const straight = { drafts: false, fourEyes: false };

describe('what the editor says a person’s roles withhold', () => {
  it('says nothing to a person who may do everything (no roles set: every role)', () => {
    expect(rolesNote(['editor', 'translator', 'publisher'], drafts)).toEqual([]);
  });

  it('tells an editor who does not publish how a change goes live, with drafts and without', () => {
    expect(rolesNote(['editor'], drafts)).toEqual([
      expect.stringContaining('save your change as a draft and set it In review'),
    ]);
    expect(rolesNote(['editor'], straight)).toEqual([
      expect.stringContaining('ask one to publish it'),
    ]);
  });

  it('tells a translator which texts are theirs, and that publishing is not', () => {
    const said = rolesNote(['translator'], drafts);
    const names = translatedLanguages.map(englishName).join(' and ');
    expect(said[0]).toContain(`You translate: the ${names} texts are yours to change`);
    expect(said[1]).toMatch(/^Publishing is a publisher’s/);
  });

  it('tells a person named in no role that they only read', () => {
    expect(rolesNote([], drafts)).toEqual([expect.stringMatching(/^You may read the content/)]);
  });
});
