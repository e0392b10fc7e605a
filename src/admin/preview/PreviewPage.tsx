// One page of the site, drawn by its own view and components with the content being
// edited, in the preview's frame: Emotion writes its styles into the frame's head, the texts
// are the stored locale files, a bar above the page switches language and theme.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Resource, i18n as I18n } from 'i18next';
import { Component, type ReactNode, useLayoutEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import {
  type Language,
  defaultLanguage,
  isLanguage,
  languageInfo,
  languages,
} from '../../core/languages';
import { translationsIn } from '../../i18n/translations';
import type { LocaleResources } from '../../content/locales';
import { palette, radius } from '../../theme/tokens';
import { THEME_ATTRIBUTE, type Theme, parseTheme, themes } from '../../preferences/theme';
import { pageLanguageContext, routes } from '../../core/routes';
import { type ContentValues, type PictureData, type PreviewTemplate, pageView } from './page-views';
import { say } from '../words/say';

const caches = new WeakMap<Document, EmotionCache>();
/** Emotion's styles go into the frame's own head, where the page is. */
function cacheFor(frame: Document): EmotionCache {
  if (!caches.has(frame)) caches.set(frame, createCache({ key: 'site', container: frame.head }));
  return caches.get(frame)!;
}

const translations = new WeakMap<LocaleResources, Map<Language, I18n>>();
/** One i18next per language and stored texts: made again only when a save changed them. */
function translationsFor(texts: LocaleResources, language: Language): I18n {
  if (!translations.has(texts)) translations.set(texts, new Map());
  const made = translations.get(texts)!;
  if (!made.has(language)) made.set(language, translationsIn(texts as Resource, language));
  return made.get(language)!;
}

/** The pane's choices outlive one entry: an editor checking Dutch goes on in Dutch. */
const remembered = {
  get: (key: string) => sessionStorage.getItem(`preview-${key}`),
  set: (key: string, value: string) => sessionStorage.setItem(`preview-${key}`, value),
};

export interface PreviewPageProps {
  template: PreviewTemplate;
  values: ContentValues;
  /** The interface texts, as stored (../publishing/stored-content.ts). */
  texts: LocaleResources;
  picture: PictureData;
  /** The preview frame's document. */
  frame: Document;
}

export function PreviewPage({ template, values, texts, picture, frame }: PreviewPageProps) {
  const stored = remembered.get('language');
  const [language, setLanguage] = useState<Language>(isLanguage(stored) ? stored : defaultLanguage);
  const [theme, setTheme] = useState<Theme>(parseTheme(remembered.get('theme')));
  useLayoutEffect(() => {
    frame.documentElement.lang = language;
    frame.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  }, [frame, language, theme]);

  const originalPath = routes.find((route) => route.template === template)?.path ?? '/';
  const context = pageLanguageContext(originalPath, language);
  return (
    <CacheProvider value={cacheFor(frame)}>
      <div css={barStyle} role="toolbar" aria-label={say({ en: 'Preview', nl: 'Voorvertoning' })}>
        {languages.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            aria-pressed={option === language}
            css={choiceStyle}
            onClick={() => {
              remembered.set('language', option);
              setLanguage(option);
            }}
          >
            {languageInfo[option].nativeName}
          </button>
        ))}
        <span css={gapStyle} aria-hidden="true" />
        {themes.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === theme}
            css={choiceStyle}
            onClick={() => {
              remembered.set('theme', option);
              setTheme(option);
            }}
          >
            {option === 'light'
              ? say({ en: 'Light', nl: 'Licht' })
              : say({ en: 'Dark', nl: 'Donker' })}
          </button>
        ))}
      </div>
      <I18nextProvider i18n={translationsFor(texts, language)}>
        <I18nextContext.Provider value={context}>
          <ShowProblems values={values}>
            {pageView(template, language, values, { picture })}
          </ShowProblems>
        </I18nextContext.Provider>
      </I18nextProvider>
    </CacheProvider>
  );
}

/**
 * A page its template cannot draw (a list emptied while typing, say) says so in the pane,
 * and the next change tries again; the content check says what is wrong when publishing.
 */
class ShowProblems extends Component<
  { values: ContentValues; children: ReactNode },
  { error?: Error; values?: ContentValues }
> {
  state: { error?: Error; values?: ContentValues } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { values: ContentValues },
    state: { error?: Error; values?: ContentValues },
  ) {
    return props.values === state.values ? null : { error: undefined, values: props.values };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <p css={problemStyle} role="status">
        The preview cannot show this page as it is now ({this.state.error.message}).
      </p>
    );
  }
}

const problemStyle = { margin: '1rem', font: '15px/1.4 system-ui, sans-serif' } as const;

const barStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  padding: '0.5rem',
  background: palette.ink900,
  font: '14px/1.2 system-ui, sans-serif',
} as const;

const choiceStyle = {
  border: `1px solid ${palette.ink500}`,
  borderRadius: radius.sm,
  padding: '0.35rem 0.75rem',
  background: 'transparent',
  color: palette.paper,
  font: 'inherit',
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: palette.paper, color: palette.ink900 },
} as const;

const gapStyle = { width: '0.75rem' } as const;
