// A form's earlier versions, where the person works: on a form, a box in the bottom-left
// corner, "Earlier versions", folded until opened. It lists the published versions that
// changed the form (when, who, and the places it changed, read from the versions themselves,
// said in the person's language; the content API's formHistory);
// one opened shows what differs from today, value by value, in the form's words; "Bring it
// back" saves it as the form's draft (or publishes it, where the site keeps no drafts) through
// the content API's one save, so a version the check now refuses is refused in its words.
import type { FormAddress } from '../../content/forms';
import type { PlaceWords } from '../../content/problem';
import { versionChanges } from '../../content/version-changes';
import { formAtAddress } from '../decap/addresses';
import { ACTION, LINK, button, cornerBox, element, statusLine } from '../panel/corner';
import { askContentApi } from '../publishing/content-api';
import { followPerson } from '../publishing/site-session';
import { dateLocale, placeWords, say } from '../words/say';

/** An earlier version as the content API lists it (functions/_lib/content-api/history.ts). */
export interface PastVersion {
  version: string;
  at: string;
  by: string;
  /** The places it changed, in the form's words ([]: it made the form; none: not known). */
  changed?: PlaceWords[];
  /** How many places it changed in all. */
  changes?: number;
}

/** What a version changed, in the person's words: "Changed: Phone, E-mail and 2 more". */
function changedWords({ changed, changes = 0 }: PastVersion): string {
  if (!changed) return '';
  if (changed.length === 0)
    return say({ en: 'The form’s first version', nl: 'De eerste versie van het formulier' });
  const places = changed.map(placeWords);
  const more = changes - places.length;
  const and = say({ en: ' and ', nl: ' en ' });
  const named =
    more > 0
      ? `${places.join(', ')}${and}${say({ en: `${more} more`, nl: `${more} andere` })}`
      : places.length > 1
        ? `${places.slice(0, -1).join(', ')}${and}${places.at(-1)}`
        : places[0];
  return say({ en: `Changed: ${named}`, nl: `Gewijzigd: ${named}` });
}

const BOX_ID = 'earlier-versions';

const styles = `
#${BOX_ID} ol { margin: 0.5rem 0 0; padding-left: 1.25rem; max-height: 40vh; overflow: auto; }
#${BOX_ID} li + li { margin-top: 0.5rem; }
#${BOX_ID} del { color: #8c1d18; }
#${BOX_ID} ins { color: #0d652d; text-decoration: none; }
#${BOX_ID} ul { padding-left: 1rem; margin: 0.3rem 0 0; font-size: 14px; }
`;

const spoken = (at: string) =>
  new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(at),
  );

/** Whether the signed-in person may bring a version back (the content API's offers say). */
let mayRestore = false;

/** What each item of the list shows of its version, once opened. */
const shownIn = new WeakMap<HTMLElement, HTMLElement>();

/** What differs between `version` and today, and the button that brings it back. */
async function showVersion(form: FormAddress, past: PastVersion, item: HTMLElement) {
  shownIn.get(item)?.remove();
  const shown = element('div');
  shownIn.set(item, shown);
  const said = statusLine();
  item.append(shown);
  try {
    const { path, data, now } = await askContentApi<{
      path: string;
      data: string | null;
      now: string | null;
    }>('formVersion', { collection: form.collection, slug: form.file, version: past.version });
    const changes = versionChanges(path, data ?? '', now ?? '');
    shown.append(
      element(
        'p',
        changes.length
          ? say({ en: 'What differs from today:', nl: 'Wat verschilt van vandaag:' })
          : say({ en: 'It is the same as today.', nl: 'Het is hetzelfde als vandaag.' }),
      ),
    );
    const list = element('ul');
    for (const change of changes) {
      const line = element('li', `${placeWords(change)}: `);
      const none = say({ en: '(none)', nl: '(geen)' });
      line.append(element('del', change.then ?? none), say({ en: ' then, ', nl: ' toen, ' }));
      line.append(element('ins', change.now ?? none), say({ en: ' now', nl: ' nu' }));
      list.append(line);
    }
    if (changes.length) shown.append(list);
    if (mayRestore && changes.length) {
      const restore = button(say({ en: 'Bring it back', nl: 'Zet haar terug' }), ACTION);
      restore.addEventListener('click', async () => {
        restore.disabled = true;
        try {
          const answer = await askContentApi<{ message: string; notice?: string }>(
            'restoreVersion',
            { collection: form.collection, slug: form.file, version: past.version },
          );
          said.textContent = say({
            en: `Done: ${answer.message}.`,
            nl: `Gedaan: de versie van ${spoken(past.at)} is teruggezet.`,
          });
          // Brought back once: the form shows it after a reload, which the button does.
          const reload = button(
            say({
              en: 'Reload to see it in the form',
              nl: 'Laad opnieuw om haar in het formulier te zien',
            }),
            ACTION,
          );
          reload.addEventListener('click', () => window.location.reload());
          restore.replaceWith(reload);
        } catch (error) {
          said.textContent = error instanceof Error ? error.message : String(error);
          restore.disabled = false;
        }
      });
      shown.append(restore);
    }
  } catch (error) {
    said.textContent = error instanceof Error ? error.message : String(error);
  }
  shown.append(said);
}

/** The box of the form at the address shown now, folded; its list is asked for when opened. */
function drawBox() {
  const form = formAtAddress(window.location.hash);
  if (!form) return document.getElementById(BOX_ID)?.remove();
  const { fold, body } = cornerBox(BOX_ID, say({ en: 'Earlier versions', nl: 'Eerdere versies' }), {
    order: 3,
    open: false,
  });
  const said = statusLine();
  body.append(said);
  let asked = false;
  fold.addEventListener('toggle', async () => {
    if (!fold.open || asked) return;
    asked = true;
    said.textContent = say({ en: 'Looking them up…', nl: 'Ze worden opgezocht…' });
    try {
      const { versions } = await askContentApi<{ versions: PastVersion[] }>('formHistory', {
        collection: form.collection,
        slug: form.file,
      });
      said.textContent = versions.length
        ? ''
        : say({
            en: 'None yet: this form has not been published.',
            nl: 'Nog geen: dit formulier is nog niet gepubliceerd.',
          });
      const list = element('ol');
      for (const past of versions) {
        const item = element('li');
        const open = button(`${spoken(past.at)}, ${past.by}`, LINK);
        open.addEventListener('click', () => showVersion(form, past, item));
        item.append(open, element('br'), changedWords(past));
        list.append(item);
      }
      body.append(list);
    } catch (error) {
      said.textContent = error instanceof Error ? error.message : String(error);
      asked = false;
    }
  });
}

/** Shows a form's earlier versions as the person moves through the editor. */
export function followEarlierVersions() {
  const style = element('style', styles);
  document.head.append(style);
  // Drawn once the editor knows who is signed in (its sign-in page shows no form).
  let following = false;
  followPerson(({ offers }) => {
    mayRestore = offers.restore;
    if (following) return;
    following = true;
    window.addEventListener('hashchange', drawBox);
    drawBox();
  });
}
