/**
 * @jest-environment node
 */
import { Global } from '@emotion/react';
import { type ReactElement, type ReactNode, isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onPreRenderHTML, replaceRenderer } from './gatsby-ssr';

type Api = Parameters<NonNullable<typeof replaceRenderer>>[0];

describe('replaceRenderer', () => {
  function render(body: ReactElement) {
    let head: ReactNode[] = [];
    let html = '';
    replaceRenderer?.({
      bodyComponent: body,
      replaceBodyHTMLString: (value: string) => (html = value),
      setHeadComponents: (components: ReactNode[]) => (head = components),
    } as unknown as Api);
    return { html, head: renderToStaticMarkup(<>{head}</>) };
  }

  it('puts the styles in the head in one tag, the global ones first', () => {
    const { html, head } = render(
      <div>
        <Global styles={{ body: { margin: 0 } }} />
        <p css={{ color: 'red' }}>Hello</p>
      </div>,
    );
    expect(html).not.toContain('<style');
    expect(html).toMatch(/<p class="css-\w+">Hello<\/p>/);
    const className = /class="css-(\w+)"/.exec(html)?.[1];
    expect(head).toBe(`<style>body{margin:0;}.css-${className}{color:red;}</style>`);
  });
});

describe('onPreRenderHTML', () => {
  it("puts the page's inline script first, then the wait for the header, drops gatsby-plugin-image's style and script, keeps the rest", () => {
    let kept: ReactNode[] = [];
    const components = [
      <style key="gatsby-image-style" />,
      <noscript key="gatsby-image-style-noscript" />,
      <script key="gatsby-image-style-script" type="module" />,
      <style key="css abc" />,
      <link key="canonical" rel="canonical" href="/" />,
    ];
    onPreRenderHTML?.({
      getHeadComponents: () => components,
      replaceHeadComponents: (value: ReactNode[]) => (kept = value),
    } as unknown as Parameters<NonNullable<typeof onPreRenderHTML>>[0]);
    expect(kept.map((component) => isValidElement(component) && component.key)).toEqual([
      'preferences-boot',
      'expect-header',
      'css abc',
      'canonical',
    ]);
  });
});
