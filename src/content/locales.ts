import { type Language, defaultLanguage, languages } from '../core/languages';
import { notFoundRoute, routes } from '../core/routes';
import type { Problem, ValidationReport as Report } from './problem';
import type { ContentSource, TextKeyUse } from './source';
import { textsPlace } from './places';

/** A problem in a language's interface texts: the file, and the key when it is one text. */
const inTexts = (
  language: Language,
  namespace: string,
  message: string,
  key?: string,
): Problem => ({
  message,
  place: textsPlace(language, namespace, key),
});

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
async function readLocales(files: ContentSource, report: Report) {
  const all = new Map<Language, Map<string, Strings>>();
  for (const language of languages) {
    const folder = `locales/${language}`;
    const namespaces = new Map<string, Strings>();
    all.set(language, namespaces);
    const names = await files.listFiles(folder);
    if (!names) {
      report.errors.push({
        message: `locales/${language}/ is missing: the interface texts in ${language} live there`,
      });
      continue;
    }
    for (const file of names.filter((name) => name.endsWith('.json')).sort()) {
      const namespace = file.slice(0, -'.json'.length);
      const source = (await files.readText(`${folder}/${file}`)) ?? '';
      try {
        namespaces.set(namespace, flatten(JSON.parse(source)));
      } catch (error) {
        namespaces.set(namespace, UNREADABLE);
        report.errors.push(
          inTexts(
            language,
            namespace,
            `locales/${language}/${file}, line ${lineOf(source, error) ?? '?'}: this is not valid JSON (${String(error).replace(/^SyntaxError: /, '')}). Check the quotes and commas`,
          ),
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
export async function checkLocales(
  files: ContentSource,
  textKeys: readonly TextKeyUse[],
  report: Report,
) {
  const all = await readLocales(files, report);
  const reference = all.get(defaultLanguage) ?? new Map<string, Strings>();

  for (const [language, namespaces] of all) {
    for (const [namespace, strings] of namespaces) {
      for (const [key, value] of strings) {
        if (typeof value !== 'string' || value.trim() === '')
          report.errors.push(
            inTexts(
              language,
              namespace,
              `locales/${language}/${namespace}.json: key "${key}" must be a text, found ${JSON.stringify(value)}`,
              key,
            ),
          );
      }
    }
    if (language === defaultLanguage) continue;
    for (const [namespace, strings] of reference) {
      const translated = namespaces.get(namespace);
      if (strings === UNREADABLE || translated === UNREADABLE) continue;
      if (!translated) {
        report.errors.push({
          message: `locales/${language}/${namespace}.json is missing: locales/${defaultLanguage}/${namespace}.json has ${strings.size} texts to translate`,
        });
        continue;
      }
      for (const [key, value] of strings) {
        if (!translated.has(key))
          report.errors.push(
            inTexts(
              language,
              namespace,
              `locales/${language}/${namespace}.json: key "${key}" is missing (in locales/${defaultLanguage}/${namespace}.json it is "${String(value)}")`,
              key,
            ),
          );
      }
      for (const key of translated.keys()) {
        if (!strings.has(key))
          report.errors.push(
            inTexts(
              language,
              namespace,
              `locales/${language}/${namespace}.json: unknown key "${key}"; locales/${defaultLanguage}/${namespace}.json has no such key`,
            ),
          );
      }
    }
    for (const namespace of namespaces.keys()) {
      if (!reference.has(namespace))
        report.errors.push({
          message: `locales/${language}/${namespace}.json: unknown file; locales/${defaultLanguage}/ has no ${namespace}.json`,
        });
    }
  }
  checkKeysUsedInCode(textKeys, reference, report);
}

/** Every text key the code uses (./text-keys.ts) must exist in the default language. */
function checkKeysUsedInCode(
  textKeys: readonly TextKeyUse[],
  locales: Map<string, Strings>,
  report: Report,
) {
  const has = (namespace: string, key: string) => {
    const strings = locales.get(namespace);
    if (strings === UNREADABLE) return true;
    return Boolean(
      strings && [...strings.keys()].some((known) => known === key || known.startsWith(`${key}.`)),
    );
  };
  for (const use of textKeys) {
    if (!has(use.namespace, use.key))
      report.errors.push({
        message: `${use.file} uses the text key "${use.raw}"${use.templated ? ' (with a name after it)' : ''}, which locales/${defaultLanguage}/${use.namespace}.json does not have`,
      });
  }
  // Page names and descriptions are looked up by route id: every route needs both.
  for (const route of [...routes, notFoundRoute]) {
    for (const group of ['pageNames', 'pageDescriptions']) {
      if (!has('common', `${group}.${route.id}`))
        report.errors.push(
          inTexts(
            defaultLanguage,
            'common',
            `locales/${defaultLanguage}/common.json: key "${group}.${route.id}" is missing; the ${route.path} page needs it for its title and search results`,
          ),
        );
    }
  }
}
