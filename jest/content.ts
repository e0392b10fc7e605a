/**
 * The site's real content, shaped as the page queries return it, for tests that render
 * whole templates: YAML from data/, shaped as the editor's preview shapes it
 * (src/admin/preview/page-data.ts), images left out (gatsby-plugin-image is exercised by
 * the build, not here).
 */
import fs from 'fs';
import path from 'path';
import { parse } from 'yaml';
import { contentFiles } from '../src/content/schemas';
import { type PreviewTemplate, pageData as shapePageData } from '../src/admin/preview/page-data';
import type { Language } from '../src/i18n/languages';

export { localize } from '../src/admin/preview/page-data';

const root = path.resolve(__dirname, '..');

export function readYaml(file: string): unknown {
  return parse(fs.readFileSync(path.join(root, 'data', file), 'utf8'));
}

/** Every locale file, as i18next resources: by language, then by file: `{ en: { common: {…}, home: {…} }, … }`. */
export function localeResources(): Record<string, Record<string, unknown>> {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const language of fs.readdirSync(path.join(root, 'locales'))) {
    resources[language] = {};
    for (const file of fs.readdirSync(path.join(root, 'locales', language))) {
      const text = fs.readFileSync(path.join(root, 'locales', language, file), 'utf8');
      resources[language][path.basename(file, '.json')] = JSON.parse(text);
    }
  }
  return resources;
}

/** What each template's page query returns for `language`. */
export function pageData(template: string, language: Language): Record<string, unknown> {
  const values = Object.fromEntries(contentFiles.map(({ file }) => [file, readYaml(file)]));
  const data = shapePageData(template as PreviewTemplate, language, values);
  // The tests' pages are built in one year, whichever year they run in.
  return {
    ...data,
    site: { buildYear: '2026', siteMetadata: { siteUrl: 'https://cargo.example' } },
  };
}
