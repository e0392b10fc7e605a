// What the editor does not offer a person their roles do not allow (CMS_ROLES, enforced by the
// content API on every call, functions/_lib/content-api/roles.ts): Decap has no roles (decap-cms
// #2, open since 2017), and its documented `publish: false` is a collection's, set once for
// everyone, in the configuration. So, once the person is known:
//   - publishing withheld: its Publish button, and the status Ready of a draft, are not shown;
//   - everything but the translations withheld: every field that is not a translated language's
//     is inert (seen, not changed) and dimmed, and a form's Delete is not shown.
// Tests: "roles: …" in e2e/tests/sign-in-roles.spec.ts, which fail when a new Decap draws these
// otherwise (the toolbar's names are decap-cms-core 3.19.1's EditorToolbar.js).
import { fieldName, isLeafField, onPageDrawn } from './form-dom';
import { decapParts, named } from './parts';

const ROOT = 'data-editor-withheld';

const styles = `
html[${ROOT}~='publishing'] ${named('PublishButton')},
html[${ROOT}~='publishing'] ${named('StatusDropdownItem')}:nth-child(3) { display: none !important; }
html[${ROOT}~='content'] ${named('DeleteButton')} { display: none !important; }
${decapParts.fieldContainer}[inert] { opacity: 0.55; }
`;

let watching: (() => void) | undefined;

/** Withholds what `withheld` names; `translations` are the field names left open without content. */
export function withhold(
  withheld: { publishing: boolean; content: boolean },
  translations: string[],
) {
  if (!document.getElementById(`${ROOT}-styles`)) {
    const style = document.createElement('style');
    style.id = `${ROOT}-styles`;
    style.textContent = styles;
    document.head.append(style);
  }
  const words = Object.entries(withheld).flatMap(([what, is]) => (is ? [what] : []));
  document.documentElement.setAttribute(ROOT, words.join(' '));
  watching?.();
  watching = undefined;
  if (!withheld.content) return;
  const hold = () => {
    for (const container of document.querySelectorAll<HTMLElement>(decapParts.fieldContainer))
      if (isLeafField(container) && !translations.includes(fieldName(container) ?? ''))
        container.inert = true;
  };
  hold();
  watching = onPageDrawn(hold);
}
