import { pickText } from './pick-text';

describe('pickText', () => {
  it('picks the text in the requested language', () => {
    expect(pickText({ en: 'Services', nl: 'Diensten' }, 'nl')).toBe('Diensten');
    expect(pickText({ en: 'Services', nl: 'Diensten' }, 'en')).toBe('Services');
  });

  it('falls back to English when the Dutch text is missing or blank', () => {
    expect(pickText({ en: 'Services' }, 'nl')).toBe('Services');
    expect(pickText({ en: 'Services', nl: '  ' }, 'nl')).toBe('Services');
  });

  it('picks item by item in lists and passes other values through', () => {
    expect(pickText([{ en: 'a', nl: 'b' }, { en: 'c' }], 'nl')).toEqual(['b', 'c']);
    expect(pickText('AMS', 'nl')).toBe('AMS');
    expect(pickText(null, 'nl')).toBeNull();
  });
});
