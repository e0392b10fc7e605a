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
import { loadAnalytics, trackPageView } from './analytics';

const src = document.currentScript?.dataset.src ?? '';

/** Runs `then` once the page has loaded and the frame after that has been painted. */
function afterLoadAndPaint(then: () => void) {
  // A frame's callback runs before that frame is painted; a task it queues, after.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(then));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}

whenShown(() => {
  trackPageView(location.pathname);
  afterLoadAndPaint(() => loadAnalytics(src));
});

addEventListener('pageshow', (event) => {
  if (event.persisted) trackPageView(location.pathname);
});
