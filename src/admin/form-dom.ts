// Decap's form as it draws it (decap-cms-core, EditorControl and the list and object
// widgets), for the editor's code that leads to a field (./go-to-field.ts) or follows the
// one being edited (./editing-place.ts): each field's label says `for="<name>-field-<n>"`
// and its control has that id; a list's entries are its SortableListItem elements, drawn
// whole even when folded (the fold only hides them); styled components carry their names
// in their classes. The browser tests that click a problem to its field and that watch the
// preview follow the form (e2e/tests/editor.spec.ts) fail if a new Decap draws it otherwise.
import { LIST_FIELD } from './formats';

/** The form's pane, not the preview's (both have the name in their classes). */
export const formPane = () =>
  document.querySelector<HTMLElement>(
    '[class*="ControlPaneContainer"]:not([class*="PreviewPaneContainer"])',
  );

/** The control of the field `name` first met inside `scope` (outer fields come first). */
export function control(scope: Element, name: string): HTMLElement | null {
  const label = scope.querySelector<HTMLLabelElement>(`label[for^="${CSS.escape(name)}-field-"]`);
  return label ? document.getElementById(label.htmlFor) : null;
}

/** The entries of a list control, in their order. */
export const entriesOf = (list: Element) =>
  [...list.querySelectorAll<HTMLElement>('[class*="SortableListItem"]')].filter(
    (item) => item.parentElement?.parentElement === list,
  );

/** The entries of a list file's form (services, hubs, …), in their order. */
export function fileEntries(pane: Element): HTMLElement[] {
  const list = control(pane, LIST_FIELD);
  return list ? entriesOf(list) : [];
}

/** The name of the field a control container holds, from its own label. */
export function fieldName(container: Element): string | undefined {
  const label = container.querySelector('label');
  return label?.htmlFor.replace(/-field-\d+$/, '') || undefined;
}
