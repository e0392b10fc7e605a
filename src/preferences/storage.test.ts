import { makeStorageThrow } from '../../jest/render-page';
import { readStored, writeStored } from './storage';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('preference storage', () => {
  it('reads back what it wrote', () => {
    writeStored('theme', 'dark');
    expect(readStored('theme')).toBe('dark');
    expect(readStored('lang')).toBeNull();
  });

  it('reads null and writes nothing, without throwing, when localStorage throws', () => {
    makeStorageThrow();
    expect(readStored('theme')).toBeNull();
    expect(() => writeStored('theme', 'dark')).not.toThrow();
  });
});
