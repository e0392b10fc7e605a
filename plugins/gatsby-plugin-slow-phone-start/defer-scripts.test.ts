import { FALLBACK_DELAY_MS, SETTLE_MS, deferScripts, scriptLoader } from './defer-scripts';

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><title>x</title></head><body><div id="___gatsby"></div><script>window.pagePath="/";</script>${scripts}</body></html>`;

describe('deferScripts', () => {
  it('replaces Gatsby script tags by one loader that starts them in order', () => {
    const html = deferScripts(
      page(
        '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script>',
      ),
    );
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      scriptLoader(['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js']),
    );
    expect(html.match(/<script>/g)).toHaveLength(2);
    expect(html).toContain('<script>window.pagePath="/";</script>');
  });

  it('leaves a page deferred by an earlier build unchanged', () => {
    const deferred = deferScripts(page('<script src="/app-3c.js" async></script>'));
    expect(deferScripts(deferred)).toBe(deferred);
  });

  it('leaves a page Gatsby did not render unchanged', () => {
    const other = '<!DOCTYPE html><html><head><title>Editor</title></head><body></body></html>';
    expect(deferScripts(other)).toBe(other);
  });

  it('stops the build when Gatsby writes its script tags in another shape', () => {
    expect(() => deferScripts(page('<script type="module" src="/app-3c.js"></script>'))).toThrow(
      /Gatsby has changed how it writes its scripts/,
    );
  });
});

describe('the script loader in the browser', () => {
  const sources = ['/webpack-runtime-1a.js', '/app-3c.js'];
  let reportLargestPaint: ((entry?: { element: Element | null; size: number }) => void) | null;
  let readyState: DocumentReadyState;
  let onLoad: (() => void) | null;

  /** A stand-in for the browser's PerformanceObserver; `supported` lists entry types. */
  function fakePerformanceObserver(supported: string[]) {
    return class {
      static supportedEntryTypes = supported;
      constructor(private callback: (list: unknown, observer: unknown) => void) {}
      observe({ type }: { type: string }) {
        if (type === 'largest-contentful-paint') {
          reportLargestPaint = (entry = { element: document.body, size: 1000 }) =>
            this.callback({ getEntries: () => [entry] }, this);
        }
      }
      disconnect() {
        reportLargestPaint = null;
      }
    };
  }

  const started = () =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
      src: new URL(script.src).pathname,
      async: script.async,
    }));

  function runLoader(supported: string[]) {
    Object.assign(window, { PerformanceObserver: fakePerformanceObserver(supported) });
    new Function(scriptLoader(sources))();
  }

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    reportLargestPaint = null;
    readyState = 'loading';
    onLoad = null;
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    // Each test's loader sees only its own load event.
    jest.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
      if (type === 'load') onLoad = listener as () => void;
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const load = () => {
    readyState = 'complete';
    onLoad?.();
  };

  it('starts nothing before the page has loaded', () => {
    runLoader(['largest-contentful-paint']);
    reportLargestPaint?.();
    jest.advanceTimersByTime(5000);
    expect(started()).toEqual([]);
  });

  it('starts the scripts in order once the largest paint has settled', () => {
    runLoader(['paint', 'largest-contentful-paint']);
    load();
    jest.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    reportLargestPaint?.();
    jest.advanceTimersByTime(SETTLE_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(sources.map((src) => ({ src, async: false })));
  });

  it('waits again when a larger paint follows', () => {
    runLoader(['largest-contentful-paint']);
    load();
    reportLargestPaint?.({ element: document.body, size: 1000 });
    jest.advanceTimersByTime(SETTLE_MS - 10);
    reportLargestPaint?.({ element: document.body, size: 5000 });
    jest.advanceTimersByTime(SETTLE_MS - 10);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(10);
    expect(started()).toHaveLength(sources.length);
  });

  describe('on a page with a main image', () => {
    function addMainImage(width: number, height: number) {
      const image = document.createElement('img');
      image.setAttribute('fetchpriority', 'high');
      image.getBoundingClientRect = () =>
        ({ left: 0, top: 60, right: width, bottom: 60 + height }) as DOMRect;
      document.body.append(image);
      return image;
    }

    it('waits for the image when it is larger than the text painted first', () => {
      const image = addMainImage(400, 270);
      runLoader(['largest-contentful-paint']);
      load();
      reportLargestPaint?.({ element: document.body, size: 20000 });
      jest.advanceTimersByTime(100);
      expect(started()).toEqual([]);
      reportLargestPaint?.({ element: image, size: 400 * 270 });
      jest.advanceTimersByTime(SETTLE_MS);
      expect(started().map((script) => script.src)).toEqual(sources);
    });

    it('does not wait for an image smaller than the text', () => {
      addMainImage(100, 50);
      runLoader(['largest-contentful-paint']);
      load();
      reportLargestPaint?.({ element: document.body, size: 20000 });
      jest.advanceTimersByTime(SETTLE_MS);
      expect(started().map((script) => script.src)).toEqual(sources);
    });
  });

  it('starts them after a delay when no largest paint is reported (a background tab)', () => {
    runLoader(['largest-contentful-paint']);
    load();
    jest.advanceTimersByTime(FALLBACK_DELAY_MS - 100);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(200);
    expect(started().map((script) => script.src)).toEqual(sources);
  });

  it('starts them two frames after load where largest paints are not reported', () => {
    runLoader(['paint']);
    load();
    jest.advanceTimersByTime(50);
    expect(started().map((script) => script.src)).toEqual(sources);
  });

  it('also starts on a page that loaded before the loader ran', () => {
    readyState = 'complete';
    runLoader(['largest-contentful-paint']);
    reportLargestPaint?.();
    jest.advanceTimersByTime(SETTLE_MS);
    expect(started()).toHaveLength(sources.length);
  });

  it('starts each script once', () => {
    runLoader(['largest-contentful-paint']);
    load();
    reportLargestPaint?.();
    jest.advanceTimersByTime(5000);
    expect(started()).toHaveLength(sources.length);
  });
});
