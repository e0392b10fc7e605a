const gatsbyScript =
  /<script src="(\/[\w.-]+\.js)" async=""><\/script>|<script src="(\/[\w.-]+\.js)" async><\/script>/g;

/** The element Gatsby renders every page into. */
const GATSBY_ROOT = 'id="___gatsby"';

/** How the loader begins: a page that has it is deferred already. */
const LOADER_START = '(function () {\n  var sources = ';

/** How long after load a page whose largest paint is never reported waits for its scripts. */
export const FALLBACK_DELAY_MS = 1000;

/**
 * How long the largest paint must stay the largest before the scripts start: text painted
 * after the main image occasionally arrives a few frames later.
 */
export const SETTLE_MS = 100;

/**
 * The inline script that starts Gatsby's scripts, in order, once the page has loaded and
 * its largest text or image is on screen. A browser that reports largest paints starts them
 * when no larger paint has been reported for a moment; if the page's main image (the one
 * fetched with high priority) is larger than what was reported so far, it waits for that
 * image's report. A browser that does not report largest paints starts them two frames
 * after load. A page first painted in a background tab reports no largest paint, so a timer
 * starts the scripts there too.
 */
export function scriptLoader(sources: readonly string[]): string {
  return `${LOADER_START}${JSON.stringify(sources)}, started = false;
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
    var mainImage = document.querySelector('img[fetchpriority="high"]');
    var settled;
    function visibleArea(element) {
      var box = element.getBoundingClientRect();
      var width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
      var height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      return Math.max(0, width) * Math.max(0, height);
    }
    if (reportsPaint) {
      new PerformanceObserver(function (list, observer) {
        var entries = list.getEntries();
        var largest = entries[entries.length - 1];
        var imageStillToCome =
          mainImage && largest.element !== mainImage && visibleArea(mainImage) > largest.size;
        if (imageStillToCome) return;
        clearTimeout(settled);
        settled = setTimeout(function () {
          observer.disconnect();
          start();
        }, ${SETTLE_MS});
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
 * so the built HTML is edited; a Gatsby page without them stops the build.)
 */
export function deferScripts(html: string): string {
  const sources = [...html.matchAll(gatsbyScript)].map((match) => match[1] ?? match[2]);
  // Gatsby rewrites only the pages whose HTML changed: the others are deferred already.
  if (sources.length === 0 && html.includes(LOADER_START)) return html;
  if (sources.length === 0) {
    // A page Gatsby rendered always loads its scripts: none found means Gatsby now writes
    // them differently, and the page would start no JavaScript at all.
    if (html.includes(GATSBY_ROOT))
      throw new Error(
        'gatsby-plugin-slow-phone-start: a page Gatsby rendered has no <script src="/….js" async> tag; ' +
          'Gatsby has changed how it writes its scripts (see the plugin’s README.md).',
      );
    return html;
  }
  let first = true;
  return html.replace(gatsbyScript, () => {
    if (!first) return '';
    first = false;
    return `<script>${scriptLoader(sources)}</script>`;
  });
}
