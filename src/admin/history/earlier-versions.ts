// A form's earlier versions, where the person works: on a form, a box in the bottom-left
// corner, "Earlier versions", folded until opened. It lists the published versions that
// changed the form (when, who, what they said they changed; the content API's formHistory);
// one opened shows what differs from today, value by value, in the form's words; "Bring it
// back" saves it as the form's draft (or publishes it, where the site keeps no drafts) through
// the content API's one save, so a version the check now refuses is refused in its words.
import type { FormAddress } from '../../content/forms';
import { versionChanges } from '../../content/version-changes';
import { formAtAddress } from '../decap/addresses';
import { corner } from '../panel/corner';
import { askContentApi } from '../publishing/content-api';
import { followPerson } from '../publishing/site-session';
import { dateLocale, placeWords, say } from '../words/say';

/** An earlier version as the content API lists it (functions/_lib/content-api/history.ts). */
export interface PastVersion {
  version: string;
  at: string;
  by: string;
  message: string;
}

const BOX_ID = 'earlier-versions';

const styles = `
#${BOX_ID} { order: 3; }
#${BOX_ID} summary { cursor: pointer; }
#${BOX_ID} h2 { display: inline; margin: 0; font-size: 1rem; }
#${BOX_ID} ol { margin: 0.5rem 0 0; padding-left: 1.25rem; max-height: 40vh; overflow: auto; }
#${BOX_ID} li + li { margin-top: 0.5rem; }
#${BOX_ID} button {
  padding: 0; border: 0; background: none; cursor: pointer; font: inherit; font-weight: 600;
  color: #0b57d0; text-align: start; text-decoration: underline;
}
#${BOX_ID} button.restore {
  margin-top: 0.4rem; padding: 0.3rem 0.7rem; border: 1px solid currentColor; border-radius: 4px;
  text-decoration: none; background: #fff;
}
#${BOX_ID} del { color: #8c1d18; }
#${BOX_ID} ins { color: #0d652d; text-decoration: none; }
#${BOX_ID} ul { padding-left: 1rem; margin: 0.3rem 0 0; font-size: 14px; }
#${BOX_ID} [role='status']:empty { display: none; }
`;

const spoken = (at: string) =>
  new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(at),
  );

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  return made;
}

/** Whether the signed-in person may bring a version back (an editor; everyone without roles). */
let mayRestore = false;

/** What each item of the list shows of its version, once opened. */
const shownIn = new WeakMap<HTMLElement, HTMLElement>();

/** What differs between `version` and today, and the button that brings it back. */
async function showVersion(form: FormAddress, past: PastVersion, item: HTMLElement) {
  shownIn.get(item)?.remove();
  const shown = element('div');
  shownIn.set(item, shown);
  const said = element('p');
  said.setAttribute('role', 'status');
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
      const line = element('li', `${placeWords(change.words)}: `);
      const none = say({ en: '(none)', nl: '(geen)' });
      line.append(element('del', change.then ?? none), say({ en: ' then, ', nl: ' toen, ' }));
      line.append(element('ins', change.now ?? none), say({ en: ' now', nl: ' nu' }));
      list.append(line);
    }
    if (changes.length) shown.append(list);
    if (mayRestore && changes.length) {
      const restore = element('button', say({ en: 'Bring it back', nl: 'Zet haar terug' }));
      restore.type = 'button';
      restore.className = 'restore';
      restore.addEventListener('click', async () => {
        restore.disabled = true;
        try {
          const answer = await askContentApi<{ message: string; notice?: string }>(
            'restoreVersion',
            { collection: form.collection, slug: form.file, version: past.version },
          );
          said.textContent = say({
            en: `Done: ${answer.message}. Reload the page to see it in the form.`,
            nl: `Gedaan: de versie van ${spoken(past.at)} is teruggezet. Laad de pagina opnieuw om haar in het formulier te zien.`,
          });
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
  document.getElementById(BOX_ID)?.remove();
  const form = formAtAddress(window.location.hash);
  if (!form) return;
  const box = element('section');
  box.id = BOX_ID;
  box.setAttribute('aria-labelledby', `${BOX_ID}-title`);
  const fold = element('details');
  const summary = element('summary');
  const title = element('h2', say({ en: 'Earlier versions', nl: 'Eerdere versies' }));
  title.id = `${BOX_ID}-title`;
  summary.append(title);
  const said = element('p');
  said.setAttribute('role', 'status');
  fold.append(summary, said);
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
        const open = element('button', `${spoken(past.at)}, ${past.by}`);
        open.type = 'button';
        open.addEventListener('click', () => showVersion(form, past, item));
        item.append(open, element('br'), past.message);
        list.append(item);
      }
      fold.append(list);
    } catch (error) {
      said.textContent = error instanceof Error ? error.message : String(error);
      asked = false;
    }
  });
  box.append(fold);
  corner().append(box);
}

/** Shows a form's earlier versions as the person moves through the editor. */
export function followEarlierVersions() {
  const style = element('style', styles);
  document.head.append(style);
  // Drawn once the editor knows who is signed in (its sign-in page shows no form).
  let following = false;
  followPerson(({ roles }) => {
    mayRestore = roles.includes('editor');
    if (following) return;
    following = true;
    window.addEventListener('hashchange', drawBox);
    drawBox();
  });
}
