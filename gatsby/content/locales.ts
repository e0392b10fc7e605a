import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { defaultLanguage, languages } from '../../src/i18n/languages';
import { notFoundRoute, routes } from '../../src/routes';

interface Report {
  errors: string[];
  warnings: string[];
}

type Strings = Map<string, unknown>;

/** `{ a: { b: "x" } }` → `a.b` → "x". */
function flatten(value: unknown, prefix = '', into: Strings = new Map()): Strings {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value))
      flatten(item, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, value);
  return into;
}

function lineOf(source: string, error: unknown): number | undefined {
  const position = Number(/position (\d+)/.exec(String(error))?.[1]);
  return Number.isNaN(position) ? undefined : source.slice(0, position).split('\n').length;
}

/** A file that could not be read: its keys are unknown, so nothing is compared against it. */
const UNREADABLE: Strings = new Map();

/** Every locale file per language: namespace → flattened strings. */
async function readLocales(root: string, report: Report) {
  const all = new Map<string, Map<string, Strings>>();
  for (const language of languages) {
    const folder = path.join(root, 'locales', language);
    const namespaces = new Map<string, Strings>();
    all.set(language, namespaces);
    let files: string[] = [];
    try {
      files = (await readdir(folder)).filter((file) => file.endsWith('.json')).sort();
    } catch {
      report.errors.push(
        `locales/${language}/ is missing: the interface texts in ${language} live there`,
      );
      continue;
    }
    for (const file of files) {
      const source = await readFile(path.join(folder, file), 'utf8');
      try {
        namespaces.set(path.basename(file, '.json'), flatten(JSON.parse(source)));
      } catch (error) {
        namespaces.set(path.basename(file, '.json'), UNREADABLE);
        report.errors.push(
          `locales/${language}/${file}, line ${lineOf(source, error) ?? '?'}: this is not valid JSON (${String(error).replace(/^SyntaxError: /, '')}). Check the quotes and commas`,
        );
      }
    }
  }
  return all;
}

/**
 * Locale files: valid JSON, the same files and keys in every language, every value a
 * non-empty text, and every key the code asks for present.
 */
export async function checkLocales(root: string, report: Report) {
  const all = await readLocales(root, report);
  const reference = all.get(defaultLanguage) ?? new Map<string, Strings>();

  for (const [language, namespaces] of all) {
    for (const [namespace, strings] of namespaces) {
      for (const [key, value] of strings) {
        if (typeof value !== 'string' || value.trim() === '')
          report.errors.push(
            `locales/${language}/${namespace}.json: key "${key}" must be a text, found ${JSON.stringify(value)}`,
          );
      }
    }
    if (language === defaultLanguage) continue;
    for (const [namespace, strings] of reference) {
      const translated = namespaces.get(namespace);
      if (strings === UNREADABLE || translated === UNREADABLE) continue;
      if (!translated) {
        report.errors.push(
          `locales/${language}/${namespace}.json is missing: locales/${defaultLanguage}/${namespace}.json has ${strings.size} texts to translate`,
        );
        continue;
      }
      for (const [key, value] of strings) {
        if (!translated.has(key))
          report.errors.push(
            `locales/${language}/${namespace}.json: key "${key}" is missing (in locales/${defaultLanguage}/${namespace}.json it is "${String(value)}")`,
          );
      }
      for (const key of translated.keys()) {
        if (!strings.has(key))
          report.errors.push(
            `locales/${language}/${namespace}.json: unknown key "${key}"; locales/${defaultLanguage}/${namespace}.json has no such key`,
          );
      }
    }
    for (const namespace of namespaces.keys()) {
      if (!reference.has(namespace))
        report.errors.push(
          `locales/${language}/${namespace}.json: unknown file; locales/${defaultLanguage}/ has no ${namespace}.json`,
        );
    }
  }
  await checkKeysUsedInCode(root, reference, report);
}

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
 * Every `t('key')` in src/ must exist in the default language. The namespace is the
 * file's `useTranslation('…')`, or the key's own `namespace:` prefix.
 */
async function checkKeysUsedInCode(root: string, locales: Map<string, Strings>, report: Report) {
  const has = (namespace: string, key: string) => {
    const strings = locales.get(namespace);
    if (strings === UNREADABLE) return true;
    return Boolean(
      strings && [...strings.keys()].some((known) => known === key || known.startsWith(`${key}.`)),
    );
  };
  for (const file of await sourceFiles(path.join(root, 'src'))) {
    const source = await readFile(file, 'utf8');
    const namespace = /useTranslation\(\s*'([\w-]+)'/.exec(source)?.[1];
    if (!namespace) continue;
    const shown = path.relative(root, file);
    for (const match of source.matchAll(/\bt\(\s*(?:'([^']+)'|`([^`$]+)\$\{)/g)) {
      const [full, literal, templatePrefix] = match;
      const raw = literal ?? templatePrefix.replace(/\.$/, '');
      const [keyNamespace, key] = raw.includes(':') ? raw.split(':') : [namespace, raw];
      if (!has(keyNamespace, key))
        report.errors.push(
          `${shown} uses the text key "${raw}"${full.includes('${') ? ' (with a name after it)' : ''}, which locales/${defaultLanguage}/${keyNamespace}.json does not have`,
        );
    }
  }
  // Page names and descriptions are looked up by route id: every route needs both.
  for (const route of [...routes, notFoundRoute]) {
    for (const group of ['pageNames', 'pageDescriptions']) {
      if (!has('common', `${group}.${route.id}`))
        report.errors.push(
          `locales/${defaultLanguage}/common.json: key "${group}.${route.id}" is missing; the ${route.path} page needs it for its title and search results`,
        );
    }
  }
}
