import {
  baseOf,
  forgetBackupBase,
  keepBackupBase,
  noteWrittenOver,
  setMergeBase,
} from './loaded-from';

const path = 'data/company.yaml';

describe('what a form was loaded from', () => {
  beforeEach(() => localStorage.clear());

  it('is the text its format wrote over', () => {
    noteWrittenOver('phone: 2', 'phone: 1');
    expect(baseOf('phone: 2', path)).toBe('phone: 1');
    expect(baseOf('never written', path)).toBeUndefined();
  });

  it('is, for a form restored from Decap’s backup after a reload, what the backup was written over', () => {
    noteWrittenOver('phone: 2', 'phone: 1');
    keepBackupBase(path, 'phone: 2'); // Decap backs the typing up
    // After the reload the form's source is the backup's text; the next save writes over it.
    noteWrittenOver('phone: 3', 'phone: 2');
    expect(baseOf('phone: 3', path)).toBe('phone: 1');
    forgetBackupBase(path);
    expect(baseOf('phone: 3', path)).toBe('phone: 2');
  });

  it('is, after this person’s own Publish, the text that Publish wrote', () => {
    noteWrittenOver('email: b', 'email: a');
    setMergeBase('email: a', 'email: b');
    noteWrittenOver('email: c', 'email: a');
    expect(baseOf('email: c', path)).toBe('email: b');
  });
});
