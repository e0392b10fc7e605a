import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { filesBelow } from '../../gatsby/files';
import { ADMIN_PATH } from '../../src/core/routes';
import { ANALYTICS_PATH, allPages, expect, test } from '../fixtures';

// No framework in the visitor's browser (gatsby/without-framework.ts): the build's pages name
// none of Gatsby's scripts or data, and a visit loads no script file but the analytics'.

const publicDir = path.resolve(__dirname, '../../public');
const gatsbysRuntime =
  /framework-|\/app-[\w]+\.js|webpack-runtime|page-data|___gatsby(?:Chunk|_|-)/;

test("no visitor's page of the build names Gatsby's runtime, its chunks or its page data", async () => {
  // Not the editor's page, nor Gatsby's own parts it stitches pages from (_gatsby/slices/).
  const notPages = [path.join(publicDir, ADMIN_PATH), path.join(publicDir, '_gatsby/')];
  const pages = (await filesBelow(publicDir)).filter(
    (file) => file.endsWith('.html') && !notPages.some((dir) => file.startsWith(dir)),
  );
  expect(pages.length).toBeGreaterThanOrEqual(allPages.length);
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    const named = gatsbysRuntime.exec(html)?.[0];
    expect(named, path.relative(publicDir, file)).toBeUndefined();
    expect(html, path.relative(publicDir, file)).not.toMatch(/<script[^>]*\ssrc=/);
  }
});

for (const page of ['/', '/nl/terms/']) {
  test(`${page}: a visit requests no script file but the analytics'`, async ({
    page: browserPage,
  }) => {
    const scripts: string[] = [];
    browserPage.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const analytics = browserPage.waitForRequest((r) => r.url().endsWith(ANALYTICS_PATH));
    await browserPage.goto(page);
    await analytics;
    expect(scripts).toEqual([ANALYTICS_PATH]);
  });
}
