import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TextKeyUse } from './source';

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/**
 * Every `t('key')` in src/, with its namespace: the file's `useTranslation('…')`, or the
 * key's own `namespace:` prefix. The check that the locale files have them is the content
 * check's (./locales.ts); the editor gets this list with its bundle, since it cannot read src/.
 */
export async function textKeysUsedInCode(root: string): Promise<TextKeyUse[]> {
  const uses: TextKeyUse[] = [];
  for (const file of (await sourceFiles(path.join(root, 'src'))).sort()) {
    const source = await readFile(file, 'utf8');
    const namespace = /useTranslation\(\s*'([\w-]+)'/.exec(source)?.[1];
    if (!namespace) continue;
    for (const match of source.matchAll(/\bt\(\s*(?:'([^']+)'|`([^`$]+)\$\{)/g)) {
      const [, literal, templatePrefix] = match;
      const raw = literal ?? templatePrefix.replace(/\.$/, '');
      const [keyNamespace, key] = raw.includes(':') ? raw.split(':') : [namespace, raw];
      uses.push({
        file: path.relative(root, file).split(path.sep).join('/'),
        raw,
        namespace: keyNamespace,
        key,
        templated: literal === undefined,
      });
    }
  }
  return uses;
}
