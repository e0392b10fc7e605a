// Decap's form as it draws it (decap-cms-core, EditorControl and the list and object
// widgets), for the editor's code that leads to a field (../panel/go-to-field.ts), follows
// the one being edited (../preview/editing-place.ts) or the form's state
// (../publishing/follow-typing.ts). Each field's label says `for="<name>-field-<n>"` and its
// control has that id (as HTML labels do); a group of fields by the `data-widget="object"`
// our patch of Decap gives it (in place of its English aria-label "object field",
// patches/decap-cms++decap-cms-core+3.19.1.patch), its fold button by Decap's test id, and the other parts by
// their components' names (./parts.ts). Decap promises none of this (decap-cms #1959).
// Tests: "a refusal names each field as the form does; a click opens and focuses it…" and
// "the preview scrolls to the entry being edited…" (e2e/tests/editor-pictures-preview.spec.ts).
import { decapParts } from './parts';

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

/** The entries of a list file's form (services, hubs, …) held in `listField`, in their order. */
export function fileEntries(pane: Element, listField: string): HTMLElement[] {
  const list = control(pane, listField);
  return list ? entriesOf(list) : [];
}

/** The box around the field `element` is in (its label, control and errors), if any. */
export const fieldContainerOf = (element: Element) =>
  element.closest<HTMLElement>(decapParts.fieldContainer);

/** Whether `element` is the box around one field. */
export const isFieldContainer = (element: Element) => element.matches(decapParts.fieldContainer);

/** The name of the field a control container holds, from its own label. */
export function fieldName(container: Element): string | undefined {
  const label = container.querySelector('label');
  return label?.htmlFor.replace(/-field-\d+$/, '') || undefined;
}

/** Whether a field's box holds no field of its own (a group's or a list's does). */
export const isLeafField = (container: Element) =>
  container.querySelector(decapParts.fieldContainer) === null;

/** What takes the focus in a field: its own control, or the first one inside it. */
export const focusableIn = (field: HTMLElement) =>
  field.matches('input, textarea, select')
    ? field
    : (field.querySelector<HTMLElement>(
        'input:not([type="hidden"]), textarea, select, [tabindex="0"]',
      ) ?? field);

/** Opens every folded list entry and group around `element` in `pane`, the outermost first. */
export function unfoldAround(element: HTMLElement, pane: HTMLElement) {
  const around: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== pane; node = node.parentElement)
    if (node.matches(decapParts.listEntry) || node.matches(decapParts.objectField))
      around.unshift(node);
  for (const node of around) {
    if (node.matches(decapParts.listEntry)) {
      // A list entry folds by hiding its last part; the first button of its bar unfolds it.
      const content = node.lastElementChild;
      if (content && getComputedStyle(content).display === 'none')
        node.querySelector('button')?.click();
    } else {
      // A folded group hides its fields, the last part of its control (whose id its label
      // names); its own fold button comes first in it. (Its button's name, "Expand", is the
      // editor's language's: no way to tell.)
      const fields = node.querySelector(':scope > [id]')?.lastElementChild;
      if (fields && getComputedStyle(fields).display === 'none')
        node.querySelector<HTMLElement>(decapParts.foldButton)?.click();
    }
  }
}

/** Decap's toolbar says "Changes saved" (its BackStatusUnchanged) when the form is the stored file. */
export const formUnchanged = () => document.querySelector(decapParts.unchangedStatus) !== null;

/**
 * Calls `drawn` after each change Decap makes to the page (React draws the form in steps,
 * and tells nothing when it is done); returns the way to stop, which the caller uses as soon
 * as it has what it waited for.
 */
export function onPageDrawn(drawn: () => void): () => void {
  const watching = new MutationObserver(drawn);
  watching.observe(document.body, { childList: true, subtree: true });
  return () => watching.disconnect();
}
