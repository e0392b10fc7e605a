// From a problem in the content check's panel to its field in the form: the form of its
// file, the list entry unfolded, the field scrolled to, marked and focused. How Decap draws
// its form: ./form-dom.ts.
import type { Place } from '../content/problem';
import { formPath } from './advanced';
import {
  control,
  entriesOf,
  fieldContainerOf,
  fileEntries,
  formPane,
  isListEntry,
} from './form-dom';
import { type FormAddress, formOf } from './names';

/** The attribute that marks a field the panel led to (styled by ./report-panel.ts). */
export const MARK = 'data-content-check';

const address = ({ collection, file }: FormAddress) =>
  `#/collections/${collection}/entries/${file}`;

/** The element of the place's field in the form on screen, or null when it is not there. */
function fieldAt(pane: Element, place: Place): HTMLElement | null {
  let scope: HTMLElement | null = pane as HTMLElement;
  if (place.entry !== undefined) scope = fileEntries(pane)[place.entry] ?? null;
  // The field's path in the form: a developer's field is in its entry's Advanced group.
  const file = place.file.replace(/^data\//, '');
  for (const key of formPath(file, place.field)) {
    if (!scope) return null;
    if (typeof key === 'number') {
      // A list inside the entry (opening hours): its item; a select of names has none.
      const item: HTMLElement | undefined = entriesOf(scope)[key];
      if (item) scope = item;
    } else scope = control(scope, String(key));
  }
  return scope;
}

/** Opens every folded entry and group around `element`, the outermost first. */
function unfold(element: HTMLElement, pane: HTMLElement) {
  const around: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== pane; node = node.parentElement)
    if (isListEntry(node) || node.matches('[aria-label="object field"]')) around.unshift(node);
  for (const node of around) {
    if (isListEntry(node)) {
      // A list entry folds by hiding its last part; the first button of its bar unfolds it.
      const content = node.lastElementChild;
      if (content && getComputedStyle(content).display === 'none')
        node.querySelector('button')?.click();
    } else {
      // A group's own expand button comes first in it, labelled by what it would do.
      const toggle = node.querySelector<HTMLElement>('[data-testid="expand-button"]');
      if (toggle?.getAttribute('aria-label') === 'Expand') toggle.click();
    }
  }
}

/** Resolves once `element` is shown (React draws an unfolded entry on its next render). */
function shown(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const look = () => (element.checkVisibility() ? resolve() : requestAnimationFrame(look));
    look();
  });
}

/** Marks and focuses the place's field in the form on screen; false if it is not there. */
function focusField(place: Place): boolean {
  const pane = formPane();
  const field = pane && fieldAt(pane, place);
  if (!pane || !field || field === pane) return false;
  unfold(field, pane);
  const target = field.matches('input, textarea, select')
    ? field
    : field.querySelector<HTMLElement>(
        'input:not([type="hidden"]), textarea, select, [tabindex="0"]',
      );
  const container = fieldContainerOf(field) ?? field;
  unmarkFields();
  container.setAttribute(MARK, '');
  void shown(container).then(() => {
    container.scrollIntoView({ block: 'center' });
    (target ?? field).focus({ preventScroll: true });
  });
  return true;
}

/** Removes the marks of the fields the panel led to. */
export const unmarkFields = () =>
  document.querySelectorAll(`[${MARK}]`).forEach((marked) => marked.removeAttribute(MARK));

const PENDING = 'content-check-go-to';

/** Focuses the place as soon as its form has drawn it. */
function focusWhenDrawn(place: Place) {
  if (focusField(place)) return;
  const watching = new MutationObserver(() => {
    if (focusField(place)) watching.disconnect();
  });
  watching.observe(document.body, { childList: true, subtree: true });
}

/**
 * Leads to the place: in the form on screen, at once; in another form, by loading the
 * editor afresh at its address. A move inside Decap would discard this form's typing (Decap
 * deletes an entry's local backup when its editor leaves it); a fresh load keeps it, and
 * Decap offers it again when this form opens. The place and the panel's content (`carry`)
 * wait in the tab's session storage for `resumeGoingToPlace`.
 */
export function goToPlace(place: Place, carry: unknown) {
  const form = formOf(place.file);
  if (!form) return;
  if (window.location.hash === address(form)) return focusWhenDrawn(place);
  sessionStorage.setItem(PENDING, JSON.stringify({ place, carry }));
  // A query makes it a load of the page, not a move inside it; the resume takes it off.
  window.location.assign(`${window.location.pathname}?${PENDING}${address(form)}`);
}

/**
 * After a load for a problem in another form: the address loses the query that made it a
 * load; once Decap has drawn the form, `show` puts the panel back and the place is focused.
 * Called once at the editor's start, before `CMS.init()`.
 */
export function resumeGoingToPlace(): ((show: (carried: unknown) => void) => void) | undefined {
  if (window.location.search) {
    const { pathname, hash } = window.location;
    history.replaceState(history.state, '', `${pathname}${hash}`);
  }
  const pending = sessionStorage.getItem(PENDING);
  if (!pending) return undefined;
  sessionStorage.removeItem(PENDING);
  const { place, carry } = JSON.parse(pending) as { place: Place; carry: unknown };
  return (show) => {
    show(carry);
    focusWhenDrawn(place);
  };
}
