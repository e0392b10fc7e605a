import { compareRuns, interquartileRange } from './margins';

describe('interquartileRange', () => {
  it('is the spread of the middle half of the runs', () => {
    // Sorted: 10 20 30 40 1000 → lower half 10 20 (15), upper half 40 1000 (520).
    expect(interquartileRange([30, 1000, 10, 40, 20])).toBe(505);
    expect(interquartileRange([1, 2, 3, 4])).toBe(2);
  });

  it('is unknown below four runs', () => {
    expect(interquartileRange([1, 2, 3])).toBeNull();
  });
});

describe('compareRuns', () => {
  const steady = [30, 32, 33, 35, 34];
  it('counts a change beyond the larger spread of the two arms', () => {
    // Spreads: 34.5 − 31 = 3.5 and 67 − 61 = 6; the medians move from 33 to 63.
    expect(compareRuns(steady, [60, 62, 64, 63, 70])).toEqual({
      change: 30,
      margin: 6,
      verdict: 'worse',
    });
    expect(compareRuns([60, 62, 64, 63, 70], steady).verdict).toBe('better');
  });

  it('does not count a change within the noisier arm’s spread', () => {
    const noisy = [10, 40, 45, 90, 120];
    expect(compareRuns(steady, noisy)).toEqual({ change: 12, margin: 80, verdict: null });
  });

  it('gives no verdict when there are too few runs to know the margin', () => {
    expect(compareRuns([30], [300])).toEqual({ change: 270, margin: null, verdict: null });
  });
});
