// The editor offers what the signed-in person may do, as the content API says in its answer to
// `whoami` (src/core/editor-offers.ts: worked out from its declaration of actions and the
// site's roles, CMS_ROLES, docs/DEPLOYING.md "Roles"), and says in the bottom-left corner why
// the rest is not there. The content API judges every call by the same declaration; this
// spares a person a refusal.
import type { EditorSettings } from '../../core/editor-settings';
import type { Offers } from '../../core/editor-offers';
import { languageName } from '../../core/languages';
import { editorLanguage, say } from '../words/say';
import { translatedLanguages } from '../../content/translations';
import { withhold } from '../decap/withheld';
import { OPEN_BESIDE_FORM, cornerBox, element } from '../panel/corner';
import { followPerson } from './site-session';

const NOTE_ID = 'roles-note';

/** Why a person is not offered what they are not, in their words; none: everything is offered. */
export function rolesNote(offers: Offers, settings: EditorSettings): string[] {
  if (!offers.read)
    return [
      say({
        en: 'You have no role on this site, so the editor shows no content. Ask the person who runs the site to name you as an editor, a translator or a publisher.',
        nl: 'U hebt geen rol op deze site, dus de editor toont geen inhoud. Vraag wie de site beheert u als redacteur, vertaler of eindredacteur te noemen.',
      }),
    ];
  const said: string[] = [];
  const translations = translatedLanguages
    .map((language) => languageName(language, editorLanguage()))
    .join(say({ en: ' and ', nl: ' en ' }));
  if (!offers.save)
    said.push(
      say({
        en: 'You may read the content: changing it is for the people this site names as editors.',
        nl: 'U mag de inhoud lezen: wijzigen is voor wie deze site als redacteur noemt.',
      }),
    );
  else if (!offers.wholeForm)
    said.push(
      say({
        en: `You translate: the ${translations} texts are yours to change. The other fields are an editor’s: they are shown dimmed, and adding, removing or moving a list’s entries is an editor’s too.`,
        nl: `U vertaalt: de teksten in het ${translations} wijzigt u. De andere velden zijn voor een redacteur: ze zijn gedimd, en items van een lijst toevoegen, verwijderen of verplaatsen is ook voor een redacteur.`,
      }),
    );
  if (offers.save && !offers.publish)
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

/** Follows who is signed in: what they are not offered is withheld, and said. */
export function offerByRoles(settings: EditorSettings) {
  followPerson(({ offers }) => {
    withhold(
      {
        publishing: !offers.publish,
        ready: !offers.setReady,
        deleting: !offers.deleteDraft,
        pictures: !offers.deletePicture,
        content: !offers.wholeForm,
        structure: !offers.wholeForm,
        reading: !offers.read,
      },
      offers.save ? translatedLanguages : [],
    );
    const said = rolesNote(offers, settings);
    if (said.length === 0) return document.getElementById(NOTE_ID)?.remove();
    // Folded on a phone, where it would lie over the form (a tap opens it), open beside it; open
    // anywhere where there is no form to lie over.
    const { body } = cornerBox(
      NOTE_ID,
      say({ en: 'What you may do here', nl: 'Wat u hier mag doen' }),
      { order: 0, open: !offers.read || window.matchMedia(OPEN_BESIDE_FORM).matches },
    );
    body.append(...said.map((sentence) => element('p', sentence)));
  });
}
