/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureRoot } from '../../jest/fixture';
import { copyProject } from '../../scripts/lib/project-copy';
import { validateContent } from './validate';

/**
 * Real builds of a copy of the project that must stop, and say why in words: broken
 * content, a missing setting. Both stop before the pages, so they take seconds. The copies
 * hold the tests' own content (jest/fixture/), which editors do not change. A host's whole
 * build of an editor's week of changes is e2e/tests/edited-content.spec.ts's.
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
