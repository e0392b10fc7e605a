import { type Language, defaultLanguage } from '../core/languages';

/** A visible text in a YAML file: one value per language, the default language's required. */
export type LocalizedText = Partial<Record<Language, string>>;

export function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && defaultLanguage in value
  );
}

/**
 * The text in `language`, or the default language's when that translation is missing or blank,
 * so a page never shows an empty string. Lists are picked item by item. Other values
 * (a plain string, null) pass through unchanged.
 */
export function pickText(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => pickText(item, language));
  if (!isLocalizedText(value)) return value;
  const translated = value[language];
  return typeof translated === 'string' && translated.trim() !== ''
    ? translated
    : value[defaultLanguage];
}

/** Picks every localized text (`{ en, nl }`) in a YAML value, however deep, as the GraphQL layer does. */
export function localize(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => localize(item, language));
  if (isLocalizedText(value)) return pickText(value, language);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, language)]),
    );
  }
  return value;
}
