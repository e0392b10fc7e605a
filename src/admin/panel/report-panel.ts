// The content check's findings where the editor sees them: a panel over the editor's
// bottom-right corner that stays until it is closed or the next check replaces it. Decap's
// own toast says only that saving failed, and leaves after eight seconds. Each problem
// names its place as the form does (the form, the entry, the field's labels); a click on it
// opens and focuses that field (./go-to-field.ts).
import type { Problem } from '../../content/problem';
import { MARK, goToPlace, unmarkFields } from './go-to-field';
import { placeWords, problemText, say } from '../words/say';
import { OPEN_BESIDE_FORM } from './corner';

const PANEL_ID = 'content-check';
/** The panel's widest, and its margin from the screen's edges, in rem. */
const PANEL_WIDTH = 40;
const PANEL_MARGIN = 1;
/**
 * Where the editor's corner boxes are a bar across the screen's foot (./corner.ts), the panel
 * spans the foot too, over the bar, nothing of it showing around the panel.
 */
const PANEL_FULL_WIDTH = `not ${OPEN_BESIDE_FORM}`;

/** Where the panel is on this screen, in a person's words. */
export const panelPlace = () =>
  window.matchMedia(PANEL_FULL_WIDTH).matches
    ? say({ en: 'listed at the bottom of the screen', nl: 'onderaan het scherm opgesomd' })
    : say({ en: 'listed at the bottom right', nl: 'rechtsonder opgesomd' });

/**
 * A refusal as Decap's red notice shows it. Decap puts the error itself in its phrase
 * (`ui.toast.onFailToPersist`, which the editor's locale makes "%{details}",
 * ../decap/app.ts), and an Error reads "Error: …" as text: this one reads as its words alone,
 * with where the panel that lists the rest is.
 */
export class Refusal extends Error {
  constructor(title: string) {
    super(`${title}, ${panelPlace()}.`);
    this.name = 'Refusal';
  }
  toString() {
    return this.message;
  }
}

/** Any error a write ends with, as a Refusal: its message without "Error:" or "API_ERROR:". */
export function asRefusal(error: unknown, what: string): Refusal {
  if (error instanceof Refusal) return error;
  const message = (error instanceof Error ? error.message : String(error))
    .replace(/^(\w*Error:\s*)+/i, '')
    .replace(/\.$/, '');
  return new Refusal(message.startsWith(what) ? message : `${what}: ${message}`);
}

const styles = `
#${PANEL_ID} {
  position: fixed; right: ${PANEL_MARGIN}rem; bottom: ${PANEL_MARGIN}rem; z-index: 1000;
  max-width: min(${PANEL_WIDTH}rem, calc(100vw - ${2 * PANEL_MARGIN}rem));
  max-height: 50vh; overflow: auto; padding: 1rem 1.25rem; border-radius: 6px;
  font: 15px/1.45 system-ui, sans-serif; color: #1c1b1f; background: #fff;
  box-shadow: 0 4px 24px rgb(0 0 0 / 25%); border-left: 6px solid var(--accent);
}
#${PANEL_ID}[data-kind='error'] { --accent: #b3261e; }
#${PANEL_ID}[data-kind='warning'] { --accent: #a05a00; }
#${PANEL_ID} h2 { margin: 0 2rem 0.5rem 0; font-size: 1rem; }
#${PANEL_ID} ul { margin: 0; padding-left: 1.25rem; }
#${PANEL_ID} li + li { margin-top: 0.4rem; }
#${PANEL_ID} p { margin: 0.5rem 0 0; }
#${PANEL_ID} .close {
  position: absolute; top: 0.5rem; right: 0.5rem; border: 0; background: none;
  font-size: 1.25rem; cursor: pointer; padding: 0.25rem 0.5rem;
}
#${PANEL_ID} .action {
  margin-top: 0.6rem; padding: 0.4rem 0.8rem; border: 1px solid currentColor; border-radius: 4px;
  background: #fff; font: inherit; font-weight: 600; cursor: pointer;
}
#${PANEL_ID} .place {
  display: block; margin: 0 0 0.15rem; padding: 0; border: 0; background: none; cursor: pointer;
  font: inherit; font-weight: 600; color: #0b57d0; text-align: start; text-decoration: underline;
}
@media ${PANEL_FULL_WIDTH} {
  #${PANEL_ID} {
    left: 0; right: 0; bottom: 0; max-width: none; border-radius: 0;
    box-shadow: 0 -2px 12px rgb(0 0 0 / 20%);
  }
}
[${MARK}] { outline: 3px solid #b3261e; outline-offset: 4px; border-radius: 4px; }
`;

export interface Finding {
  kind: 'error' | 'warning';
  title: string;
  problems: Problem[];
  /** What to do next, under the list. */
  note?: string;
  /** A button under the note that does it (left out when the panel is carried to a new load). */
  action?: { label: string; run: () => void };
}

/** The finding on screen, if any. */
let shown: Finding | undefined;
export const findingShown = () => shown;

export function clearFindings() {
  shown = undefined;
  document.getElementById(PANEL_ID)?.remove();
  unmarkFields();
}

/** A problem as a list item: where it is (a link to the field), then what is wrong. */
function problemItem(problem: Problem) {
  const { place } = problem;
  const item = document.createElement('li');
  if (place) {
    const link = document.createElement('button');
    link.type = 'button';
    link.className = 'place';
    link.textContent = placeWords(place);
    link.title = say({ en: 'Open this field', nl: 'Open dit veld' });
    link.addEventListener('click', () => goToPlace(place));
    item.append(link);
  }
  item.append(problemText(problem));
  return item;
}

export function showFindings(finding: Finding) {
  const { kind, title, problems, note } = finding;
  // The panel is drawn anew; a field the person was led to stays marked.
  document.getElementById(PANEL_ID)?.remove();
  shown = finding;
  if (!document.getElementById(`${PANEL_ID}-styles`)) {
    const style = document.createElement('style');
    style.id = `${PANEL_ID}-styles`;
    style.textContent = styles;
    document.head.append(style);
  }
  const panel = document.createElement('section');
  panel.id = PANEL_ID;
  panel.dataset.kind = kind;
  panel.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  panel.setAttribute('aria-labelledby', `${PANEL_ID}-title`);
  const heading = document.createElement('h2');
  heading.id = `${PANEL_ID}-title`;
  heading.textContent = title;
  const list = document.createElement('ul');
  for (const problem of problems) list.append(problemItem(problem));
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'close';
  close.textContent = '×';
  close.setAttribute(
    'aria-label',
    say({ en: 'Close the content check', nl: 'Sluit de inhoudscontrole' }),
  );
  close.addEventListener('click', clearFindings);
  panel.append(heading, list, close);
  if (note) {
    const paragraph = document.createElement('p');
    paragraph.textContent = note;
    panel.append(paragraph);
  }
  if (finding.action) {
    const { label, run } = finding.action;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'action';
    button.textContent = label;
    button.addEventListener('click', run);
    panel.append(button);
  }
  document.body.append(panel);
}
