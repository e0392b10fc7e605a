// What the editor does not offer a person their roles do not allow (CMS_ROLES, enforced by the
// content API on every call, functions/_lib/content-api/roles.ts): Decap has no roles (decap-cms
// #2, open since 2017), and its documented `publish: false` is a collection's, set once for
// everyone, in the configuration. So, once the person is known, what is withheld is not shown:
//   - publishing: its Publish button;
//   - ready: the status Ready of a draft;
//   - deleting: a form's (a draft's) Delete in its toolbar;
//   - pictures: the media library's Delete;
//   - content: every field that is not a translated language's is inert (seen, not changed) and
//     dimmed;
//   - structure: a list's Add, its entries' × and their handles to move them;
//   - reading: the content itself (the collections, the forms, the board).
// What is withheld is the content API's to say (src/core/editor-offers.ts).
// Tests: "roles: …" in e2e/tests/sign-in-roles.spec.ts, which fail when a new Decap draws these
// otherwise (the toolbar's names are decap-cms-core 3.19.1's EditorToolbar.js).
import { fieldName, isLeafField, onPageDrawn } from './form-dom';
import { decapParts, named } from './parts';

const ROOT = 'data-editor-withheld';

const styles = `
html[${ROOT}~='publishing'] ${named('PublishButton')},
html[${ROOT}~='ready'] ${named('StatusDropdownItem')}:nth-child(3),
html[${ROOT}~='deleting'] ${named('ToolbarContainer')} ${named('DeleteButton')},
html[${ROOT}~='pictures'] ${named('ButtonsContainer')} > ${named('DeleteButton')},
html[${ROOT}~='structure'] ${decapParts.addEntry},
html[${ROOT}~='structure'] ${decapParts.moveEntry},
html[${ROOT}~='structure'] ${decapParts.removeEntry},
html[${ROOT}~='reading'] ${named('AppMainContainer')} { display: none !important; }
${decapParts.fieldContainer}[inert] { opacity: 0.55; }
`;

/** What a person is not offered. */
export interface Withheld {
  publishing: boolean;
  ready: boolean;
  deleting: boolean;
  pictures: boolean;
  content: boolean;
  structure: boolean;
  reading: boolean;
}

let watching: (() => void) | undefined;

/** Withholds what `withheld` names; `translations` are the field names left open without content. */
export function withhold(withheld: Withheld, translations: string[]) {
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
