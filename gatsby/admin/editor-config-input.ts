import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { defaultLanguage } from '../../src/i18n/languages';
import { contentFiles } from '../../src/content/schemas';
import type { EditorConfigInput } from '../../src/admin/decap-config';
import type { CmsBackend } from './backend';

/** The files of the project at `projectDir` that the editor's configuration is written from. */
export async function readEditorConfigInput(
  projectDir: string,
  backend: CmsBackend,
): Promise<EditorConfigInput> {
  const data: Record<string, unknown> = {};
  for (const { file } of contentFiles)
    data[file] = parse(await readFile(path.join(projectDir, 'data', file), 'utf8'));
  const textsFolder = path.join(projectDir, 'locales', defaultLanguage);
  const texts: Record<string, Record<string, unknown>> = {};
  for (const name of await readdir(textsFolder))
    if (name.endsWith('.json'))
      texts[path.basename(name, '.json')] = JSON.parse(
        await readFile(path.join(textsFolder, name), 'utf8'),
      );
  return { backend, data, texts };
}
