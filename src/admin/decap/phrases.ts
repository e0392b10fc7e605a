// Decap's phrases in the editor's language (../words/say.ts), through Decap's own locale of
// it (registered by ./app.ts), in the site's words: the sign-in button says what it does,
// whichever way people sign in (Cloudflare Access with a company account, or GitHub); a refused
// write's notice is the refusal's own words (../panel/report-panel.ts, Refusal), with no "Failed
// to persist entry: Error:" before them; a form that cannot be read is "Not opened"; a saved
// form is "Published" where the site publishes as it saves, and "Saved as a draft" where it
// keeps drafts, whose refused publish or note reads as the refusal's own words too (the
// content API's refusals are whole sentences); a draft's date on the Workflow board is Dutch in
// Dutch.
import type { EditorSettings } from '../../core/editor-settings';
import { editorLanguage, say } from '../words/say';

type Phrases = {
  auth: Record<string, string>;
  editor: { editorToolbar: Record<string, string> };
  ui: { toast: Record<string, string> };
  workflow: { workflow: Record<string, string> };
};

const ownWords = '%{details}';

/** Decap's phrases as this site words them, registered under the editor's language. */
export function sayDecapPhrases(settings: EditorSettings) {
  const language = editorLanguage();
  const decaps = window.CMS.getLocale(language) as Phrases | undefined;
  if (!decaps) return;
  const published = say({ en: 'Published', nl: 'Gepubliceerd' });
  const toast: Record<string, string> = {
    onFailToLoadEntries: say({ en: 'Not opened: %{details}', nl: 'Niet geopend: %{details}' }),
    onFailToPersist: ownWords,
    onFailToDelete: ownWords,
    entrySaved: published,
    entryPublished: published,
  };
  if (settings.drafts)
    Object.assign(toast, {
      entrySaved: say({ en: 'Saved as a draft', nl: 'Opgeslagen als concept' }),
      onFailToPublishEntry: ownWords,
      onFailToUpdateStatus: ownWords,
      onFailToAddNote: ownWords,
      onFailToUpdateNote: ownWords,
      onFailToDeleteNote: ownWords,
      onFailToToggleNote: ownWords,
    });
  // A phone's toolbar has room for two short words beside Publish (Decap's Dutch are long),
  // and for the form's name beside the back arrow only without Decap's "Writing in …
  // collection" ("Terug naar …") around it, which cut the name off (../decap/layout.ts).
  const editorToolbar = {
    ...decaps.editor.editorToolbar,
    backCollection: ' %{collectionLabel}',
    unsavedChanges: say({ en: 'Unsaved Changes', nl: 'Niet opgeslagen' }),
    changesSaved: say({ en: 'Changes saved', nl: 'Opgeslagen' }),
    // A draft's link to its whole-site preview, beside the form's name on a phone: as narrow
    // as its longest word ("voorvertoning" took the name's room; "Controleer of voorvertoning
    // geladen is" four lines).
    deployPreviewPendingButtonLabel: say({ en: 'Check for Preview', nl: 'Voorbeeld klaar?' }),
    deployPreviewButtonLabel: say({ en: 'View Preview', nl: 'Voorbeeld bekijken' }),
  };
  window.CMS.registerLocale(language, {
    ...decaps,
    editor: { ...decaps.editor, editorToolbar },
    auth: { ...decaps.auth, loginWithGitHub: say({ en: 'Sign in', nl: 'Inloggen' }) },
    // Decap writes a draft's date on the Workflow board with month names in English whatever
    // its language (dayjs, with no other language loaded): in Dutch, in figures (29-11-2026).
    workflow: {
      ...decaps.workflow,
      workflow: {
        ...decaps.workflow.workflow,
        dateFormat: say({ en: decaps.workflow.workflow.dateFormat, nl: 'D-M-YYYY' }),
      },
    },
    ui: { ...decaps.ui, toast: { ...decaps.ui.toast, ...toast } },
  });
}
