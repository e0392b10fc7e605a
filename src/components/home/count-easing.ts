/** Fast at first, slowing into the target: the counters' easing (cubic ease-out). */
export function easeOutCubic(progress: number): number {
  const clamped = Math.min(Math.max(progress, 0), 1);
  return 1 - (1 - clamped) ** 3;
}

/**
 * The value shown `elapsedMs` after a count of `durationMs` started (the theme's
 * `durations.counterMs`). Rounded down: rounding would show the target well before the
 * count is meant to arrive.
 */
export function countValueAt(target: number, elapsedMs: number, durationMs: number): number {
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

/** The attribute of a counter's number, holding its target: what the page's script counts. */
export const COUNT_UP_ATTRIBUTE = 'data-count-up';

/** The page script's own attribute holding the count's duration in milliseconds. */
export const COUNT_DURATION_KEY = 'duration';
