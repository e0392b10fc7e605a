// What the person is editing in the form: the list entry (by its index) and the field of
// the file (its name), from where the focus is. The preview follows it (./register.ts).
import { fieldName, fileEntries, formPane, isFieldContainer } from '../decap/form-dom';
import { LIST_FIELD } from '../forms/formats';

export interface EditingPlace {
  /** The entry of a list file, by its index. */
  entry?: number;
  /** The file's field (or the entry's), by its name. */
  field?: string;
}

/** Where `element` is in the form: its entry and its outermost field below the entry. */
export function placeOf(element: Element): EditingPlace | undefined {
  const pane = formPane();
  if (!pane?.contains(element)) return undefined;
  const entries = fileEntries(pane, LIST_FIELD);
  const index = entries.findIndex((entry) => entry.contains(element));
  const scope = index >= 0 ? entries[index] : pane;
  let outermost: Element | undefined;
  for (let node = element.parentElement; node && node !== scope; node = node.parentElement)
    if (isFieldContainer(node)) outermost = node;
  const field = outermost && fieldName(outermost);
  return { ...(index >= 0 ? { entry: index } : {}), ...(field ? { field } : {}) };
}

const listeners = new Set<(place: EditingPlace) => void>();
let current: EditingPlace | undefined;

/** The place last focused in the form (for a preview opened after it). */
export const currentEditingPlace = () => current;

/** Calls `listener` with each new place the focus moves to in the form; returns its removal. */
export function onEditingPlace(listener: (place: EditingPlace) => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Listens for the focus in the form. Called once at the editor's start. */
export function followEditingPlace() {
  document.addEventListener('focusin', (event) => {
    const place = event.target instanceof Element ? placeOf(event.target) : undefined;
    if (!place) return;
    current = place;
    listeners.forEach((listener) => listener(place));
  });
}
