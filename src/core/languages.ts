/**
 * The one list of languages. gatsby-config, gatsby-node and the components all read it,
 * so adding a language starts here (plus its `locales/<code>/` folder and its YAML texts).
 */
export const languages = ['en', 'nl'] as const;

export type Language = (typeof languages)[number];

/** Served without a path prefix, and the fallback for any missing translation. */
export const defaultLanguage: Language = 'en';

export interface LanguageInfo {
  /** Name of the language in itself, as a visitor looks for it in a selector. */
  nativeName: string;
  /** The flag shown next to it, by its name in src/components/layout/flags.tsx. */
  flag: string;
  /** Open Graph locale (`og:locale`). */
  ogLocale: string;
  /** How dates are written (a BCP 47 locale, `en-GB`: 1 January 2026); the code's own if left out. */
  dateLocale?: string;
}

const info = {
  en: { nativeName: 'English', flag: 'gb', ogLocale: 'en_US', dateLocale: 'en-GB' },
  nl: { nativeName: 'Nederlands', flag: 'nl', ogLocale: 'nl_NL' },
} as const satisfies Record<Language, LanguageInfo>;

/** The flags the languages name: src/components/layout/flags.tsx must draw each. */
export type FlagName = (typeof info)[Language]['flag'];

export const languageInfo: Record<Language, LanguageInfo & { flag: FlagName }> = info;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The languages whose locale strings a page loads: its own, then the default one,
 * so i18next can fall back to English for a string the Dutch files lack.
 */
export function localeLanguagesFor(language: Language): Language[] {
  return language === defaultLanguage ? [language] : [language, defaultLanguage];
}

/** The language's name in another, for messages to editors: `nl` in `en` → "Dutch". */
export function languageName(language: Language, inLanguage: string): string {
  // Made when asked: the page's inline script imports this module too (preferences/boot.ts).
  return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(language) ?? language;
}

/** The language's name in English: `nl` → "Dutch". */
export const englishName = (language: Language) => languageName(language, 'en');
