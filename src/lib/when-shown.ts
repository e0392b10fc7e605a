/**
 * Runs `run` once the page is shown to the visitor: at once, or, for a page the browser
 * prerendered ahead of a click (Speculation Rules), when the click activates it. What a
 * visitor should see happen (a count) or what counts a visit (a page view) waits for that.
 */
export function whenShown(run: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', run, { once: true });
  else run();
}
