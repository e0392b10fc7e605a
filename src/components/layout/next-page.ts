/**
 * The next page ahead of a click where Speculation Rules are missing (Firefox, Safari): on
 * the same intent the rules wait for (a pointer resting on a link, a touch, a keyboard's
 * focus), the page is fetched into the HTTP cache with `<link rel="prefetch">`, once. Not
 * for visitors who asked to save data or are on a slow link (src/lib/prefetch.ts).
 */
import { type ConnectionInfo, prefetchIsWorthIt } from '../../lib/prefetch';
import { isNextPageLink } from './next-page-rules';

const INTENT_MS = 200;
const fetched = new Set<string>();

function prefetch(link: HTMLAnchorElement) {
  if (fetched.has(link.href) || !isNextPageLink(link, location)) return;
  fetched.add(link.href);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = link.href;
  document.head.appendChild(hint);
}

const linkOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;

const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
const supported = HTMLScriptElement.supports?.('speculationrules') ?? false;
if (!supported && prefetchIsWorthIt(connection)) {
  let resting: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('mouseover', (event) => {
    const link = linkOf(event);
    clearTimeout(resting);
    if (link) resting = setTimeout(() => prefetch(link), INTENT_MS);
  });
  for (const type of ['touchstart', 'mousedown', 'focusin'])
    document.addEventListener(
      type,
      (event) => {
        const link = linkOf(event);
        if (link) prefetch(link);
      },
      { passive: true },
    );
}
