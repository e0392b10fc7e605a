/**
 * What this plugin assumes of Gatsby's internals, checked against the installed Gatsby: a
 * Gatsby release that changes any of them fails here, before a build does (README.md, "When
 * Gatsby changes").
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const gatsbyDir = path.dirname(require.resolve('gatsby/package.json'));
const source = (file: string) => readFileSync(path.join(gatsbyDir, file), 'utf8');
const stepsSource = readFileSync(path.join(__dirname, 'start-in-steps.ts'), 'utf8');

describe('the Gatsby this plugin was written against', () => {
  it('has production-app as the browser entry of a production build', () => {
    expect(source('dist/utils/webpack.config.js')).toMatch(
      /app: directoryPath\(`\.cache\/production-app`\)/,
    );
  });

  it('has every browser module the steps import in its cache folder', () => {
    const cacheModules = readdirSync(path.join(gatsbyDir, 'cache-dir'));
    const imported = [...stepsSource.matchAll(/'gatsby-cache\/([\w-]+)'/g)].map((m) => m[1]);
    expect(imported).toEqual(['loader', 'api-runner-browser', 'production-app']);
    for (const name of imported) expect(cacheModules).toContain(`${name}.js`);
  });

  it('writes its page scripts as <script src async> tags, which the deferral replaces', () => {
    expect(source('cache-dir/static-entry.js')).toContain(
      '<script key={scriptPath} src={scriptPath} async />',
    );
  });
});
