// The editor offers what the signed-in person's roles allow (CMS_ROLES on the host,
// docs/DEPLOYING.md "Roles"), and says in the bottom-left corner why the rest is not there.
// The content API enforces the same roles on every call; this spares a person a refusal.
import type { EditorSettings } from '../../core/editor-settings';
import { englishName } from '../../core/languages';
import { translatedLanguages } from '../../content/translations';
import { withhold } from '../decap/withheld';
import { corner } from '../panel/corner';
import { followPerson } from './site-session';

const NOTE_ID = 'roles-note';

/** Why a person does not see what their roles withhold, in their words; none: nothing withheld. */
export function rolesNote(roles: string[], settings: EditorSettings): string[] {
  const may = new Set(roles);
  const said: string[] = [];
  const translations = translatedLanguages.map(englishName).join(' and ');
  if (!may.has('editor'))
    said.push(
      may.has('translator')
        ? `You translate: the ${translations} texts are yours to change. The other fields are an editor’s: they are shown dimmed.`
        : 'You may read the content: changing it is for the people this site names as editors.',
    );
  if (!may.has('publisher') && (may.has('editor') || may.has('translator')))
    said.push(
      settings.drafts
        ? 'Publishing is a publisher’s: save your change as a draft and set it In review; a publisher sets it Ready and publishes it.'
        : 'On this site a change goes live as it is saved, which is a publisher’s: ask one to publish it.',
    );
  return said;
}

/** Follows who is signed in: what their roles withhold is not offered, and said. */
export function offerByRoles(settings: EditorSettings) {
  followPerson(({ roles }) => {
    const may = new Set(roles);
    withhold(
      { publishing: !may.has('publisher'), content: !may.has('editor') },
      translatedLanguages,
    );
    document.getElementById(NOTE_ID)?.remove();
    const said = rolesNote(roles, settings);
    if (said.length === 0) return;
    const note = document.createElement('section');
    note.id = NOTE_ID;
    note.setAttribute('aria-label', 'What you may do here');
    note.style.order = '0';
    for (const sentence of said) {
      const paragraph = document.createElement('p');
      paragraph.style.margin = '0';
      paragraph.textContent = sentence;
      note.append(paragraph);
    }
    corner().append(note);
  });
}
