// From a problem in the content check's panel to its field in the form: the form of its
// file, the list entry unfolded, the field scrolled to, marked and focused. How Decap draws
// its form: ../decap/form-dom.ts.
import type { Place } from '../../content/problem';
import { formPath } from '../forms/advanced';
import {
  control,
  entriesOf,
  fieldContainerOf,
  fileEntries,
  focusableIn,
  formPane,
  onPageDrawn,
  unfoldAround,
} from '../decap/form-dom';
import { entryAddress } from '../decap/addresses';
import { LIST_FIELD } from '../forms/formats';
import { formOf } from '../../content/forms';

/** The attribute that marks a field the panel led to (styled by ./report-panel.ts). */
export const MARK = 'data-content-check';

/** The element of the place's field in the form on screen, or null when it is not there. */
function fieldAt(pane: Element, place: Place): HTMLElement | null {
  let scope: HTMLElement | null = pane as HTMLElement;
  if (place.entry !== undefined) scope = fileEntries(pane, LIST_FIELD)[place.entry] ?? null;
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

/** The box of the place's field in the form on screen (its label, control and notes), or null. */
export function fieldOnScreen(place: Place): HTMLElement | null {
  const pane = formPane();
  const field = pane && fieldAt(pane, place);
  return field && field !== pane ? (fieldContainerOf(field) ?? field) : null;
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
  unfoldAround(field, pane);
  const container = fieldContainerOf(field) ?? field;
  unmarkFields();
  container.setAttribute(MARK, '');
  marked = container;
  void shown(container).then(() => {
    container.scrollIntoView({ block: 'center' });
    focusableIn(field).focus({ preventScroll: true });
  });
  return true;
}

/** The field the panel last led to, marked. */
let marked: Element | undefined;
/** Stops waiting for a place not drawn yet. */
let stopWaiting: (() => void) | undefined;

/** Removes the mark of the field the panel led to, and stops waiting for one (the panel closed). */
export function unmarkFields() {
  marked?.removeAttribute(MARK);
  marked = undefined;
  stopWaiting?.();
  stopWaiting = undefined;
}

/** Focuses the place as soon as its form has drawn it, or until another place is asked for. */
function focusWhenDrawn(place: Place) {
  if (focusField(place)) return;
  const stop = onPageDrawn(() => {
    if (focusField(place)) stop();
  });
  stopWaiting = stop;
}

/**
 * Leads to the place: in the form on screen, at once; in another form, by moving Decap to
 * its address inside the page, as its sidebar does. The panel stays; the typing of the form
 * left is kept as its local backup and offered when it opens again (Decap's editor patched
 * to keep it, patches/decap-cms++decap-cms-core+3.19.1.patch).
 */
export function goToPlace(place: Place) {
  const form = formOf(place.file);
  if (!form) return;
  unmarkFields();
  if (window.location.hash !== entryAddress(form)) window.location.hash = entryAddress(form);
  focusWhenDrawn(place);
}
