import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { filesBelow } from '../files';
import type { TextKeyUse } from '../../src/content/source';

/** The code's source files: TypeScript, without tests and declarations. */
async function sourceFiles(folder: string): Promise<string[]> {
  return (await filesBelow(folder)).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file),
  );
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
