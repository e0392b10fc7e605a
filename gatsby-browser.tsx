import { type ReactElement, startTransition } from 'react';
import { type Root, createRoot, hydrateRoot } from 'react-dom/client';
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
 *
 * Only a page the build pre-rendered is hydrated. `gatsby develop` (and so `npm run cms`)
 * serves an empty container, which React must draw, not hydrate: hydrating nothing
 * raised "Hydration failed" under Gatsby's error overlay on every page. Gatsby's own
 * renderer makes the same choice by the container's children (cache-dir/app.js).
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => {
  const render = (element: ReactElement, container: Element) => {
    if (container.children.length === 0) {
      const root = createRoot(container);
      root.render(element);
      return () => root.unmount();
    }
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
    return () => root?.unmount();
  };
  // Gatsby types the hook with ReactDOM's legacy render signature; it calls the result,
  // when there is one, to clean up (its development loading indicator).
  return render as unknown as Renderer;
};
