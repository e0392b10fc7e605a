/**
 * The analytics' page script, inline in every page (Layout), its element carrying the
 * script's path (`data-src`, from data/company.yaml). This page's view is queued once the
 * page is shown (a prerendered page only when the click shows it), and again when the
 * back/forward cache shows it once more; the script itself is loaded after the page has
 * loaded and a frame of it has been painted, so it never competes with what the visitor came
 * to read. (On a fast connection `load` can come before the first paint: a request started
 * then is one Lighthouse counts into the largest paint, 0.67 → 1.01 s on /services/.)
 */
import { whenShown } from '../lib/when-shown';
import { UNREPORTED_PAINT_MS, loadAnalytics, trackPageView } from './analytics';

const src = document.currentScript?.dataset.src ?? '';

/**
 * Runs `then` once the page has loaded and its first paint is on the screen: the browser's
 * report of it (a paint entry, given when the frame is shown), or the frame after `load`
 * where there is none to ask for (a frame's callback runs before that frame is painted; a
 * task it queues, after). A page loaded out of sight (a tab opened in the background) is
 * never reported painted: it gets the script a while after `load` instead.
 */
function afterLoadAndPaint(then: () => void) {
  const painted = (done: () => void) => {
    if (typeof PerformanceObserver === 'undefined' || !reportsPaints())
      return requestAnimationFrame(() => setTimeout(done));
    let waiting = true;
    const finish = () => {
      if (!waiting) return;
      waiting = false;
      observer.disconnect();
      setTimeout(done);
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(finish, UNREPORTED_PAINT_MS);
  };
  if (document.readyState === 'complete') painted(then);
  else addEventListener('load', () => painted(then), { once: true });
}

const reportsPaints = () => PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;

whenShown(() => {
  trackPageView(location.pathname);
  afterLoadAndPaint(() => loadAnalytics(src));
});

addEventListener('pageshow', (event) => {
  if (event.persisted) trackPageView(location.pathname);
});
