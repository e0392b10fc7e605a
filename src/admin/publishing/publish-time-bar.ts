// A draft's time to go live, in the editor (drafts on): Decap's workflow has no such thing, so
// the editor shows a bar of its own in the bottom-left corner (../panel/corner.ts) of a form
// that has a draft.
// A Ready draft is given a time (in the person's own time zone), shows it, and has it taken
// off again; a draft the scheduled run could not publish says why, in the server's words.
// The time is kept beside the draft by the content API (functions/_lib/content-api/workflow.ts,
// setPublishTime) for the version that was set Ready, and refused, in words shown here, where
// it is not allowed (a draft not Ready, a time past, four eyes); a later save takes it off.
import type { FormAddress } from '../../content/forms';
import { formAtAddress } from '../decap/addresses';
import {
  ACTION,
  OPEN_BESIDE_FORM,
  button,
  cornerBox,
  element,
  shownOpen,
  statusLine,
} from '../panel/corner';
import { showFindings } from '../panel/report-panel';
import { askContentApi } from './content-api';
import { followPerson } from './site-session';
import { dateLocale, say } from '../words/say';
import type { Said } from '../../core/editor-language';

const BAR_ID = 'publish-time';
/** The bar's field of the time being chosen. */
const TIME_ID = `${BAR_ID}-at`;
/** How often the scheduled run looks for drafts whose time has come (docs/DEPLOYING.md). */
const RUN_EVERY_MINUTES = 5;

/** What the content API says of a form's draft (functions/_lib/content-api/protocol.ts, draftState). */
interface DraftState {
  status: string;
  ready: { by: string; at: string } | null;
  publishAt: string | null;
  notice: Said | null;
}

/** The draft of `form`, if it has one. */
const draftOf = (form: FormAddress) =>
  askContentApi<DraftState | null>('draftState', { collection: form.collection, slug: form.file });

/** A time to go live set for the draft of `form`, or taken off (null). */
const setTime = (form: FormAddress, at: Date | null) =>
  askContentApi('setPublishTime', {
    collection: form.collection,
    slug: form.file,
    at: at && at.toISOString(),
  });

const spoken = (at: Date) =>
  new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'full', timeStyle: 'short' }).format(at);

const shortly = (at: Date) =>
  new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** `datetime-local`'s value for a moment, in this computer's time zone. */
const localValue = (at: Date) =>
  new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

const styles = `
#${BAR_ID} form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; }
#${BAR_ID} label { display: grid; gap: 0.2rem; font-weight: 600; }
#${BAR_ID} input { font: inherit; padding: 0.3rem; }
`;

/**
 * Whether the person may give a draft a time (a publisher's: the content API says, ./roles-offered.ts);
 * one who may not sees a time set, and nothing to set or take it off with.
 */
let maySetTime = true;

