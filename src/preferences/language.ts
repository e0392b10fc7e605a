/** The visitor's chosen language in localStorage; the page's inline script reads and writes it. */
export const LANGUAGE_KEY = 'lang';

/** Marks a link that chooses a language; its value is the language (`nl`). */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';
