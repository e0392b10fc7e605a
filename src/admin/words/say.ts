// The editor's own words in the person's language (../../core/editor-language.ts): chosen once
// per page, from the person's choice on this computer (the switch, ../panel/language-switch.ts)
// or else their browser's languages. Decap's phrases follow the same choice (../decap/phrases.ts)
// and the content API answers in it (../publishing/content-api.ts sends it). Node reads modules
// that import this one: nothing of the browser's runs on import.
import {
  EDITOR_LANGUAGE_COOKIE,
  type EditorLanguage,
  type Said,
  editorDateLocale,
  isEditorLanguage,
  pickEditorLanguage,
} from '../../core/editor-language';
import { modelWord } from '../../content/words';
import type { PlaceWords, Problem } from '../../content/problem';

/** Where this computer keeps a person's choice of the editor's language. */
export const STORED_LANGUAGE = 'editor-language';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORED_LANGUAGE);
  } catch {
    return null; // no storage (Node, or a browser that refuses it): the browser's languages
  }
}

let chosen: EditorLanguage | undefined;

/** The language the editor speaks on this page. */
export function editorLanguage(): EditorLanguage {
  if (chosen) return chosen;
  const stored = storedChoice();
  chosen = isEditorLanguage(stored)
    ? stored
    : pickEditorLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
  return chosen;
}

/** A sentence of the editor's own, in the editor's language. */
export const say = (said: Said): string => said[editorLanguage()];

/** The editor's language as dates are written in it (`nl-NL`). */
export const dateLocale = () => editorDateLocale[editorLanguage()];

/** The choice as a cookie, for the content API's answers to Decap's own calls (a year). */
const languageCookie = (language: EditorLanguage) =>
  `${EDITOR_LANGUAGE_COOKIE}=${language}; path=/api/; max-age=31536000; SameSite=Strict`;

/**
 * The page's language told to the content API for Decap's own calls, at every start: so the
 * site never answers in a language the page no longer speaks (a choice undone, a browser
 * changed).
 */
export function keepLanguageCookie() {
  document.cookie = languageCookie(editorLanguage());
}

/**
 * The person chose a language: kept on this computer, told to the content API for the calls
 * whose headers are Decap's (a cookie), and the editor starts again in it.
 */
export function chooseEditorLanguage(language: EditorLanguage) {
  try {
    localStorage.setItem(STORED_LANGUAGE, language);
  } catch {
    // Not kept: this page still speaks it after the reload only if the browser asks for it.
  }
  document.cookie = languageCookie(language);
  window.location.reload();
}

/** `1 problem`, `3 problems` in the editor's language. */
export const count = (n: number, one: Said, many: Said) => `${n} ${say(n === 1 ? one : many)}`;

/** The model's words in the editor's language: a place's labels (`Company › Phone`), a form's name. */
export const inModelWords = (english: string) => modelWord(english, editorLanguage());

/** A place as the person follows it: its labels in the editor's language, joined. */
export const placeWords = ({ words, wordsIn }: PlaceWords) =>
  (wordsIn?.[editorLanguage()] ?? words.map(inModelWords)).join(' › ');

/** A finding of the check in the editor's language, where it was said in it (a developer's is English). */
export const problemText = (problem: Problem) =>
  problem.said?.[editorLanguage()] ?? problem.message;
