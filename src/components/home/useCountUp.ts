import { type RefObject, useEffect, useState } from 'react';
import { durations } from '../../theme/tokens';
import { countValueAt, counterObserverOptions } from './countUp';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The number a counter shows. The server renders the target, so crawlers and visitors
 * without JavaScript read the real figure. In the browser it drops to 0 and counts up
 * once, the first time the element scrolls into view; with reduced motion, or without
 * IntersectionObserver, it simply stays at the target.
 */
export function useCountUp(target: number, element: RefObject<HTMLElement>): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    const node = element.current;
    if (!node || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setValue(target);
      return undefined;
    }
    setValue(0);
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const elapsed = now - start;
        setValue(countValueAt(target, elapsed));
        if (elapsed < durations.counterMs) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    }, counterObserverOptions);
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, element]);

  return value;
}
