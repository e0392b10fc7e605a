// The content in the words of the person who edits it: what each file, list entry, field and
// interface text is called in the content editor, so a marketing person never meets a code
// name ("blurb", "slug", "mapsEmbedSrc"). A data file's fields carry their own words, declared
// with them (./schemas.ts); the interface texts are labelled here. The content check names
// the place of each problem in the same words (./places.ts), so a refusal reads like the form.
import type { TFuncKey, TypeOptions } from 'i18next';
import { isLanguage, languageInfo } from '../core/languages';
import type { EditorLanguage } from '../core/editor-language';
import { dutchRules, dutchWords } from './words-in-dutch';
import { type FieldDescription, type FieldWords, describeFields } from './fields';
import { type ContentFile, contentFiles } from './schemas';
import { summaryLiterals, textsIn } from './summary-template';

/**
 * A list's summary template (./schemas.ts) in the editor's `language`: its own words
 * (`Version in force from`) in that language, and the entries' texts (./summary-template.ts).
 */
export function summaryIn(template: string, language: EditorLanguage): string {
  const worded = summaryLiterals(template).reduce(
    (said, literal) => said.replace(literal, modelWord(literal, language)),
    template,
  );
  return textsIn(worded, language);
}

/**
 * The folded group at the end of an entry's form that holds the fields only a developer
 * should change (web address names, icons, the map's address, the analytics script): a
 * person can open it, and its hint says what breaks.
 */
export const ADVANCED: FieldWords = {
  label: 'Advanced',
  hint: 'For developers: change these only if you know why; a wrong value can break links or the site.',
};

/**
 * One of the model's words in an editor's language: `Phone` → "Telefoon" (./words-in-dutch.ts);
 * a word the table lacks stays as it is (./words-in-dutch.test.ts lists any).
 */
export function modelWord(english: string, language: EditorLanguage): string {
  if (language === 'en') return english;
  const { words, rules } = translations[language];
  if (Object.hasOwn(words, english)) return words[english];
  const word = (inner: string) => modelWord(inner, language);
  for (const [rule, translate] of rules) {
    const parts = rule.exec(english);
    if (parts) return translate(word, ...parts.slice(1));
  }
  return english;
}

/** The model's words in each language of the editor but English, its own. */
const translations: Record<
  Exclude<EditorLanguage, 'en'>,
  { words: typeof dutchWords; rules: typeof dutchRules }
> = { nl: { words: dutchWords, rules: dutchRules } };

/** The content file named `file` (`services.yaml`). */
const specOf = (file: string): ContentFile | undefined =>
  contentFiles.find((spec) => spec.file === file);

/** A field of a content file's entries, by name, as ./schemas.ts declares it. */
export const fieldOf = (file: string, name: PropertyKey): FieldDescription | undefined =>
  typeof name === 'string'
    ? describeFields(specOf(file)?.fields ?? {}).find((field) => field.name === name)
    : undefined;

/** `heroSubtitle` → "Hero subtitle", `news-links` → "News links": a label made from a code name. */
const labelOf = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A data file's form, as the editor's list of collections names it: `services.yaml` → "Services". */
export const fileLabel = (file: string, language: EditorLanguage = 'en') =>
  modelWord(labelOf(file.replace(/\.yaml$/, '')), language);

/** An interface-text file's form: `common` → "Texts: Common" ("Teksten: Algemeen"). */
export const textsLabel = (namespace: string, language: EditorLanguage = 'en') =>
  modelWord(`Texts: ${labelOf(namespace)}`, language);

/**
 * Interface texts whose key says little to a person, by namespace and key
 * (`common:seo.ogImageAlt`); any other text is labelled from its key ("Get in touch"). The
 * keys are typed from locales/en/ (src/i18n/i18next.d.ts): a key no file has is a type error.
 */
type TextKey = TFuncKey<Array<keyof TypeOptions['resources']>>;

const learnMoreContext = (example: string): FieldWords => ({
  label: 'Learn More, read aloud',
  hint: `Added after "Learn More" for screen readers, such as "${example}".`,
});

