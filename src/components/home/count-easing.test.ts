import { durations } from '../../theme/tokens';
import { countValueAt, counterObserverOptions, easeOutCubic } from './count-easing';

const duration = durations.counterMs;

describe('counter easing', () => {
  it('starts at 0, ends at 1 and is clamped outside', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('eases out: more than half the way at half the time, never overshooting', () => {
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    let previous = 0;
    for (let step = 1; step <= 20; step += 1) {
      const value = easeOutCubic(step / 20);
      expect(value).toBeGreaterThan(previous);
      expect(value).toBeLessThanOrEqual(1);
      previous = value;
    }
  });

  it("reaches the target at the theme's duration and not before", () => {
    expect(countValueAt(100, 0, duration)).toBe(0);
    expect(countValueAt(100, duration / 2, duration)).toBe(87);
    expect(countValueAt(100, duration - 10, duration)).toBe(99);
    expect(countValueAt(100, duration, duration)).toBe(100);
    expect(countValueAt(6, duration * 3, duration)).toBe(6);
  });
});

describe('counter observer options', () => {
  it('start when 20% is visible, with a 10% margin below the viewport', () => {
    expect(counterObserverOptions).toEqual({ rootMargin: '0px 0px 10% 0px', threshold: 0.2 });
  });
});
