import { type Language, defaultLanguage, languages } from '../core/languages';
import type { Problem, ValidationReport as Report } from './problem';
import type { ContentSource } from './source';
import { textNamespaces } from './content-files';
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

/** One file of interface texts (`locales/nl/home.json`): its text, and its value if it parses. */
export interface LocaleFile {
  namespace: string;
  text: string;
  value?: Record<string, unknown>;
  /** Why the text is not JSON. */
  error?: unknown;
}

/**
 * The one reader of the locale files, wherever they are read from (the working tree, the
 * editor's backend): each language of the list, by namespace; undefined for a language
 * whose folder is missing.
 */
export async function readLocaleFiles(
  files: ContentSource,
): Promise<Map<Language, LocaleFile[] | undefined>> {
  const all = new Map<Language, LocaleFile[] | undefined>();
  for (const language of languages) {
    const folder = `locales/${language}`;
    const names = await files.listFiles(folder);
    // The model's files alone: any other is refused as not a file of the site (./content-files.ts).
    const jsonFiles =
      names &&
      textNamespaces.map((namespace) => `${namespace}.json`).filter((name) => names.includes(name));
    all.set(
      language,
      jsonFiles &&
        (await Promise.all(
          jsonFiles.map(async (file) => {
            const text = (await files.readText(`${folder}/${file}`)) ?? '';
            const namespace = file.slice(0, -'.json'.length);
            try {
              return { namespace, text, value: JSON.parse(text) as Record<string, unknown> };
            } catch (error) {
              return { namespace, text, error };
            }
          }),
        )),
    );
  }
  return all;
}

/** Every language's texts by namespace, as i18next takes them: `{ en: { common: {…} }, … }`. */
export type LocaleResources = Partial<Record<Language, Record<string, Record<string, unknown>>>>;

/** The locale files as i18next resources; a file that does not parse is left out. */
export async function readLocaleResources(files: ContentSource): Promise<LocaleResources> {
  const resources: LocaleResources = {};
  for (const [language, localeFiles] of await readLocaleFiles(files))
    resources[language] = Object.fromEntries(
      (localeFiles ?? []).flatMap(({ namespace, value }) => (value ? [[namespace, value]] : [])),
    );
  return resources;
}

/** Every locale file per language: namespace → flattened strings. */
async function readLocales(files: ContentSource, report: Report) {
  const all = new Map<Language, Map<string, Strings>>();
  for (const [language, localeFiles] of await readLocaleFiles(files)) {
    const namespaces = new Map<string, Strings>();
    all.set(language, namespaces);
    if (!localeFiles) {
      report.errors.push({
        message: `locales/${language}/ is missing: the interface texts in ${language} live there`,
      });
      continue;
    }
    for (const { namespace, text, value, error } of localeFiles) {
      if (value) {
        namespaces.set(namespace, flatten(value));
        continue;
      }
      namespaces.set(namespace, UNREADABLE);
      report.errors.push(
        inTexts(
          language,
          namespace,
          `locales/${language}/${namespace}.json, line ${lineOf(text, error) ?? '?'}: this is not valid JSON (${String(error).replace(/^SyntaxError: /, '')}). Check the quotes and commas`,
        ),
      );
    }
  }
  return all;
}

/**
 * Locale files: valid JSON, the same files and keys in every language, every value a
 * non-empty text, and no file of the default language empty. That the default language has
 * every key the code asks for is the type checker's (src/i18n/i18next.d.ts); where the check
 * judges a change (`before`, the stored texts: the editor, the content API), the default
 * language keeps every key it had, since the keys are the code's and only a developer takes
 * one away.
 */
export async function checkLocales(files: ContentSource, report: Report, before?: ContentSource) {
  const all = await readLocales(files, report);
  const reference = all.get(defaultLanguage) ?? new Map<string, Strings>();
  for (const [namespace, strings] of reference)
    if (strings !== UNREADABLE && strings.size === 0)
      report.errors.push(
        inTexts(
          defaultLanguage,
          namespace,
          `locales/${defaultLanguage}/${namespace}.json has no texts: the site's interface texts in ${namespace} are gone. Put them back as they were`,
        ),
      );
  if (before) {
    // What is stored, where it can be read: the server checks against it again.
    const stored =
      (await readLocaleFiles(before).catch(() => undefined))?.get(defaultLanguage) ?? [];
    for (const { namespace, value } of stored) {
      const now = reference.get(namespace);
      if (!value || !now || now === UNREADABLE) continue;
      for (const [key, text] of flatten(value))
        if (!now.has(key))
          report.errors.push(
            inTexts(
              defaultLanguage,
              namespace,
              `locales/${defaultLanguage}/${namespace}.json: key "${key}" was taken away (it was "${String(text)}"); the site's code reads it, so only a developer takes a key away. Put it back`,
              key,
            ),
          );
    }
  }

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
    if (!(await files.listFiles(`locales/${language}`))) continue;
    for (const namespace of textNamespaces)
      if (!namespaces.has(namespace))
        report.errors.push({
          message: `locales/${language}/${namespace}.json is missing: the site's interface texts in ${language} are ${textNamespaces.map((name) => `${name}.json`).join(', ')}`,
        });
    if (language === defaultLanguage) continue;
    for (const [namespace, strings] of reference) {
      const translated = namespaces.get(namespace);
      if (strings === UNREADABLE || translated === UNREADABLE || !translated) continue;
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
  }
}
