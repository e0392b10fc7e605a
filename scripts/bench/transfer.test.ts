/** @jest-environment node */
import { inlineScriptBytes } from './transfer';

describe("a page's inline scripts on the wire", () => {
  const page = (head: string) =>
    `<!DOCTYPE html><html><head>${head}</head><body><h1>Cargo</h1><p>${'Fresh flowers. '.repeat(50)}</p></body></html>`;
  const script = `document.documentElement.dataset.seen = ${JSON.stringify('x'.repeat(400))};`;

  it('are what they add to the compressed page', () => {
    expect(inlineScriptBytes(page(''))).toBe(0);
    expect(inlineScriptBytes(page(`<script>${script}</script>`))).toBeGreaterThan(0);
  });

  it('leave out data blocks, rules and script files', () => {
    const notScript = [
      `<script type="application/ld+json">{"name":"${'x'.repeat(400)}"}</script>`,
      `<script type="speculationrules">{"prerender":[]}</script>`,
      `<script src="/a.js"></script>`,
    ].join('');
    expect(inlineScriptBytes(page(notScript))).toBe(0);
    expect(inlineScriptBytes(page(`<script data-src="/a.js">${script}</script>`))).toBeGreaterThan(
      0,
    );
  });
});
