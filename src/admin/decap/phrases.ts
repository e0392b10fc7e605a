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

/** What this module reads of Decap's own phrases (the rest it leaves as they are). */
type Phrases = {
  editor: { editor: Record<string, string> };
  workflow: { workflow: Record<string, string> };
};

/** A screen that is touched, not typed on with a keyboard's shortcuts. */
const TOUCH = '(pointer: coarse)';

/**
 * A draft's notes (Decap's notes pane, its toggle and its notices), which Decap's Dutch lacks
 * (decap-cms-locales 3.x has them in English only): Decap's English, and Dutch of our own. Its
 * tip of Ctrl+Enter only where a keyboard is the way in (not on a phone's touch screen).
 */
const notesPhrases = () => ({
  pane: {
    title: say({ en: 'Notes', nl: 'Notities' }),
    emptyState: say({
      en: 'No notes yet. Add your first note below to start collaborating.',
      nl: 'Nog geen notities. Schrijf hieronder de eerste: een collega die dit concept beoordeelt, leest haar hier.',
    }),
    addNote: say({ en: 'Add Note', nl: 'Notitie toevoegen' }),
    addPlaceholder: say({ en: 'Add a note...', nl: 'Schrijf een notitie…' }),
    editPlaceholder: say({ en: 'Edit your note...', nl: 'Wijzig uw notitie…' }),
    save: say({ en: 'Save', nl: 'Opslaan' }),
    cancel: say({ en: 'Cancel', nl: 'Annuleren' }),
    edit: say({ en: 'Edit', nl: 'Wijzigen' }),
    delete: say({ en: 'Delete', nl: 'Verwijderen' }),
    resolve: say({ en: 'Resolve', nl: 'Afhandelen' }),
    unresolve: say({ en: 'Unresolve', nl: 'Heropenen' }),
    confirmDelete: say({
      en: 'Are you sure you want to delete this note?',
      nl: 'Weet u zeker dat u deze notitie wilt verwijderen?',
    }),
    shortcut: window.matchMedia(TOUCH).matches
      ? ''
      : say({
          en: 'Tip: Press Ctrl+Enter to add note quickly',
          nl: 'Tip: Ctrl+Enter voegt de notitie toe.',
        }),
  },
  toggle: say({ en: 'Toggle notes', nl: 'Notities tonen of verbergen' }),
  toast: {
    noteAdded: say({ en: 'Note added', nl: 'Notitie toegevoegd' }),
    noteUpdated: say({ en: 'Note updated', nl: 'Notitie gewijzigd' }),
    noteDeleted: say({ en: 'Note deleted', nl: 'Notitie verwijderd' }),
    noteResolved: say({ en: 'Note resolved', nl: 'Notitie afgehandeld' }),
    noteReopened: say({ en: 'Note reopened', nl: 'Notitie heropend' }),
  },
});

const ownWords = '%{details}';

/**
 * Names a screen reader says, and a few words on screen, that Decap's Dutch lacks (its English
 * then shows): the fold of a group, the account's menu, the list and grid views; and two of our
 * own, for names Decap's widgets gave in English whatever the language, now taken from the
 * locale (patches/: a chosen option's ×, a list of choices' live region, a notice's close
 * button).
 */
const namesPhrases = () => ({
  editor: {
    editorWidgets: {
      object: {
        expand: say({ en: 'Expand', nl: 'Uitklappen' }),
        collapse: say({ en: 'Collapse', nl: 'Inklappen' }),
      },
      select: {
        removeOption: say({ en: 'Remove %{option}', nl: 'Verwijder %{option}' }),
        // What a screen reader hears in a list of choices (react-select's live region).
        live: {
          guidanceMenu: say({
            en: 'Use Up and Down to go through the options, Enter to choose one, Escape to close the list.',
            nl: 'Ga met pijl omhoog en omlaag door de opties, kies er een met Enter, sluit de lijst met Escape.',
          }),
          guidanceInput: say({
            en: 'Type to search, press Down to open the list.',
            nl: 'Typ om te zoeken, open de lijst met pijl omlaag.',
          }),
          guidanceValue: say({
            en: 'Use Left and Right to go through the chosen options, Backspace to remove one.',
            nl: 'Ga met pijl links en rechts door de gekozen opties, verwijder er een met Backspace.',
          }),
          chosen: say({ en: '%{option} chosen.', nl: '%{option} gekozen.' }),
          chosenAll: say({ en: 'Chosen: %{options}.', nl: 'Gekozen: %{options}.' }),
          disabled: say({
            en: '%{option} cannot be chosen. Choose another option.',
            nl: '%{option} kan niet gekozen worden. Kies een andere optie.',
          }),
          removed: say({ en: '%{option} removed.', nl: '%{option} verwijderd.' }),
          cleared: say({
            en: 'All chosen options removed.',
            nl: 'Alle gekozen opties verwijderd.',
          }),
          focused: say({
            en: '%{option}, %{position} of %{count}.',
            nl: '%{option}, %{position} van %{count}.',
          }),
          focusedChosen: say({
            en: '%{option}, chosen, %{position} of %{count}.',
            nl: '%{option}, gekozen, %{position} van %{count}.',
          }),
          focusedValue: say({
            en: 'Chosen option %{option}, %{position} of %{count}.',
            nl: 'Gekozen optie %{option}, %{position} van %{count}.',
          }),
          results: say({ en: 'Options found: %{count}', nl: 'Gevonden opties: %{count}' }),
          filtered: say({ en: '%{results}, for "%{term}".', nl: '%{results}, voor "%{term}".' }),
          noOptions: say({ en: 'No options', nl: 'Geen opties' }),
        },
      },
    },
  },
  ui: {
    settingsDropdown: { account: say({ en: 'Account options dropdown', nl: 'Accountmenu' }) },
    toast: { close: say({ en: 'Close', nl: 'Sluiten' }) },
  },
  collection: {
    collectionTop: {
      viewAsList: say({ en: 'List view option', nl: 'Als lijst tonen' }),
      viewAsGrid: say({ en: 'Grid view option', nl: 'Als raster tonen' }),
    },
  },
});

