import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { validateContent } from '../../gatsby/content/validate';
import { copyProject } from '../../scripts/lib/project-copy';
import { type EditorChanges, makeEditorChanges } from '../editor-changes';
import { cornerColours } from '../pictures';
import { contentSpecs } from '../content-specs';
import { expect, test } from '../fixtures';
import { runInCopy } from '../project-commands';

/**
 * No test pins what an editor may change. A copy of the project gets a week of an editor's
 * ordinary changes (e2e/editor-changes.ts: a partner with its logo, a hub, a reason, a
 * figure, the phone and e-mail, a service renamed, in both languages; menu names, headings,
 * the skip link's and buttons' words renamed; a partner and a hub taken out; the services
 * reordered, a reason in English only, a phone's photo as the about picture);
 * then `npm run validate`, a host's build, the visitors' browser tests that read the
 * content and the unit tests run in the copy, on its own build, as they run here.
 */
const root = path.resolve(__dirname, '../..');

/** The environment of a run in the copy: none of this run's servers or worker settings. */
function ownEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(TEST_|PW_|PLAYWRIGHT_JSON|NGINX_URL|SERVER_KIND)/.test(name) && name !== 'FORCE_COLOR',
    ),
  );
}

let copy: string;
let changes: EditorChanges;
const run = (command: string, args: string[], timeout?: number) =>
  runInCopy(copy, command, args, ownEnvironment(), timeout);

test.describe.configure({ mode: 'serial', timeout: 900_000 });

test.beforeAll(async () => {
  copy = copyProject(root, 'edited-', { withTests: true });
  changes = await makeEditorChanges(copy);
});

test.afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('npm run validate accepts an editor’s ordinary changes', () => {
  const validation = run('tsx', ['scripts/validate-content.ts']);
  expect(validation.output).toContain('0 problems');
  expect(validation.status, validation.output).toBe(0);
});

test('a host’s build shows the changes, and the visitors’ browser tests pass on it', async () => {
  // Built as Cloudflare Pages builds a site whose editing is not switched on yet.
  const build = runInCopy(
    copy,
    'gatsby',
    ['build'],
    { ...ownEnvironment(), CF_PAGES: '1' },
    600_000,
  );
  expect(build.status, build.output.slice(-3000)).toBe(0);
  const page = (address: string) =>
    readFileSync(path.join(copy, 'public', address, 'index.html'), 'utf8');
  const home = page('.');
  for (const text of [changes.partner, changes.hub.code, changes.partnersHeading.en])
    expect(home).toContain(text);
  expect(page('nl')).toContain(changes.partnersHeading.nl);
  expect(page('nl/services')).toContain(changes.title.nl);
  expect(page('contact')).toContain(changes.phone.replace(/\s/g, ''));
  // The renamed interface texts, in both languages; the services in their new order.
  for (const [language, prefix] of [
    ['en', ''],
    ['nl', 'nl/'],
  ] as const) {
    const contact = page(`${prefix}contact`);
    for (const key of ['common:pageNames.about', 'common:skipToContent', 'common:footer.terms'])
      expect(contact).toContain(changes.texts[key][language]);
  }
  const services = page('services');
  const at = changes.serviceOrder.map((slug) => services.indexOf(`id="${slug}"`));
  expect(at.every((index, i) => index > (at[i - 1] ?? 0))).toBe(true);
  for (const prefix of ['', 'nl/']) {
    expect(page(`${prefix}`)).not.toContain(`alt="${changes.removed.partner}"`);
    expect(page(`${prefix}`)).not.toContain(`>${changes.removed.hub}<`);
  }

  // A text without its Dutch: the Dutch page says it in English, and the build warns in the
  // check's words.
  expect(page('nl/about')).toContain(changes.reason.en);
  const { warnings } = await validateContent(copy);
  expect(warnings.map(({ message }) => message).join('\n')).toContain('no Dutch text');
  for (const { message } of warnings) expect(build.output).toContain(message);

  // The phone's photo: left in data/ as it was committed; on the page at its frame's size
  // (1152 wide, 20:9) and upright (red grows to the right, blue downwards).
  expect(readFileSync(path.join(copy, 'data', changes.aboutPhoto.file))).toEqual(
    changes.aboutPhoto.bytes,
  );
  const [, src, width, height] =
    /<img[^>]*src="([^"]+)"[^>]*width="(\d+)" height="(\d+)"[^>]*loading="eager"/.exec(
      page('about'),
    ) ?? [];
  expect([Number(width), Number(height)]).toEqual([1152, 518]);
  const colours = await cornerColours(path.join(copy, 'public', src));
  expect(colours.bottomRight.red).toBeGreaterThan(colours.topLeft.red + 40);
  expect(colours.bottomRight.blue).toBeGreaterThan(colours.topLeft.blue + 40);

  // /admin/ is one page of plain HTML that says what the operator sets (with its compressed
  // copies, as every page): no editor's scripts written, nothing else loaded.
  expect(readdirSync(path.join(copy, 'public/admin'))).toEqual([
    'index.html',
    'index.html.br',
    'index.html.gz',
  ]);
  const admin = page('admin');
  expect(admin).toMatch(/<h1>Editing is not set up yet<\/h1>/);
  expect(admin).toContain('<code>CMS_BACKEND=github</code>');
  expect(admin).not.toMatch(/<script|<link|<img|\ssrc=|url\(/i);

  // The content's browser tests (e2e/content-specs.ts) run here only, on this build.
  const visitors = run('playwright', ['test', '-c', 'e2e/playwright.content.config.ts'], 900_000);
  expect(visitors.status, visitors.output.slice(-6000)).toBe(0);
  for (const spec of contentSpecs) expect(visitors.output).toContain(spec);
});

test('the unit tests pass on the changed content', () => {
  // The builds of the tests' own content (jest/fixture/) are the same in the copy: left out,
  // as are the gateway's and the content API's tests, which publish the tests' own content to
  // stand-ins, and the guides' tests (the copy has no docs/). (Patterns given here replace the configuration's, which are repeated.) In,
  // as only here: every page the copy's build made, held to the editor's preview of the
  // same files (gatsby/content/built-pages.test.ts).
  const ignore = [
    '/node_modules/',
    '/\\.cache/',
    '/public/',
    '/e2e/',
    'gatsby/content/build\\.test',
    '/functions/_lib/gateway/',
    '/functions/_lib/content-api/',
    '/scripts/docs/',
  ];
  const unit = run('jest', ['--testPathIgnorePatterns', ...ignore], 600_000);
  expect(unit.status, unit.output.slice(-6000)).toBe(0);
  expect(unit.output).toMatch(/PASS .*gatsby\/content\/built-pages\.test\.ts/);
});
