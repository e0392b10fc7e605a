/**
 * The counters' page script, inline after the stats row (StatsRow), which gives it the
 * count's duration from the theme's tokens (`data-duration`). The build renders each
 * target, so crawlers and visitors without JavaScript read the real figures; here, before
 * the row is painted, each drops to 0 and counts up once, the first time it comes into
 * view. With reduced motion, or without IntersectionObserver, the targets stay. A page
 * prerendered ahead of a click (Speculation Rules) counts only once it is shown.
 */
import { whenShown } from '../../lib/when-shown';
import {
  COUNT_DURATION_KEY,
  COUNT_UP_ATTRIBUTE,
  countValueAt,
  counterObserverOptions,
} from './count-easing';

const durationMs = Number(document.currentScript?.dataset[COUNT_DURATION_KEY]);

function countUp(number: Element) {
  const target = Number(number.getAttribute(COUNT_UP_ATTRIBUTE));
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    number.textContent = String(countValueAt(target, elapsed, durationMs));
    if (elapsed < durationMs) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function watch(numbers: Element[]) {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries.filter((seen) => seen.isIntersecting)) {
      observer.unobserve(entry.target);
      countUp(entry.target);
    }
  }, counterObserverOptions);
  for (const number of numbers) observer.observe(number);
}

const numbers = Array.from(document.querySelectorAll(`[${COUNT_UP_ATTRIBUTE}]`));
const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
if (numbers.length > 0 && !reducedMotion && 'IntersectionObserver' in window) {
  for (const number of numbers) number.textContent = '0';
  whenShown(() => watch(numbers));
}