type Tree = { [key: string]: string | Tree };

/** `over` laid over `base`, branch by branch. */
function merged(base: Tree, over: Tree): Tree {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(over))
    result[key] =
      typeof value === 'string' || typeof base[key] !== 'object'
        ? value
        : merged(base[key] as Tree, value);
  return result;
}

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
  const notes = notesPhrases();
  if (settings.drafts)
    Object.assign(toast, notes.toast, {
      entrySaved: say({ en: 'Saved as a draft', nl: 'Opgeslagen als concept' }),
      onFailToPublishEntry: ownWords,
      onFailToUpdateStatus: ownWords,
      onFailToAddNote: ownWords,
      onFailToUpdateNote: ownWords,
      onFailToDeleteNote: ownWords,
      onFailToToggleNote: ownWords,
    });
  // Ours laid over Decap's own, branch by branch: a phrase not named here stays Decap's.
  const ours = {
    editor: {
      // A phone's toolbar has room for two short words beside Publish (Decap's Dutch are long),
      // and for the form's name beside the back arrow only without Decap's "Writing in …
      // collection" ("Terug naar …") around it, which cut the name off (../decap/layout.ts).
      editorToolbar: {
        backCollection: ' %{collectionLabel}',
        unsavedChanges: say({ en: 'Unsaved Changes', nl: 'Niet opgeslagen' }),
        changesSaved: say({ en: 'Changes saved', nl: 'Opgeslagen' }),
        // A draft's link to its whole-site preview, beside the form's name on a phone: as
        // narrow as its longest word ("voorvertoning" took the name's room; "Controleer of
        // voorvertoning geladen is" four lines).
        deployPreviewPendingButtonLabel: say({ en: 'Check for Preview', nl: 'Voorbeeld klaar?' }),
        deployPreviewButtonLabel: say({ en: 'View Preview', nl: 'Voorbeeld bekijken' }),
        // Beside Status and Publish on a phone's second row: a draft's Delete in two words.
        deleteUnpublishedChanges: say({ en: 'Delete draft', nl: 'Verwijder concept' }),
      },
      editorNotesPane: notes.pane,
      editorInterface: { toggleNotes: notes.toggle },
      editor: {
        // Decap's Dutch says "wil publiceren" (it is "wilt") and names Ready "Voltooid".
        onPublishing: say({
          en: decaps.editor.editor.onPublishing,
          nl: 'Weet u zeker dat u dit concept wilt publiceren?',
        }),
        onPublishingNotReady: say({
          en: decaps.editor.editor.onPublishingNotReady,
          nl: 'Zet de status op "Klaar" voordat u publiceert.',
        }),
      },
    },
    auth: { loginWithGitHub: say({ en: 'Sign in', nl: 'Inloggen' }) },
    // Decap writes a draft's date on the Workflow board with month names in English whatever
    // its language (dayjs, with no other language loaded): in Dutch, in figures (29-11-2026).
    workflow: {
      workflow: { dateFormat: say({ en: decaps.workflow.workflow.dateFormat, nl: 'D-M-YYYY' }) },
    },
    ui: { toast },
  };
  window.CMS.registerLocale(
    language,
    merged(merged(decaps as unknown as Tree, ours), namesPhrases()),
  );
}