/** The bar of the draft of `form`, drawn anew (open or folded as it was); `redraw` draws it again after a change. */
function drawBar(form: FormAddress, draft: DraftState, redraw: () => void) {
  if (!maySetTime && !draft.publishAt) return document.getElementById(BAR_ID)?.remove();
  const key = `${form.collection}/${form.file}`;
  const shown = document.getElementById(BAR_ID);
  // A time the person is choosing for this draft stays chosen when its bar is drawn anew (its
  // status changed meanwhile).
  const choosing =
    shown?.dataset.draft === key
      ? (document.getElementById(TIME_ID) as HTMLInputElement | null)?.value
      : undefined;
  if (!document.getElementById(`${BAR_ID}-styles`)) {
    const style = element('style', styles);
    style.id = `${BAR_ID}-styles`;
    document.head.append(style);
  }
  // Folded on a phone, where it would cover the form; one tap opens it.
  const {
    section,
    body: bar,
    summary,
  } = cornerBox(BAR_ID, say({ en: 'Time to go live', nl: 'Tijd van publicatie' }), {
    order: 1,
    open: shownOpen(BAR_ID) ?? window.matchMedia(OPEN_BESIDE_FORM).matches,
  });
  section.dataset.draft = key;
  const said = statusLine();
  const at = draft.publishAt ? new Date(draft.publishAt) : undefined;
  const act = async (done: Promise<unknown>) => {
    try {
      await done;
      redraw();
    } catch (error) {
      said.textContent =
        error instanceof Error
          ? error.message
          : say({
              en: 'The editor cannot reach the site: check the connection, then try again.',
              nl: 'De editor bereikt de site niet: controleer de verbinding en probeer het opnieuw.',
            });
    }
  };
  if (at) {
    summary.append(element('span', `: ${shortly(at)}`));
    bar.append(
      element(
        'p',
        say({
          en: `Goes live on ${spoken(at)} (your time), within ${RUN_EVERY_MINUTES} minutes of it.`,
          nl: `Gaat live op ${spoken(at)} (uw tijd), binnen ${RUN_EVERY_MINUTES} minuten daarna.`,
        }),
      ),
    );
    const clear = button(say({ en: 'Take the time off', nl: 'Haal de tijd weg' }), ACTION);
    clear.addEventListener('click', () => act(setTime(form, null)));
    if (maySetTime) bar.append(clear);
  } else {
    const chooser = element('form');
    const label = element('label', say({ en: 'Go live at', nl: 'Live gaan op' }));
    const input = element('input');
    input.type = 'datetime-local';
    input.id = TIME_ID;
    input.required = true;
    input.min = localValue(new Date());
    if (choosing) input.value = choosing;
    label.append(input);
    const set = button(say({ en: 'Set the time', nl: 'Stel de tijd in' }), ACTION);
    set.type = 'submit';
    chooser.append(label, set);
    chooser.addEventListener('submit', (event) => {
      event.preventDefault();
      // The input's value is this computer's local time; the server keeps it in UTC.
      act(setTime(form, new Date(input.value)));
    });
    bar.append(chooser);
    if (!draft.ready)
      bar.append(
        element(
          'p',
          say({
            en: 'Only a draft whose status is Ready goes live at a time.',
            nl: 'Alleen een concept met de status "Klaar" gaat op een tijdstip live.',
          }),
        ),
      );
    else
      bar.append(
        element(
          'p',
          say({
            en: `Set Ready by ${draft.ready.by}: a later save takes Ready and the time off.`,
            nl: `Op "Klaar" gezet door ${draft.ready.by}: een latere opslag haalt "Klaar" en de tijd weg.`,
          }),
        ),
      );
  }
  bar.append(said);
  if (draft.notice && !at)
    showFindings({
      kind: 'warning',
      title: say({
        en: 'This draft is not Ready, or did not go live at its time',
        nl: 'Dit concept staat niet op "Klaar", of ging niet op zijn tijd live',
      }),
      problems: [{ message: say(draft.notice) }],
      note: say({
        en: 'It stays a draft. Look it over (put right what the message names and save it), set it Ready and choose a time again.',
        nl: 'Het blijft een concept. Kijk het na (verbeter wat de melding noemt en sla het op), zet het op "Klaar" en kies opnieuw een tijd.',
      }),
    });
}

/** Draws the bar for the address shown now (set by followPublishTimes). */
let redraw: () => void = () => undefined;

/**
 * A draft was saved, its status changed, or it was published or deleted (the checked backend
 * says so once the backend has done it, ./checked-backend.ts): the bar is drawn anew.
 */
export const draftChanged = () => redraw();

/** Shows the bar on every form that has a draft, as the person moves through the editor. */
export function followPublishTimes() {
  let shownFor = '';
  redraw = async () => {
    const hash = window.location.hash;
    const form = formAtAddress(hash);
    shownFor = hash;
    if (!form) return document.getElementById(BAR_ID)?.remove();
    const draft = await draftOf(form).catch(() => null);
    // The person has moved on meanwhile: the newer address draws its own bar.
    if (shownFor !== hash) return;
    if (!draft) return document.getElementById(BAR_ID)?.remove();
    drawBar(form, draft, redraw);
  };
  window.addEventListener('hashchange', redraw);
  followPerson(({ offers }) => {
    maySetTime = offers.setTime;
    redraw();
  });
  redraw();
}
