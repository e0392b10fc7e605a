import { contentForms } from '../../content/forms';
import { formOfAddress } from './publish-time-bar';

describe('the bar of a draft’s time to go live', () => {
  it('knows each form of the model by the editor’s address of it, and nothing else', () => {
    for (const form of contentForms) {
      const address = `#/collections/${form.collection}/entries/${form.file}`;
      expect(formOfAddress(address)).toEqual(form);
      expect(formOfAddress(`${address}?ref=workflow`)).toEqual(form);
    }
    const [{ collection, file }] = contentForms;
    for (const other of [
      '#/workflow',
      `#/collections/${collection}`,
      `#/collections/${collection}/entries/${file}-copy`,
      `#/collections/${collection}-x/entries/${file}`,
      '',
    ])
      expect(formOfAddress(other)).toBeUndefined();
  });
});
