import { makeStorageThrow } from '../../jest/render-page';
import { THEME_ATTRIBUTE, applyTheme, currentTheme, parseTheme, themeBootScript } from './theme';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
});

describe('parseTheme', () => {
  it('accepts dark and light, and means light for anything else', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme(null)).toBe('light');
    expect(parseTheme('Dark')).toBe('light');
    expect(parseTheme('purple')).toBe('light');
  });
});

describe('applyTheme and currentTheme', () => {
  it('round-trip through the attribute on <html>', () => {
    applyTheme('dark');
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(currentTheme()).toBe('dark');
    applyTheme('light');
    expect(currentTheme()).toBe('light');
  });
});

describe('themeBootScript', () => {
  const runBootScript = () => new Function(themeBootScript)();

  it('sets dark before first paint when dark is stored', () => {
    localStorage.setItem('theme', 'dark');
    runBootScript();
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
  });

  it('sets light when nothing or an invalid value is stored', () => {
    runBootScript();
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    localStorage.setItem('theme', 'midnight');
    runBootScript();
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
  });

  it('sets light and does not throw when localStorage throws', () => {
    makeStorageThrow();
    expect(runBootScript).not.toThrow();
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
  });
});
