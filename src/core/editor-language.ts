// The languages the content editor speaks to the people who edit (its own words, Decap's, the
// content API's refusals), and how one is chosen: a person's own choice, else the first of
// their browser's languages that the editor speaks, else English. Not the site's languages
// (./languages.ts): a site may gain German pages while its editor still speaks English and
// Dutch. A words of the editor's own is a `Said`, one sentence in every language here, so
// adding a language to this list makes every sentence that lacks it a type error.

export const editorLanguages = ['en', 'nl'] as const;

export type EditorLanguage = (typeof editorLanguages)[number];

/** One sentence in every language the editor speaks. */
export type Said = Record<EditorLanguage, string>;

/** How dates and numbers are written in each language of the editor. */
export const editorDateLocale: Record<EditorLanguage, string> = { en: 'en-GB', nl: 'nl-NL' };

/** Each language's name in itself, as the editor's switch offers it. */
export const editorLanguageNames: Record<EditorLanguage, string> = {
  en: 'English',
  nl: 'Nederlands',
};

export const isEditorLanguage = (value: unknown): value is EditorLanguage =>
  typeof value === 'string' && (editorLanguages as readonly string[]).includes(value);

/**
 * The editor's language for a person who wants `wanted`, most wanted first (BCP 47 tags, as
 * `navigator.languages` or an Accept-Language header gives them: `nl-BE` is Dutch): the first
 * the editor speaks, else English.
 */
export function pickEditorLanguage(wanted: readonly string[]): EditorLanguage {
  for (const tag of wanted) {
    const primary = tag.trim().split('-')[0]?.toLowerCase();
    if (isEditorLanguage(primary)) return primary;
  }
  return 'en';
}

/**
 * An Accept-Language header's tags, most wanted first (`nl-NL,nl;q=0.9,en;q=0.5` → nl-NL, nl,
 * en); a tag of weight 0 is one the person does not want, and `*` names none.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const weight = parameters.find((piece) => /^q=/i.test(piece));
      const q = weight === undefined ? 1 : Number(weight.slice(2));
      return { tag, q: Number.isFinite(q) ? q : 0, order };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The cookie that carries a person's choice of the editor's language to the content API, for
 * the calls whose headers the page does not write (Decap's own).
 */
export const EDITOR_LANGUAGE_COOKIE = 'editor-language';

/** The editor's language a request asks for: its cookie's choice, else its Accept-Language. */
export function requestEditorLanguage(request: { headers: Headers }): EditorLanguage {
  const cookies = request.headers.get('Cookie') ?? '';
  const chosen = new RegExp(`(?:^|;\\s*)${EDITOR_LANGUAGE_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  if (isEditorLanguage(chosen)) return chosen;
  return pickEditorLanguage(acceptedLanguages(request.headers.get('Accept-Language')));
}
