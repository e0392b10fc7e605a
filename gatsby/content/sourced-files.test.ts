/**
 * @jest-environment node
 */
// What the build reads below data/ and locales/: gatsby-source-filesystem walks each folder
// with chokidar and makes a File node of every file its `ignore` lets through. Here the same
// chokidar (the plugin's own) walks a copy of the content with the plugin's options as
// gatsby-config.ts sets them, with files the model does not name beside the content.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import config from '../../gatsby-config';
import { fixtureRoot } from '../../jest/fixture';
import { contentKind } from '../../src/content/content-files';

const chokidar = require(
  require.resolve('chokidar', {
    paths: [path.dirname(require.resolve('gatsby-source-filesystem/package.json'))],
  }),
) as typeof import('chokidar');

const copy = mkdtempSync(path.join(tmpdir(), 'sourced-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Every file chokidar reports, as the plugin's watcher is set up, below `folder`. */
function walked(folder: string, ignore: unknown[]): Promise<string[]> {
  const seen: string[] = [];
  // gatsby-source-filesystem's own list, then the site's (node_modules/gatsby-source-filesystem/gatsby-node.js).
  const watcher = chokidar.watch(folder, { ignored: ['**/.DS_Store', ...(ignore as string[])] });
  watcher.on('add', (file) => seen.push(path.relative(copy, file).split(path.sep).join('/')));
  return new Promise((resolve) =>
    watcher.on('ready', () => void watcher.close().then(() => resolve(seen.sort()))),
  );
}

it('reads the model’s files and no other below data/ and locales/', async () => {
  for (const folder of ['data', 'locales'])
    cpSync(path.join(fixtureRoot, folder), path.join(copy, folder), { recursive: true });
  const strangers = [
    'data/news-links.yml',
    'data/notes.yaml',
    'data/Company.yaml',
    'data/images/stray.jpg',
    'data/images/about/Photo.JPG',
    'data/secret/keys.yaml',
    'locales/en/extra.json',
    'locales/de/common.json',
  ];
  for (const file of strangers) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), 'url: http://phish.example/login\n');
  }
  const sources = (config.plugins ?? []).flatMap((plugin) =>
    typeof plugin === 'object' && plugin.resolve === 'gatsby-source-filesystem'
      ? [plugin.options]
      : [],
  ) as Array<{ path: string; ignore: unknown[] }>;
  expect(sources.map(({ path: folder }) => path.basename(folder)).sort()).toEqual([
    'data',
    'locales',
  ]);
  const files = (
    await Promise.all(
      sources.map(({ path: folder, ignore }) =>
        walked(
          path.join(copy, path.basename(folder)),
          ignore.map((rule) =>
            // The rule is made for the project's folder; here it stands for the copy.
            typeof rule === 'function'
              ? (file: string) => rule(file.replace(copy, path.dirname(folder)))
              : rule,
          ),
        ),
      ),
    )
  ).flat();
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) expect([file, contentKind(file)]).not.toEqual([file, undefined]);
  for (const file of strangers) expect(files).not.toContain(file);
});
