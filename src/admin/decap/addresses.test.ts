import { contentForms } from '../../content/forms';
import { WORKFLOW_ADDRESS, entryAddress, formAtAddress } from './addresses';

describe('Decap’s address of a form', () => {
  it('knows each form of the model by the editor’s address of it, and nothing else', () => {
    for (const form of contentForms) {
      const address = entryAddress(form);
      expect(formAtAddress(address)).toEqual(form);
      expect(formAtAddress(`${address}?ref=workflow`)).toEqual(form);
    }
    const [{ collection, file }] = contentForms;
    for (const other of [
      WORKFLOW_ADDRESS,
      `#/collections/${collection}`,
      `#/collections/${collection}/entries/${file}-copy`,
      `#/collections/${collection}-x/entries/${file}`,
      '',
    ])
      expect(formAtAddress(other)).toBeUndefined();
  });
});
