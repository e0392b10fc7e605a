import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { withoutRuntimePreloads, withoutRuntimeScripts } from './without-framework';

// What Gatsby adds to a built page's body end and head (cache-dir/static-entry.js), as
// elements with the keys and props it gives them.
const SliceStandIn = () => null;
const loader = <script key="script-loader" id="gatsby-script-loader" />;
const scriptsSlice = createElement(SliceStandIn, { key: 'slice', sliceId: '_gatsby-scripts' });
const ours = <script key="ours" data-src="/stats.js" />;

describe("a built page without Gatsby's runtime", () => {
  it("keeps everything but the loader's address and the scripts' slice", () => {
    expect(withoutRuntimeScripts([loader, ours, scriptsSlice], '/')).toEqual([ours]);
  });

  it('stops the build when Gatsby no longer writes either part as known', () => {
    expect(() => withoutRuntimeScripts([ours, scriptsSlice], '/about/')).toThrow(
      /gatsby\/without-framework\.ts: .*\/about\//,
    );
    expect(() => withoutRuntimeScripts([loader, ours], '/about/')).toThrow(/_gatsby-scripts/);
  });

  it('drops preloads of scripts and page data from the head, and nothing else', () => {
    const canonical = <link key="c" rel="canonical" href="/" />;
    const preloadScript = <link key="s" rel="preload" as="script" href="/app-1.js" />;
    const prefetchData = <link key="d" rel="prefetch" as="fetch" href="/page-data/x.json" />;
    const preloadImage = <link key="i" rel="preload" as="image" href="/hero.avif" />;
    expect(withoutRuntimePreloads([canonical, preloadScript, prefetchData, preloadImage])).toEqual([
      canonical,
      preloadImage,
    ]);
  });

  it('matches what the installed Gatsby writes (fails when an upgrade changes it)', () => {
    const entry = readFileSync(require.resolve('gatsby/cache-dir/static-entry.js'), 'utf8');
    expect(entry).toContain('id={`gatsby-script-loader`}');
    expect(entry).toContain('sliceId: `_gatsby-scripts`');
    expect(entry).toContain('apiRunner(`onPreRenderHTML`');
  });
});
