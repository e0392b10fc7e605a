/**
 * The visitors' browser tests whose subject is the content: every screen, the home page's
 * lists and figures, titles and links, what crawlers read, the conditions, the pages without
 * JavaScript. They run once, on the real content with a week of an editor's changes
 * (e2e/tests/edited-content.spec.ts, through ./playwright.content.config.ts), which proves
 * both that the content works and that no test pins what an editor may change. The others
 * test the site's machinery (serving, the first paint, the theme, speed, the markup), which
 * an editor's change to a text or a list does not touch, and run on the build of the content
 * as it is.
 */
export const contentSpecs = [
  'screens',
  'home',
  'motion-and-nojs',
  'routes',
  'crawlers',
  'terms',
].map((name) => `${name}.spec.ts`);
