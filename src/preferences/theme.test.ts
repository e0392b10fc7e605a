import { THEME_ATTRIBUTE, currentTheme, parseTheme } from './theme';

afterEach(() => document.documentElement.removeAttribute(THEME_ATTRIBUTE));

describe('parseTheme', () => {
  it('accepts dark and light, and means light for anything else', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme(null)).toBe('light');
    expect(parseTheme('Dark')).toBe('light');
    expect(parseTheme('purple')).toBe('light');
  });
});

describe('currentTheme', () => {
  it('reads the attribute on <html>', () => {
    document.documentElement.setAttribute(THEME_ATTRIBUTE, 'dark');
    expect(currentTheme()).toBe('dark');
    document.documentElement.setAttribute(THEME_ATTRIBUTE, 'sepia');
    expect(currentTheme()).toBe('light');
  });
});
