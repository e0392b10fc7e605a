/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cornerColours, phonePhoto } from '../../e2e/pictures';
import { builtAndPreviewed, builtPages } from '../../jest/built-pages';
import { fixtureRoot } from '../../jest/fixture';
import { copyProject } from '../../scripts/lib/project-copy';
import { type LocaleResources, readLocaleResources } from '../../src/content/locales';
import { languages } from '../../src/core/languages';
import { validateContent, workingTree } from './validate';

/**
 * Real builds of a copy of the project with edited content: what an editor's change does
 * to the site, end to end. Slow (a full Gatsby build), so only the two that matter. The
 * copies hold the tests' own content (jest/fixture/), which editors do not change.
 */
const root = path.resolve(__dirname, '../..');
const copies: string[] = [];

function projectCopy(edits: Record<string, (text: string) => string>): string {
  const copy = copyProject(root, 'site-', { content: fixtureRoot });
  copies.push(copy);
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(copy, file);
    writeFileSync(target, edit(readFileSync(target, 'utf8')));
  }
  return copy;
}

function build(copy: string, settings: NodeJS.ProcessEnv = {}) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(CMS_|SITE_URL|CF_PAGES|NETLIFY)/.test(name)),
  );
  const result = spawnSync(path.join(root, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...inherited, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1', ...settings },
    timeout: 400_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const html = (copy: string, page: string) =>
  readFileSync(path.join(copy, 'public', page, 'index.html'), 'utf8');

afterAll(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })));

it('stops a build on broken content, or on a file the site does not read, with the validator message and no stack trace', async () => {
  const copy = projectCopy({
    'data/stats.yaml': (text) => text.replace('target: 20', 'target: twenty'),
  });
  // A twin of a content file: the build reads only the model's files, and the check says so.
  writeFileSync(path.join(copy, 'data/news-links.yml'), 'url: http://phish.example/login\n');
  const expected = (await validateContent(copy)).errors;
  expect(expected).toHaveLength(2);

  const { status, output } = build(copy);
  expect(status).not.toBe(0);
  for (const { message } of expected) expect(output).toContain(message);
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
}, 120_000);

it('stops a build whose editor lacks a setting with its sentence, what to set and where the docs say it, and no code frame', () => {
  const copy = projectCopy({});
  // On a host that is neither Cloudflare Pages nor Netlify, the way people sign in is a setting.
  const settings = { SITE_URL: 'https://cargo.example', CMS_BACKEND: 'github', CMS_REPO: 'a/b' };
  const { status, output } = build(copy, settings);
  expect(status).not.toBe(0);
  expect(output).toContain(
    'The content editor cannot be built: CMS_BACKEND=github on this host needs CMS_SIGN_IN',
  );
  expect(output).toContain('(docs/DEPLOYING.md, "Switch editing on").');
  // No code frame (numbered lines of compiled code, a caret) and no stack trace.
  expect(output).not.toMatch(/^\s*>?\s*\d+ \|/m);
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(output.length).toBeLessThan(5_000);
}, 120_000);

