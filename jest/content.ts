/**
 * The site's real content for tests that render whole pages: YAML from data/, drawn by each
 * page's view as the editor's preview draws it (src/admin/preview/page-views.tsx), images
 * left out (gatsby-plugin-image is exercised by the build, not here). Such a test takes every
 * word it expects from these files. Component tests render with the tests' own locale files
 * instead (`fixtureLocaleResources`, jest/render-page.tsx's default).
 */
import fs from 'fs';
import path from 'path';
import { type ReactElement, createElement } from 'react';
import { parse } from 'yaml';
import { type LocaleResources, readLocaleResources } from '../src/content/locales';
import { contentFiles } from '../src/content/schemas';
import { workingTree } from '../gatsby/content/validate';
import { pageView as drawPage } from '../src/admin/preview/page-views';
import { isPreviewTemplate } from '../src/admin/preview/preview-templates';
import type { Language } from '../src/core/languages';
import { fixtureRoot } from './fixture';

import { localize } from '../src/i18n/pick-text';

export { localize };

const root = path.resolve(__dirname, '..');

/** The data file `file` of the project at `from` (this project unless said). */
export function readYaml(file: string, from = root): unknown {
  return parse(fs.readFileSync(path.join(from, 'data', file), 'utf8'));
}

/** Every data file of the content model, by name, as the editor holds them. */
export const contentValues = (from = root) =>
  Object.fromEntries(contentFiles.map(({ file }) => [file, readYaml(file, from)]));

let resources: LocaleResources | undefined;
let fixtureResources: LocaleResources | undefined;
// Read by the content model's one reader of the locale files, before the tests of any file
// that imports this one run.
beforeAll(async () => {
  resources ??= await readLocaleResources(workingTree(root));
  fixtureResources ??= await readLocaleResources(workingTree(fixtureRoot));
});

const read = (texts: LocaleResources | undefined) => {
  if (!texts)
    throw new Error('the locale files are read before the tests run: call this in a test');
  return texts;
};

/** Every locale file, as i18next resources: by language, then by file: `{ en: { common: {…}, home: {…} }, … }`. */
export const localeResources = (): LocaleResources => read(resources);

/**
 * The tests' own locale files (jest/fixture/locales/), frozen: what a component test renders
 * with, so that its words stay as the test has them whatever editors rename.
 */
export const fixtureLocaleResources = (): LocaleResources => read(fixtureResources);

/**
 * The page of `template` (a file name in src/templates/) in `language`, with the real content:
 * drawn as the editor's preview draws it, or, for a page of interface texts alone (which the
 * preview does not draw), by its template from the frame's answer.
 */
export function pageView(template: string, language: Language): ReactElement {
  // The tests' pages are built in one year, whichever year they run in.
  const options = { buildYear: 2026, siteUrl: 'https://cargo.example' };
  if (isPreviewTemplate(template) || template === 'NotFoundPage')
    return drawPage(template, language, contentValues(), options);
  const { default: Template } = require(`../src/templates/${template}`) as {
    default: (props: { data: Queries.LayoutDataFragment }) => ReactElement;
  };
  const data: Queries.LayoutDataFragment = {
    site: { buildYear: String(options.buildYear), siteMetadata: { siteUrl: options.siteUrl } },
    company: {
      inLanguage: localize(readYaml('company.yaml'), language) as Record<string, unknown>,
    },
    newsLinks: { nodes: localize(readYaml('news-links.yaml'), language) as [] },
  };
  return createElement(Template, { data });
}
