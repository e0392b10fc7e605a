import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { filesBelow } from '../../gatsby/files';
import { allPages, expect, test } from '../fixtures';

const publicDir = path.resolve(__dirname, '../../public');
const vnuJar = path.resolve(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * Every page the build writes: each route's index.html in both languages, the 404 pages, and
 * the content editor's page (admin/index.html).
 */
async function builtPages(): Promise<string[]> {
  const notPages = ['page-data', '_gatsby', 'static', '~partytown'];
  return (await filesBelow(publicDir)).filter(
    (file) =>
      (path.basename(file) === 'index.html' &&
        !notPages.includes(path.relative(publicDir, file).split(path.sep)[0])) ||
      file === path.join(publicDir, '404.html'),
  );
}

/**
 * Messages of the Nu HTML Checker that are the checker's own lag behind the HTML standard, each
 * with why. Each must still be reported: once the checker learns the markup, this test fails
 * until its entry goes.
 */
const allowedErrors: Array<{ message: string; reason: string }> = [
  {
    message:
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    reason:
      'The head\'s <link rel="expect" blocking="render"> (gatsby-ssr.tsx): the HTML standard allows `blocking` on a link whose rel holds `expect` or `stylesheet` ("Link type expect"; MDN corrected its example in mdn/content#33469), vnu-jar 26.9.27 allows `stylesheet` only.',
  },
];

test('the Nu HTML Checker finds no error on any built page', async () => {
  const pages = await builtPages();
  const built = (page: string) => path.join(publicDir, page, 'index.html');
  // Every route in every language, both 404 pages and the editor's (and any earlier version
  // of the conditions, at its own address).
  for (const page of [...allPages, '/404/', '/nl/404/', '/admin/'])
    expect(pages).toContain(built(page));
  let report = '';
  try {
    report = execFileSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...pages], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // vnu exits 1 when it found errors, and writes its JSON report to stderr.
    report = (error as { stderr: string }).stderr;
  }
  const messages = report.trim()
    ? (JSON.parse(report).messages as Array<{ url: string; message: string; extract?: string }>)
    : [];
  const errors = messages
    .filter((m) => !allowedErrors.some((allowed) => allowed.message === m.message))
    .map(
      (m) =>
        `${path.relative(publicDir, new URL(m.url).pathname)}: ${m.message} ${m.extract ?? ''}`,
    );
  expect(errors).toEqual([]);
  for (const { message } of allowedErrors)
    expect(
      messages.map((m) => m.message),
      `still needed: ${message}`,
    ).toContain(message);
});
