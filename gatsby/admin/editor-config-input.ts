import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { defaultLanguage } from '../../src/core/languages';
import { contentFiles } from '../../src/content/schemas';
import type { EditorConfigInput } from '../../src/admin/decap-config';
import type { CmsBackend } from './backend';

/** Every interface-text file, by language and then namespace: `{ en: { common: {…} }, … }`. */
export async function readLocales(
  projectDir: string,
): Promise<Record<string, Record<string, Record<string, unknown>>>> {
  const locales: Record<string, Record<string, Record<string, unknown>>> = {};
  const folder = path.join(projectDir, 'locales');
  for (const language of (await readdir(folder)).sort()) {
    locales[language] = {};
    for (const file of (await readdir(path.join(folder, language))).sort())
      if (file.endsWith('.json'))
        locales[language][path.basename(file, '.json')] = JSON.parse(
          await readFile(path.join(folder, language, file), 'utf8'),
        );
  }
  return locales;
}

/** The files of the project at `projectDir` that the editor's configuration is written from. */
export async function readEditorConfigInput(
  projectDir: string,
  backend: CmsBackend,
): Promise<EditorConfigInput> {
  const data: Record<string, unknown> = {};
  for (const { file } of contentFiles)
    data[file] = parse(await readFile(path.join(projectDir, 'data', file), 'utf8'));
  const texts = (await readLocales(projectDir))[defaultLanguage] ?? {};
  return { backend, data, texts };
}
