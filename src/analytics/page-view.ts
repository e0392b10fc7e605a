/**
 * The analytics' page script, inline in every page (Layout), its element carrying the
 * script's path (`data-src`, from data/company.yaml). This page's view is queued once the
 * page is shown (a prerendered page only when the click shows it), and again when the
 * back/forward cache shows it once more; the script itself is loaded after the page has
 * loaded, so it never competes with what the visitor came to read.
 */
import { whenShown } from '../lib/when-shown';
import { loadAnalytics, trackPageView } from './analytics';

const src = document.currentScript?.dataset.src ?? '';

whenShown(() => {
  trackPageView(location.pathname);
  if (document.readyState === 'complete') loadAnalytics(src);
  else addEventListener('load', () => loadAnalytics(src), { once: true });
});

addEventListener('pageshow', (event) => {
  if (event.persisted) trackPageView(location.pathname);
});
