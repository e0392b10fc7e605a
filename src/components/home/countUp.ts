import { durations } from '../../theme/tokens';

/** Fast at first, slowing into the target: the counters' easing (cubic ease-out). */
export function easeOutCubic(progress: number): number {
  const clamped = Math.min(Math.max(progress, 0), 1);
  return 1 - (1 - clamped) ** 3;
}

/**
 * The value shown `elapsedMs` after the count started. Rounded down: rounding would show
 * the target from about 1.5 s, while the count is meant to arrive at 1800 ms.
 */
export function countValueAt(
  target: number,
  elapsedMs: number,
  durationMs = durations.counterMs,
): number {
  return Math.floor(target * easeOutCubic(elapsedMs / durationMs));
}

/**
 * When a counter starts: once 20% of it is visible, counting the viewport as 10% taller
 * at the bottom, so it begins just before it scrolls fully into view (spec, section 4).
 */
export const counterObserverOptions: IntersectionObserverInit = {
  rootMargin: '0px 0px 10% 0px',
  threshold: 0.2,
};
