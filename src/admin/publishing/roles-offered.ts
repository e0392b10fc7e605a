// The editor offers what the signed-in person's roles allow (CMS_ROLES on the host,
// docs/DEPLOYING.md "Roles"), and says in the bottom-left corner why the rest is not there.
// The content API enforces the same roles on every call; this spares a person a refusal.
import type { EditorSettings } from '../../core/editor-settings';
import { languageName } from '../../core/languages';
import { editorLanguage, say } from '../words/say';
import { translatedLanguages } from '../../content/translations';
import { withhold } from '../decap/withheld';
import { OPEN_BESIDE_FORM, cornerBox, element } from '../panel/corner';
import { followPerson } from './site-session';

const NOTE_ID = 'roles-note';

/** Why a person does not see what their roles withhold, in their words; none: nothing withheld. */
export function rolesNote(roles: string[], settings: EditorSettings): string[] {
  const may = new Set(roles);
  const said: string[] = [];
  const translations = translatedLanguages
    .map((language) => languageName(language, editorLanguage()))
    .join(say({ en: ' and ', nl: ' en ' }));
  if (!may.has('editor'))
    said.push(
      may.has('translator')
        ? say({
            en: `You translate: the ${translations} texts are yours to change. The other fields are an editor’s: they are shown dimmed.`,
            nl: `U vertaalt: de teksten in het ${translations} wijzigt u. De andere velden zijn voor een redacteur: ze zijn gedimd.`,
          })
        : say({
            en: 'You may read the content: changing it is for the people this site names as editors.',
            nl: 'U mag de inhoud lezen: wijzigen is voor wie deze site als redacteur noemt.',
          }),
    );
  if (!may.has('publisher') && (may.has('editor') || may.has('translator')))
    said.push(
      settings.drafts
        ? say({
            en: 'Publishing is a publisher’s: save your change as a draft and set it In review; a publisher sets it Ready and publishes it.',
            nl: 'Publiceren is voor een eindredacteur: sla uw wijziging op als concept en zet het op "Wordt beoordeeld"; een eindredacteur zet het op "Klaar" en publiceert het.',
          })
        : say({
            en: 'On this site a change goes live as it is saved, which is a publisher’s: ask one to publish it.',
            nl: 'Op deze site gaat een wijziging live zodra ze is opgeslagen, en dat is voor een eindredacteur: vraag er een om haar te publiceren.',
          }),
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
    const said = rolesNote(roles, settings);
    if (said.length === 0) return document.getElementById(NOTE_ID)?.remove();
    // Folded on a phone, where it would lie over the form (a tap opens it), open beside it.
    const { fold } = cornerBox(
      NOTE_ID,
      say({ en: 'What you may do here', nl: 'Wat u hier mag doen' }),
      { order: 0, open: window.matchMedia(OPEN_BESIDE_FORM).matches },
    );
    fold.append(...said.map((sentence) => element('p', sentence)));
  });
}
