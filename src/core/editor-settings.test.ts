/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { editorSettingsSaid } from './editor-settings';

const settings = fc.record({
  drafts: fc.boolean(),
  fourEyes: fc.boolean(),
  previews: fc.boolean(),
});

test('four eyes and previews are of drafts: said only with drafts, and as set where drafts are on', () => {
  fc.assert(
    fc.property(settings, (set) => {
      const said = editorSettingsSaid(set);
      expect(said.drafts).toBe(set.drafts);
      if (!set.drafts) expect(said).toEqual({ drafts: false, fourEyes: false, previews: false });
      else expect(said).toEqual(set);
    }),
  );
});