describe('a host’s first build of edited content', () => {
  let copy: string;
  let photo: Buffer;
  let output: string;

  beforeAll(async () => {
    copy = projectCopy({
      'data/services.yaml': (text) =>
        text.replace(/- slug: logistics-last-mile[\s\S]*$/, '') +
        [
          '- slug: pharma-logistics',
          '  icon: shield',
          '  title: { en: "Pharma logistics", nl: "Farmalogistiek" }',
          '  description:',
          '    en: GDP-certified handling of medicines between 2 °C and 8 °C.',
          '    nl: GDP-gecertificeerde afhandeling van geneesmiddelen tussen 2 °C en 8 °C.',
          '  features:',
          '    - { en: "Validated cool chain", nl: "Gevalideerde koudeketen" }',
          '',
        ].join('\n'),
      'data/partners.yaml': (text) =>
        `${text}- name: Polder Pharma\n  logo: ./images/partners/tulipair-logistics.png\n`,
      'data/hubs.yaml': (text) => text.replace(/- code: CDG\n.*\n/, ''),
      'data/badges.yaml': (text) =>
        text.replace('{ en: "Open 24/7", nl: "24/7 bereikbaar" }', '{ en: "Open 24/7" }'),
    });
    // A phone's photo committed straight to data/images/ as the about picture: stored
    // 4000 × 3000 and marked "turn a quarter clockwise to show".
    photo = await phonePhoto();
    writeFileSync(path.join(copy, aboutPhoto), photo);
    // Built as Cloudflare Pages builds a site whose editing is not switched on yet.
    const built = build(copy, { CF_PAGES: '1' });
    expect(built.status).toBe(0);
    output = built.output;
  }, 400_000);

  const aboutPhoto = 'data/images/about/operations-at-dusk.jpg';

  it('puts new entries on the site in both languages, drops removed ones, falls back to English, and shows a sideways phone photo upright without touching its file; its /admin/ says editing is not set up', async () => {
    // /admin/ is one page of plain HTML that says what the operator sets: no editor's scripts
    // written, nothing else loaded.
    expect(readdirSync(path.join(copy, 'public/admin'))).toEqual(['index.html']);
    const admin = html(copy, 'admin');
    expect(admin).toMatch(/<h1>Editing is not set up yet<\/h1>/);
    expect(admin).toContain('<code>CMS_BACKEND=github</code>');
    expect(admin).not.toMatch(/<script|<link|<img|\ssrc=|url\(/i);

    // The build only reads data/: the photo stays as it was committed.
    expect(readFileSync(path.join(copy, aboutPhoto)).equals(photo)).toBe(true);
    // On the page: the width and height of the about picture's frame (1152 wide, 20:9), its
    // pixels upright (red grows to the right, blue downwards).
    const [, src, width, height] =
      /<img[^>]*src="([^"]+)"[^>]*width="(\d+)" height="(\d+)"[^>]*loading="eager"/.exec(
        html(copy, 'about'),
      ) ?? [];
    expect([Number(width), Number(height)]).toEqual([1152, 518]);
    const colours = await cornerColours(path.join(copy, 'public', src));
    expect(colours.bottomRight.red).toBeGreaterThan(colours.topLeft.red + 40);
    expect(colours.bottomRight.blue).toBeGreaterThan(colours.topLeft.blue + 40);

    expect(html(copy, 'services')).toContain('id="pharma-logistics"');
    expect(html(copy, 'services')).toContain('Pharma logistics');
    expect(html(copy, 'nl/services')).toContain('Farmalogistiek');
    for (const page of ['services', 'nl/services'])
      expect(html(copy, page)).not.toContain('id="logistics-last-mile"');

    for (const page of ['.', 'nl']) {
      expect(html(copy, page)).toContain('alt="Polder Pharma"');
      expect(html(copy, page)).not.toContain('>CDG<');
    }

    expect(html(copy, 'nl')).toContain('Open 24/7');
    expect(html(copy, 'nl')).not.toContain('24/7 bereikbaar');
    expect(output).toContain(
      'data/badges.yaml, badge "around-the-clock": field "label" has no Dutch text',
    );
  });

  // The templates' mapping from their queries' real answers, held to the preview's from the
  // same files (jest/built-pages.ts): what the editor previews is what the build makes.
  describe.each(languages)('in %s', (language) => {
    let texts: LocaleResources;
    beforeAll(async () => {
      texts = await readLocaleResources(workingTree(copy));
    });

    it.each(builtPages.map((page) => [page.template, page]))(
      '%s hands its view what the preview hands it from the same files',
      async (_template, page) => {
        const { page: built, preview } = await builtAndPreviewed(copy, page, language, texts);
        expect(built).toEqual(preview);
      },
    );
  });
});
