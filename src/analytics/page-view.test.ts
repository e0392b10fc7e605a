import { removeListenersAfterEach, runPageScript } from '../../jest/page-script';
import { UNREPORTED_PAINT_MS, resetAnalyticsForTests } from './analytics';

// The analytics' page script (page-view.ts, as the build bundles it), run as the browser
// runs it from its element in the page, which carries the script's path.

const PATH = '/stats/script.js';
const requested = () =>
  Array.from(document.head.querySelectorAll('script')).map((script) => script.getAttribute('src'));

function run() {
  const script = document.createElement('script');
  script.dataset.src = PATH;
  runPageScript('analytics', script);
}

let readyState: DocumentReadyState;
removeListenersAfterEach(() => [window, document]);

/** The browser's frames, painted when the test says (jsdom paints none). */
let frames: FrameRequestCallback[] = [];
function paintFrame() {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(performance.now()));
  // What a frame's callback queued runs after the frame is painted.
  jest.runOnlyPendingTimers();
}

beforeEach(() => {
  readyState = 'loading';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  jest.useFakeTimers();
  window.requestAnimationFrame = (callback) => frames.push(callback);
});

afterEach(() => {
  frames = [];
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  jest.useRealTimers();
  resetAnalyticsForTests();
  document.head.innerHTML = '';
  jest.restoreAllMocks();
  delete (document as { prerendering?: boolean }).prerendering;
});

describe('the analytics page script', () => {
  it("queues this page's view at once and loads the script from its path once the page has loaded and been painted", () => {
    run();
    expect(window.vaq).toEqual([['pageview', { path: location.pathname }]]);
    paintFrame();
    expect(requested()).toEqual([]);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(requested()).toEqual([]);
    paintFrame();
    expect(requested()).toEqual([PATH]);
  });

  it('loads the script after the next frame when the page has loaded already', () => {
    readyState = 'complete';
    run();
    expect(requested()).toEqual([]);
    paintFrame();
    expect(requested()).toEqual([PATH]);
  });

  describe('where the browser reports its paints', () => {
    let report: PerformanceObserverCallback = () => undefined;
    const paints = (...names: string[]) =>
      ({ getEntriesByName: (name: string) => names.filter((n) => n === name) }) as never;

    beforeEach(() => {
      window.PerformanceObserver = Object.assign(
        function (callback: PerformanceObserverCallback) {
          report = callback;
          return { observe: jest.fn(), disconnect: jest.fn() };
        },
        { supportedEntryTypes: ['paint'] },
      ) as never;
      readyState = 'complete';
      run();
    });

    it('waits for its report of the first contentful paint', () => {
      expect(requested()).toEqual([]);
      report(paints('first-paint'), null as never);
      jest.advanceTimersByTime(0);
      expect(requested()).toEqual([]);
      report(paints('first-contentful-paint'), null as never);
      jest.advanceTimersByTime(0);
      expect(requested()).toEqual([PATH]);
      // Once: a later report or the time limit loads nothing more.
      report(paints('first-contentful-paint'), null as never);
      jest.advanceTimersByTime(UNREPORTED_PAINT_MS);
      expect(requested()).toEqual([PATH]);
    });

    it('loads the script all the same a while after load when no paint is reported (a page opened out of sight)', () => {
      jest.advanceTimersByTime(UNREPORTED_PAINT_MS - 1);
      expect(requested()).toEqual([]);
      // The time limit, then the task it queues (a fake clock runs that one a tick later).
      jest.advanceTimersByTime(2);
      expect(requested()).toEqual([PATH]);
    });
  });

  it('counts a prerendered page only when it is shown', () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    run();
    expect(window.vaq).toBeUndefined();
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(window.vaq).toHaveLength(1);
  });

  it('counts the page again when the back/forward cache shows it again, not on a first show', () => {
    run();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(window.vaq).toHaveLength(1);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(window.vaq).toHaveLength(2);
  });
});
