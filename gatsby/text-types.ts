import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLanguage } from '../src/core/languages';
import { textNamespaces } from '../src/content/content-files';

/** Where the interface texts' keys are typed: generated, committed, read by `npm run typecheck`. */
export const TEXT_TYPES_FILE = 'src/i18n/i18next.d.ts';

/**
 * The interface texts' keys typed from the default language's files, one entry per file of
 * the model (`textNamespaces`: the texts every page shares, then one per page), as every build
 * writes them: a page's own texts are typed once the build has seen its file, as its query's
 * types are (src/gatsby-types.d.ts).
 */
export function textTypes(): string {
  const name = (namespace: string) => namespace.replace(/\W/g, '_');
  const imports = textNamespaces.map(
    (namespace) =>
      `import type ${name(namespace)} from '../../locales/${defaultLanguage}/${namespace}.json';`,
  );
  const resources = textNamespaces.map(
    (namespace) =>
      `      ${/^[A-Za-z_$][\w$]*$/.test(namespace) ? namespace : `'${namespace}'`}: typeof ${name(namespace)};`,
  );
  return `// Written by every build (gatsby/text-types.ts) from the interface texts' files: do not edit.
// The keys, typed from the default language's files: \`t('hero.titel')\` or a key no file has
// is a type error (npm run typecheck), and every other language must have the same keys (the
// content check).
import 'i18next';
${imports.join('\n')}

declare module 'i18next' {
  interface CustomTypeOptions {
    // gatsby-config sets \`returnNull: false\`, so \`t()\` always returns a string.
    returnNull: false;
    defaultNS: 'common';
    resources: {
${resources.join('\n')}
    };
  }
}
`;
}

/** Writes the types when they changed (an unchanged file keeps its time: no rebuild follows). */
export function writeTextTypes(projectDir: string): void {
  const file = path.join(projectDir, TEXT_TYPES_FILE);
  const text = textTypes();
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}
