/**
 * @jest-environment node
 */
import path from 'node:path';
import { cmsBackend } from './backend';
import { decapConfig } from './decap-config';
import { decapConfigFindings } from './decap-config-check';
import { readEditorConfigInput } from './editor-config-input';
import { configAsGiven } from '../../src/admin/publishing/site-session';
import { editorLanguages } from '../../src/core/editor-language';

/**
 * Decap's own check of its configuration, run by the build (the page's Decap has none:
 * ./bundle.ts): it passes the configuration the build writes, as the page gives it, and
 * refuses in Decap's words what Decap's page would stop at. Fails when a new Decap moves the
 * check, or its modules reach for more of a browser as they load.
 */
const root = path.resolve(__dirname, '../..');
const written = async (language: (typeof editorLanguages)[number] = 'en') =>
  decapConfig(await readEditorConfigInput(root, cmsBackend({})), language);

it('passes the configuration the build writes, in each language, with drafts on and off', async () => {
  for (const language of editorLanguages)
    for (const drafts of [false, true]) {
      const given = configAsGiven(await written(language), { locale: language, drafts });
      expect([language, drafts, await decapConfigFindings(root, given)]).toEqual([
        language,
        drafts,
        [],
      ]);
    }
}, 60_000);

it('refuses what Decap would stop at, in its words: its schema and a widget’s own', async () => {
  const config = await written();
  const [collection] = config.collections as Array<Record<string, unknown>>;
  const withoutForms = { ...config, collections: [{ name: collection.name, label: 'x' }] };
  expect(await decapConfigFindings(root, withoutForms)).toContain(
    "'collections[0]' must have required property 'files'",
  );
  // The select widget's schema (registered as the page registers its widgets) wants options.
  const choice = { name: 'mode', label: 'Mode', widget: 'select' };
  const withChoice = {
    ...config,
    collections: [
      {
        name: 'c',
        label: 'C',
        files: [{ name: 'f', label: 'F', file: 'f.yml', fields: [choice] }],
      },
    ],
  };
  expect((await decapConfigFindings(root, withChoice)).join('\n')).toMatch(/options/);
  expect(await decapConfigFindings(root, { ...config, publish_mode: 'sometimes' })).toEqual([
    "'publish_mode' must be equal to one of the allowed values",
  ]);
}, 60_000);
