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
 * Renders each page with Emotion's critical CSS in the head, instead of a <style> before
 * every styled element in the body: valid HTML, styles known before the first paint, and
 * smaller pages. One <style> holds the components' rules and one each global style, tagged
 * as the browser's Emotion expects (`css …`, `css-global …`): hydration then adopts them
 * instead of compiling and inserting the same rules again, which made the browser restyle
 * the whole page.
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
  setHeadComponents(
    styles.map(({ key, ids, css }) => (
      <style
        key={`${key} ${ids.join(' ')}`}
        data-emotion={`${key} ${ids.join(' ')}`}
        dangerouslySetInnerHTML={{ __html: css }}
      />
    )),
  );
  replaceBodyHTMLString(html);
};
