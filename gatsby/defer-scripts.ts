const gatsbyScript =
  /<script src="(\/[\w.-]+\.js)" async=""><\/script>|<script src="(\/[\w.-]+\.js)" async><\/script>/g;

/** How long after load a page whose largest paint is never reported waits for its scripts. */
export const FALLBACK_DELAY_MS = 1000;

/**
 * The inline script that starts Gatsby's scripts, in order, once the page has loaded and
 * its largest text or image is on screen. A browser that reports largest paints starts them
 * right after that report; one that does not, two frames after load. A page first painted
 * in a background tab reports no largest paint, so a timer starts the scripts there too.
 */
export function scriptLoader(sources: readonly string[]): string {
  return `(function () {
  var sources = ${JSON.stringify(sources)}, started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  function afterLoad() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    var reportsPaint = !!types && types.indexOf('largest-contentful-paint') >= 0;
    if (reportsPaint) {
      new PerformanceObserver(function (list, observer) {
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, reportsPaint ? ${FALLBACK_DELAY_MS} : 0);
      });
    });
  }
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad);
})();`;
}

/**
 * Gatsby's scripts start once the page has loaded and its main content is painted. On a
 * slow phone the text and the first image then show as soon as they arrive, instead of
 * sharing the connection and the processor with the page's JavaScript; the page becomes
 * interactive just after. (Gatsby writes these tags itself, outside the reach of gatsby-ssr,
 * so the built HTML is edited.)
 */
export function deferScripts(html: string): string {
  const sources = [...html.matchAll(gatsbyScript)].map((match) => match[1] ?? match[2]);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(gatsbyScript, () => {
    if (!first) return '';
    first = false;
    return `<script>${scriptLoader(sources)}</script>`;
  });
}
