import { prefetchIsWorthIt } from './prefetch';

describe('prefetchIsWorthIt', () => {
  it('prefetches on fast or unknown connections', () => {
    expect(prefetchIsWorthIt(undefined)).toBe(true);
    expect(prefetchIsWorthIt({ effectiveType: '4g' })).toBe(true);
    expect(prefetchIsWorthIt({ effectiveType: '4g', saveData: false })).toBe(true);
  });

  it('does not prefetch when the visitor asks to save data', () => {
    expect(prefetchIsWorthIt({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it.each(['slow-2g', '2g', '3g'])('does not prefetch on %s', (effectiveType) => {
    expect(prefetchIsWorthIt({ effectiveType })).toBe(false);
  });
});
