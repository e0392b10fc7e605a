import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { defaultLanguage } from '../../src/core/languages';
import { readLocaleResources } from '../../src/content/locales';
import { contentFiles } from '../../src/content/schemas';
import { workingTree } from '../content/validate';
import type { EditorConfigInput } from './decap-config';
import type { CmsBackend } from './backend';

/** The files of the project at `projectDir` that the editor's configuration is written from. */
export async function readEditorConfigInput(
  projectDir: string,
  backend: CmsBackend,
): Promise<EditorConfigInput> {
  const data: Record<string, unknown> = {};
  for (const { file } of contentFiles)
    data[file] = parse(await readFile(path.join(projectDir, 'data', file), 'utf8'));
  const texts = (await readLocaleResources(workingTree(projectDir)))[defaultLanguage] ?? {};
  return { backend, data, texts };
}