const textWords: Partial<Record<TextKey, FieldWords>> = {
  'common:skipToContent': {
    label: 'Skip to content link',
    hint: 'The first thing a screen reader or a keyboard meets on every page.',
  },
  'common:pageNames': {
    label: 'Page names',
    hint: 'In the browser tab and as the title in search results.',
  },
  'common:pageDescriptions': {
    label: 'Page descriptions',
    hint: 'The line under the title in search results: one or two sentences.',
  },
  'common:seo': { label: 'Shared links' },
  'common:seo.ogImageAlt': {
    label: 'Share picture description',
    hint: "Describes the picture shown with a shared link, read aloud to blind visitors; {{brand}} becomes the company's name.",
  },
  'home:hero.eyebrow': { label: 'Line above the headline' },
  'home:hero.learnMoreContext': learnMoreContext('about our services'),
  'home:badgesLabel': {
    label: 'Badges, read aloud',
    hint: 'Names the row of badges for screen readers.',
  },
  'home:about.eyebrow': { label: 'Line above the heading' },
  'home:about.learnMoreContext': learnMoreContext('about us'),
  'home:network.hubsLabel': { label: 'Hubs heading' },
  'home:partners.pause': {
    label: 'Pause button',
    hint: 'The button that stops the moving logos.',
  },
  'services:featuresLabel': {
    label: 'Features heading',
    hint: 'Above each service\'s list of what it includes, such as "Includes".',
  },
  'services:cta': { label: 'Call to action at the bottom' },
  'terms:pdfPage': {
    label: 'Page number in the PDF',
    hint: 'Keep {{page}} and {{pages}}: they become the numbers, as in "Page 2 of 5".',
  },
};

/** Every interface text's words declared above (the others are labelled from their keys). */
export const declaredTextWords = (): FieldWords[] => Object.values(textWords);

/** An interface text's words: its label and hint (`home`, `['hero', 'eyebrow']`). */
export const textWordsOf = (namespace: string, key: readonly string[]): FieldWords =>
  textWords[`${namespace}:${key.join('.')}` as TextKey] ?? {
    label: labelOf(key[key.length - 1] ?? namespace),
  };

/** The labels a person follows to an interface text: `['hero', 'eyebrow']` → Hero, Line above the headline. */
export const textLabels = (namespace: string, key: readonly string[]) =>
  key.map((_, depth) => textWordsOf(namespace, key.slice(0, depth + 1)).label);

/**
 * A list entry as its folded summary reads in the editor's `language`
 * (`{{fields.code}} — {{fields.name.en}}` → "AMS — Amsterdam Schiphol"), or by its place when
 * the summary has nothing to show: as Decap fills the template of ./summaryIn.
 */
export function entrySummary(
  file: string,
  entry: unknown,
  index: number,
  language: EditorLanguage = 'en',
): string {
  const template = specOf(file)?.summary;
  const filled = template
    ? summaryIn(template, language).replace(
        /\{\{fields\.([\w.]+)(?: \| default\('([^']*)'\))?\}\}/g,
        (_, path: string, fallback?: string) => {
          const value = path
            .split('.')
            .reduce<unknown>(
              (at, key) =>
                at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
              entry,
            );
          const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
          return text || fallback || '';
        },
      )
    : undefined;
  return filled && /[\p{L}\p{N}]/u.test(filled)
    ? filled.trim()
    : modelWord(`Entry ${index + 1}`, language);
}

/**
 * The labels a person follows to a field in a data file's form: `['title', 'nl']` in
 * services.yaml → Title, Nederlands; `['hours', 0, 'days']` → Opening hours, 1, Days.
 */
export function fieldLabels(file: string, path: ReadonlyArray<PropertyKey>): string[] {
  const labels: string[] = isAdvanced(file, path[0]) ? [ADVANCED.label] : [];
  let fields = describeFields(specOf(file)?.fields ?? {});
  let field: FieldDescription | undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      // A list chosen from names (the countries) shows no numbers: the field is the place.
      if (field?.shape.kind === 'list' && field.shape.countries) break;
      labels.push(String(key + 1));
    } else if (isLanguage(key) && field) labels.push(languageInfo[key].nativeName);
    else {
      field = fields.find(({ name }) => name === key);
      labels.push(field?.words.label ?? labelOf(String(key)));
      fields = field?.shape.kind === 'group' ? field.shape.fields : [];
    }
  }
  return labels;
}

/** Whether the field `name` of a file's entry is one only a developer should change. */
export const isAdvanced = (file: string, name: PropertyKey | undefined) =>
  name !== undefined && fieldOf(file, name)?.words.advanced === true;
