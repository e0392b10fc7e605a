import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { themeBootScript } from './src/preferences/theme';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setPreBodyComponents }) => {
  setPreBodyComponents([
    <script key="theme-boot" dangerouslySetInnerHTML={{ __html: themeBootScript }} />,
  ]);
};

/**
 * Renders each page with Emotion's critical CSS collected into one <style> in the head,
 * instead of a <style> before every styled element in the body: valid HTML, styles known
 * before the first paint, and smaller pages. The browser's Emotion cache (same key) picks
 * the rules up by their ids, so hydration inserts nothing twice.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: 'css' });
  const { extractCritical } = createEmotionServer(cache);
  const { html, css, ids } = extractCritical(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  );
  setHeadComponents([
    <style
      key="emotion"
      data-emotion={`css ${ids.join(' ')}`}
      dangerouslySetInnerHTML={{ __html: css }}
    />,
  ]);
  replaceBodyHTMLString(html);
};
