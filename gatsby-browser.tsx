import { type ReactElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { trackPageView } from './src/analytics/analytics';
import { type ConnectionInfo, prefetchIsWorthIt } from './src/lib/prefetch';

// Runs on the first page and after every client-side navigation.
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  trackPageView(location.pathname);
};

// Gatsby prefetches the pages linked from the screen; not for visitors on Save-Data or a slow link.
export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () =>
  !prefetchIsWorthIt((navigator as Navigator & { connection?: ConnectionInfo }).connection);

type Renderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

/**
 * Hydrates as a transition: React then works in slices of a few milliseconds and yields
 * to the browser in between, instead of one long task that blocks a slow phone's main
 * thread. A tap that arrives before it finishes makes React hydrate at once and replay it.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => {
  const hydrate = (element: ReactElement, container: Element) => {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  };
  // Gatsby types the hook with ReactDOM's legacy render signature; it ignores the result.
  return hydrate as unknown as Renderer;
};

export { wrapPageElement } from './src/i18n/wrap-page';
