// The editor's language, as the person sees and changes it: the page is marked as speaking it
// (screen readers read it so), and the bottom-left corner (./corner.ts) offers the others. A
// choice is kept on this computer and the editor starts again in it (../words/say.ts); Decap
// takes its language only as it starts.
import { editorLanguageNames, editorLanguages } from '../../core/editor-language';
import { chooseEditorLanguage, editorLanguage, keepLanguageCookie, say } from '../words/say';
import { LINK, button, corner, element } from './corner';

const SWITCH_ID = 'editor-language';

/** Marks the page with the editor's language and offers the others in the corner. */
export function offerLanguages() {
  const language = editorLanguage();
  document.documentElement.lang = language;
  keepLanguageCookie();
  const nav = element('nav');
  nav.id = SWITCH_ID;
  nav.style.order = '9';
  nav.style.padding = '0.4rem 0.75rem';
  nav.setAttribute('aria-label', say({ en: 'Language of the editor', nl: 'Taal van de editor' }));
  for (const offered of editorLanguages) {
    const name = editorLanguageNames[offered];
    if (offered === language) {
      const current = element('strong', name);
      current.setAttribute('aria-current', 'true');
      nav.append(current);
    } else {
      const choice = button(name, LINK);
      choice.lang = offered;
      choice.addEventListener('click', () => chooseEditorLanguage(offered));
      nav.append(choice);
    }
    nav.append(' · ');
  }
  nav.lastChild?.remove();
  corner().append(nav);
}
