import { pageScriptElement, runPageScript } from '../../../jest/page-script';
import { renderPage } from '../../../jest/render-page';
import { durations } from '../../theme/tokens';
import { COUNT_UP_ATTRIBUTE, counterObserverOptions } from './count-easing';
import { StatsRow } from './StatsRow';

// The counters' page script (count-up.ts, as the build bundles it), run on the stats row as
// the browser runs it: right after the row, with IntersectionObserver, the clock and the
// animation frames stood in for.

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

let observers: Array<{
  callback: Callback;
  options?: IntersectionObserverInit;
  watched: Element[];
}>;
let frameCallbacks: FrameRequestCallback[];
let now: number;

beforeEach(() => {
  observers = [];
  frameCallbacks = [];
  now = 0;
  window.IntersectionObserver = jest.fn(
    (callback: Callback, options?: IntersectionObserverInit) => {
      const record = { callback, options, watched: [] as Element[] };
      observers.push(record);
      return {
        observe: (element: Element) => record.watched.push(element),
        unobserve: (element: Element) =>
          (record.watched = record.watched.filter((watched) => watched !== element)),
      };
    },
  ) as unknown as typeof IntersectionObserver;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frameCallbacks.push(callback);
    return frameCallbacks.length;
  });
  window.matchMedia = jest.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
});

afterEach(() => jest.restoreAllMocks());

const stats = [
  { slug: 'a', target: 100, suffix: '+', label: 'First figure' },
  { slug: 'b', target: 6, suffix: '', label: 'Second figure' },
];

/** The row as the build writes it, then its script run; the numbers it counts. */
function rowWithScript() {
  const { container } = renderPage(<StatsRow stats={stats} />);
  runPageScript('countUp', pageScriptElement(container, 'countUp'));
  return Array.from(container.querySelectorAll(`[${COUNT_UP_ATTRIBUTE}]`));
}

/** Runs animation frames until `ms` have passed. */
function advanceFrames(ms: number) {
  const end = now + ms;
  while (now < end && frameCallbacks.length > 0) {
    now = Math.min(now + 16, end);
    const callbacks = frameCallbacks;
    frameCallbacks = [];
    callbacks.forEach((callback) => callback(now));
  }
}

const seen = (element: Element, isIntersecting = true) =>
  observers[0].callback([{ target: element, isIntersecting }]);

describe('the counters’ page script', () => {
  it('writes each target in the built page, for crawlers and visitors without script', () => {
    const { container } = renderPage(<StatsRow stats={stats} />);
    const numbers = container.querySelectorAll(`[${COUNT_UP_ATTRIBUTE}]`);
    expect(Array.from(numbers, (number) => number.textContent)).toEqual(['100', '6']);
  });

  it('drops every number to 0 at once and watches them with the spec’s options', () => {
    const numbers = rowWithScript();
    expect(numbers.map((number) => number.textContent)).toEqual(['0', '0']);
    expect(observers[0].options).toEqual(counterObserverOptions);
    expect(observers[0].watched).toEqual(numbers);
  });

  it("counts up with an ease-out and arrives at the theme's duration, not before", () => {
    const [first] = rowWithScript();
    seen(first);
    advanceFrames(durations.counterMs / 2);
    expect(Number(first.textContent)).toBeGreaterThan(50);
    advanceFrames(durations.counterMs / 2 - 50);
    expect(first.textContent).not.toBe('100');
    advanceFrames(100);
    expect(first.textContent).toBe('100');
    expect(frameCallbacks).toHaveLength(0);
  });

  it('counts each number once, the first time it is seen, and leaves the others at 0', () => {
    const [first, second] = rowWithScript();
    seen(first);
    expect(observers[0].watched).toEqual([second]);
    advanceFrames(durations.counterMs + 100);
    expect([first.textContent, second.textContent]).toEqual(['100', '0']);
  });

  it('ignores reports of a number still out of view', () => {
    const [first] = rowWithScript();
    seen(first, false);
    expect(frameCallbacks).toHaveLength(0);
    expect(first.textContent).toBe('0');
  });

  it('leaves the targets as built with reduced motion', () => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    expect(rowWithScript().map((number) => number.textContent)).toEqual(['100', '6']);
    expect(observers).toHaveLength(0);
  });

  it('leaves the targets as built without IntersectionObserver', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    expect(rowWithScript().map((number) => number.textContent)).toEqual(['100', '6']);
  });

  it('waits, on a page prerendered ahead of a click, until the page is shown', () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    try {
      const numbers = rowWithScript();
      expect(numbers.map((number) => number.textContent)).toEqual(['0', '0']);
      expect(observers).toHaveLength(0);
      Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
      document.dispatchEvent(new Event('prerenderingchange'));
      expect(observers[0].watched).toEqual(numbers);
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });
});
