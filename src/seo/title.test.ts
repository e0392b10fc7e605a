import { formatTitle } from './title';

describe('formatTitle', () => {
  it('is the brand, a dash, then the page name', () => {
    expect(formatTitle('Noordvliet Cargo', 'About')).toBe('Noordvliet Cargo – About');
    expect(formatTitle('Noordvliet Cargo', '404')).toBe('Noordvliet Cargo – 404');
  });
});
