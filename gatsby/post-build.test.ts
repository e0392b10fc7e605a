/**
 * @jest-environment node
 */
import { deferScripts } from './post-build';

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><title>x</title></head><body><div id="___gatsby"></div><script>window.pagePath="/";</script>${scripts}</body></html>`;

describe('deferScripts', () => {
  it('replaces Gatsby script tags by one loader that starts them in order after load', () => {
    const html = deferScripts(
      page(
        '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script>',
      ),
    );
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]');
    expect(html).toContain("addEventListener('load',g)");
    expect(html.match(/<script>/g)).toHaveLength(2);
    expect(html).toContain('<script>window.pagePath="/";</script>');
  });

  it('leaves a page without Gatsby scripts unchanged', () => {
    expect(deferScripts(page(''))).toBe(page(''));
  });
});
