/**
 * Web analytics from the hosting provider's script on the site's own origin. The script
 * follows Vercel's protocol: calls to `window.va` queue in `window.vaq` until it loads,
 * and with automatic tracking off, the site reports each page view itself, so client-side
 * route changes are counted exactly once.
 */
type AnalyticsCall = [command: string, payload?: Record<string, unknown>];

declare global {
  interface Window {
    va?: (...call: AnalyticsCall) => void;
    vaq?: AnalyticsCall[];
  }
}

/** How long after `load` a page the browser never reports painted gets the script all the same. */
export const UNREPORTED_PAINT_MS = 5000;

function ensureQueue(): void {
  window.va ??= (...call: AnalyticsCall) => {
    (window.vaq ??= []).push(call);
  };
}

let requestedScript: string | null = null;

/** Adds the analytics script once per visit. A failure is logged, never shown. */
export function loadAnalytics(src: string): void {
  if (!src || requestedScript === src) return;
  requestedScript = src;
  ensureQueue();
  const script = document.createElement('script');
  script.src = src;
  script.defer = true;
  script.dataset.disableAutoTrack = '1';
  script.addEventListener('error', () => {
    console.warn(
      `Analytics: the script at ${src} could not be loaded; page views are not recorded.`,
    );
  });
  document.head.appendChild(script);
}

export function trackPageView(path: string): void {
  ensureQueue();
  window.va?.('pageview', { path });
}

/** For tests: forget that the script was requested. */
export function resetAnalyticsForTests(): void {
  requestedScript = null;
  delete window.va;
  delete window.vaq;
}
