// Decap's form as it draws it (decap-cms-core, EditorControl and the list and object
// widgets), for the editor's code that leads to a field (./go-to-field.ts) or follows the
// one being edited (./editing-place.ts): each field's label says `for="<name>-field-<n>"`
// and its control has that id (as HTML labels do); the parts Decap marks only by its
// components' names are ./decap-internals.ts's.
import { decapParts } from './decap-internals';
import { LIST_FIELD } from './formats';

/** The form's pane, not the preview's (both have the name in their classes). */
export const formPane = () => document.querySelector<HTMLElement>(decapParts.formPane);

/** The control of the field `name` first met inside `scope` (outer fields come first). */
export function control(scope: Element, name: string): HTMLElement | null {
  const label = scope.querySelector<HTMLLabelElement>(`label[for^="${CSS.escape(name)}-field-"]`);
  return label ? document.getElementById(label.htmlFor) : null;
}

/** The entries of a list control, in their order. */
export const entriesOf = (list: Element) =>
  [...list.querySelectorAll<HTMLElement>(decapParts.listEntry)].filter(
    (item) => item.parentElement?.parentElement === list,
  );

/** The entries of a list file's form (services, hubs, …), in their order. */
export function fileEntries(pane: Element): HTMLElement[] {
  const list = control(pane, LIST_FIELD);
  return list ? entriesOf(list) : [];
}

/** The box around the field `element` is in (its label, control and errors), if any. */
export const fieldContainerOf = (element: Element) =>
  element.closest<HTMLElement>(decapParts.fieldContainer);

/** Whether `element` is the box around one field. */
export const isFieldContainer = (element: Element) => element.matches(decapParts.fieldContainer);

/** Whether `element` is one entry of a list. */
export const isListEntry = (element: Element) => element.matches(decapParts.listEntry);

/** The name of the field a control container holds, from its own label. */
export function fieldName(container: Element): string | undefined {
  const label = container.querySelector('label');
  return label?.htmlFor.replace(/-field-\d+$/, '') || undefined;
}
