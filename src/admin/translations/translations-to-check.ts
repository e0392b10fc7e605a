// Which translations to look at, where the person works (src/content/translations.ts says what
// makes one out of date; the content API keeps the status with every publish). For a
// translator: a box in the bottom-left corner, "4 Dutch texts to check", each leading to its
// field; on the field itself, a flag with the English before and after and "The Dutch is still
// right", which the content API records (`confirmTranslation`) until the English changes again.
// A text with no translation yet is listed too; it is put right by writing one.
import type { Place } from '../../content/problem';
import { formOf } from '../../content/forms';
import { type Language, languageName } from '../../core/languages';
import { dateLocale, editorLanguage, placeWords, say } from '../words/say';
import { formAtAddress } from '../decap/addresses';
import { onPageDrawn } from '../decap/form-dom';
import { ACTION, LINK, button, cornerBox, element, shownOpen, statusLine } from '../panel/corner';
import { fieldOnScreen, goToPlace } from '../panel/go-to-field';
import { askContentApi } from '../publishing/content-api';
import { type Person, followPerson } from '../publishing/site-session';

/** A text the content API lists (functions/_lib/content-api/translation-status.ts). */
export interface TextToCheck {
  language: Language;
  state: 'missing' | 'outOfDate';
  english: string;
  translation: string | null;
  place?: Place;
  /** Out of date: the English the translation was written for, and when it changed. */
  was?: string;
  since?: string;
}

const BOX_ID = 'translations';
const FLAG = 'data-translation-flag';

const styles = `
#${BOX_ID} { border-left-color: #a05a00 !important; }
#${BOX_ID} ul { margin: 0.5rem 0 0; padding-left: 1.25rem; }
#${BOX_ID} li + li { margin-top: 0.5rem; }
#${BOX_ID} button.${LINK} { display: block; }
[${FLAG}] {
  margin: 0.5rem 0 0; padding: 0.5rem 0.75rem; border-left: 4px solid #a05a00;
  background: #fff4e5; color: #1c1b1f; font: 14px/1.45 system-ui, sans-serif;
}
`;

const dated = (at: string) =>
  new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'long' }).format(new Date(at));

/** A language's name in the editor's language: `nl` → "Dutch", or "Nederlands". */
const nameOf = (language: Language) => languageName(language, editorLanguage());

const quoted = (text: string) => `“${text}”`;

/** What a text's flag and its line in the list say of it. */
export function textNotice(text: TextToCheck): string {
  const name = nameOf(text.language);
  if (text.state === 'missing')
    return say({
      en: `No ${name} yet for ${quoted(text.english)}.`,
      nl: `Nog geen ${name} voor ${quoted(text.english)}.`,
    });
  const [since, was, now, translation] = [
    dated(text.since!),
    quoted(text.was!),
    quoted(text.english),
    quoted(text.translation ?? ''),
  ];
  return say({
    en: `${name} may be out of date: the English changed on ${since}. Before: ${was}. Now: ${now}. The ${name}: ${translation}.`,
    nl: `Het ${name} is misschien verouderd: het Engels is gewijzigd op ${since}. Eerst: ${was}. Nu: ${now}. Het ${name}: ${translation}.`,
  });
}

/** The list's title: "4 Dutch texts to check", or of several languages, "6 translations to check". */
export function listTitle(texts: TextToCheck[]): string {
  const languages = new Set(texts.map(({ language }) => language));
  const count = texts.length;
  const one = count === 1;
  if (languages.size === 1) {
    const name = nameOf([...languages][0]);
    return say({
      en: `${count} ${name} text${one ? '' : 's'} to check`,
      nl: `${count} ${one ? 'tekst' : 'teksten'} in het ${name} om na te kijken`,
    });
  }
  return say({
    en: `${count} translation${one ? '' : 's'} to check`,
    nl: `${count} ${one ? 'vertaling' : 'vertalingen'} om na te kijken`,
  });
}

/** The texts listed now; `refresh` asks the content API again. */
let listed: TextToCheck[] = [];
/** The flags drawn, by their text: Decap may draw a form anew without them. */
const flags = new Map<string, HTMLElement>();

/** "The translation is still right": a button that records it, then draws everything anew. */
function confirmButton(text: TextToCheck): HTMLElement[] {
  const name = nameOf(text.language);
  const confirm = button(
    say({ en: `The ${name} is still right`, nl: `Het ${name} klopt nog` }),
    ACTION,
  );
  const said = statusLine();
  confirm.addEventListener('click', async () => {
    confirm.disabled = true;
    try {
      await askContentApi('confirmTranslation', {
        language: text.language,
        english: text.english,
        translation: text.translation,
      });
      await refresh();
    } catch (error) {
      said.textContent = error instanceof Error ? error.message : String(error);
      confirm.disabled = false;
    }
  });
  return [confirm, said];
}

function drawList() {
  if (listed.length === 0) return document.getElementById(BOX_ID)?.remove();
  // Drawn anew (after a confirmation) open or folded as it was.
  const { fold, body } = cornerBox(BOX_ID, listTitle(listed), {
    order: 2,
    open: shownOpen(BOX_ID) ?? false,
  });
  const list = element('ul');
  for (const text of listed) {
    const item = element('li');
    if (text.place) {
      const place = text.place;
      const link = button(placeWords(place), LINK);
      link.title = say({ en: 'Open this field', nl: 'Open dit veld' });
      link.addEventListener('click', () => {
        // Folded, so that the field it leads to is not under it.
        fold.open = false;
        goToPlace(place);
      });
      item.append(link);
    }
    item.append(textNotice(text));
    if (text.state === 'outOfDate') item.append(...confirmButton(text));
    list.append(item);
  }
  body.append(list);
}

/** The flags of the form on screen: one on each field whose translation is out of date. */
function drawFlags() {
  const form = formAtAddress(window.location.hash);
  for (const text of listed) {
    if (text.state !== 'outOfDate' || !text.place || !form) continue;
    const of = formOf(text.place.file);
    if (of?.collection !== form.collection || of.file !== form.file) continue;
    const key = `${text.language}\u0000${text.english}\u0000${text.translation}`;
    const field = fieldOnScreen(text.place);
    if (!field || field.contains(flags.get(key) ?? null)) continue;
    flags.get(key)?.remove();
    const flag = element('div', textNotice(text));
    flags.set(key, flag);
    flag.setAttribute(FLAG, '');
    flag.setAttribute('role', 'note');
    flag.append(...confirmButton(text));
    field.append(flag);
  }
}

/** Asks the content API for the texts to check, and draws the list and the flags anew. */
async function refresh() {
  const answer = await askContentApi<{ texts: TextToCheck[] }>('translationStatus');
  listed = answer.texts;
  flags.forEach((flag) => flag.remove());
  flags.clear();
  drawList();
  drawFlags();
}

/** Whether the flags follow the forms drawn already. */
let following = false;

/** For a translator: the list, and flags from now on. */
async function showTo({ roles }: Person) {
  if (!roles?.includes('translator')) return;
  if (!following) {
    following = true;
    const style = element('style', styles);
    style.id = `${BOX_ID}-styles`;
    document.head.append(style);
    onPageDrawn(drawFlags);
  }
  await refresh().catch(() => undefined);
}

/**
 * Shows a translator the texts to check, as the person moves through the editor: the list as
 * soon as the editor knows who it is (at once, or once they sign in on the site), a form's
 * flags as it is drawn (Decap draws a form's fields after its address changes).
 */
export const followTranslations = () => followPerson((person) => void showTo(person));
