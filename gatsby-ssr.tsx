import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { withoutRuntimePreloads, withoutRuntimeScripts } from './gatsby/without-framework';
import { HEADER_END_ID } from './src/components/layout/Header';
import { pageScriptText } from './src/lib/page-scripts';

/**
 * The head, in the order the browser needs it:
 * - first, the page's inline script (src/preferences/boot.ts): a visitor who chose the
 *   other language is moved before anything else is parsed, the theme is set before the
 *   styles apply, and the header's controls work from the first paint;
 * - then a request to draw nothing before the header has been parsed to its end
 *   (`<link rel="expect" blocking="render">`, HTML's render-blocking, in Chromium since 124;
 *   see HEADER_END_ID): on a slow connection the browser would otherwise draw a header cut
 *   short, whose links then jump as the rest of it arrives. It costs the time to parse the
 *   header's few kilobytes; other browsers ignore it and draw as before;
 * - gatsby-plugin-image's style sheet and module script are dropped: they serve its
 *   <GatsbyImage> component, and the site renders native <picture> elements
 *   (ResponsiveImage), using the plugin only to make the images.
 *
 * A built page carries no script of Gatsby's (gatsby/without-framework.ts): no React, no
 * runtime, no page data. `gatsby develop` keeps them: it draws its pages in the browser.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  const built = process.env.BUILD_STAGE === 'build-html';
  const head = getHeadComponents().filter(
    (component) =>
      !(isValidElement(component) && String(component.key).startsWith('gatsby-image-style')),
  );
  replaceHeadComponents([
    <script key="preferences-boot" dangerouslySetInnerHTML={{ __html: pageScriptText('boot')! }} />,
    <link key="expect-header" rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />,
    ...(built ? withoutRuntimePreloads(head) : head),
  ]);
  if (built) replacePostBodyComponents(withoutRuntimeScripts(getPostBodyComponents(), pathname));
};

/**
 * Renders each page with Emotion's critical CSS in one <style> in the head, the global rules
 * first, instead of a <style> before every styled element in the body: valid HTML, styles
 * known before the first paint, and smaller pages. Nothing in the browser reads Emotion's
 * tags (no framework runs there), so they carry no `data-emotion` names.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  );
  const css = styles.map((style) => style.css).join('');
  setHeadComponents([<style key="css" dangerouslySetInnerHTML={{ __html: css }} />]);
  replaceBodyHTMLString(html);
};
