// The door to Decap's insides. This folder holds everything the editor needs of Decap CMS
// beyond its documented API (CMS.registerBackend, registerCustomFormat,
// registerPreviewTemplate, registerWidget, registerLocale, its configuration); the lint
// refuses Decap's DOM names and queries of its markup anywhere else (eslint.config.mjs,
// `decapInsides`). Each entry says what it works around, the upstream issue, and the test
// that fails when a new Decap changes under it (decap-cms-core 3.19.1):
//   ./parts.ts      its parts on screen, by the names it draws them with
//   ./addresses.ts  its routes to a form (`#/collections/…`)
//   ./form-dom.ts   its form: fields, list entries, groups, the toolbar's state
//   ./form-place.ts its form's place (scroll, unfolded entries) kept across a save's reload
//   ./sign-in-page.ts its sign-in page without GitHub's mark where staff sign in through Access
//   ./layout.ts     its editor on a tablet and a phone
//   ./backups.ts    its local backups of the typing
//   ./leaving.ts    its "Leave site?" question
//   ./uploads.ts    its media library's chosen files, checked first
//   ./assets.ts     its pictures, without its placeholder
//   ./widget-rendering.ts   when its fields' controls are drawn again
//   ./backends.ts   a backend of ours around one of its own
//   ./app.ts, ./types.ts, ./modules.d.ts   its modules, bundled, and their types
// Bugs of Decap's own are fixed in its modules instead, by the patches in patches/ (each
// with its issue).

// Decap's styled components carry their names in their class names (emotion's labels) and
// nothing else marks them: no stable class, id or data attribute for a form's pane, a list's
// entries, a field's container or the toolbar's status (decap-cms #1959, closed unanswered).
// Tests: "a refusal names each field as the form does; a click opens and focuses it…" (the
// pane, entries, containers), "the preview scrolls to the entry being edited…" (the field
// being edited), "lists speak plainly…" (entry summaries), "a refusal … the panel follows the
// fixing until it clears" (the toolbar's "Changes saved"), "on a 360 px phone, in Dutch, the
// toolbar shows the form's name and whether it is saved…" (its status, its preview button).
export const named = (component: string) => `[class*="${component}"]`;

export const decapParts = {
  /** The form's name in its toolbar, beside the back arrow (./phrases.ts words it). */
  formName: named('BackCollection'),
  /** The form's pane (the preview's pane has the name in its classes too). */
  formPane: `${named('ControlPaneContainer')}:not(${named('PreviewPaneContainer')})`,
  /** One entry of a list widget, drawn whole even when folded (the fold hides its last part). */
  listEntry: named('SortableListItem'),
  /** A list's button that adds an entry ("Add service"). */
  addEntry: named('AddButton'),
  /** A list entry's × in its bar (the bar's last button; the first folds it). */
  removeEntry: `${named('StyledListItemTopBar')} > ${named('TopBarButton')}:last-child`,
  /** A list entry's handle that moves it (dnd-kit's sortable, in its bar). */
  moveEntry: `${named('StyledListItemTopBar')} > [aria-roledescription='sortable']`,
  /** The box around one field: its label, its control, its errors. */
  fieldContainer: named('ControlContainer'),
  /** The summary line of a list entry, in its bar. */
  entrySummary: named('NestedObjectLabel'),
  /** A group of fields (an object widget): marked by its widget (patches/decap-cms++decap-cms-core…). */
  objectField: '[data-widget="object"]',
  /** A group's own fold button, its aria-label "Expand" or "Collapse" in the editor's language (Decap's test id). */
  foldButton: '[data-testid="expand-button"]',
  /** The toolbar's word of whether the form is saved, under its name. */
  saveStatus: named('BackStatus'),
  /** The toolbar's link to a preview, or its "Check for Preview" (./layout.ts hides it where it leads nowhere). */
  previewButton: named('PreviewButtonContainer'),
  /** The toolbar's "Changes saved": the form is the stored file. */
  unchangedStatus: named('BackStatusUnchanged'),
  /** The button under the person's picture that opens "Log Out" (test: "staff sign in through
   *  Cloudflare Access…" in e2e/tests/sign-in.spec.ts, which signs out through it). */
  accountMenu: named('AvatarDropdownButton'),
  /** The tabs of Decap's header over its lists and the Workflow board (Contents, Workflow, Media). */
  headerTab: `${named('AppHeaderNavList')} ${named('AppHeaderButton')}`,
  /** GitHub's mark on Decap's sign-in button (./sign-in-page.ts hides it where staff sign in through Access). */
  signInMark: named('LoginButtonIcon'),
  /** A column's heading on the Workflow board ("Drafts", "In Review", "Ready"). */
  workflowHeading: named('ColumnHeader'),
  /** Where Decap's notices show (its class on react-toastify's container; test: "a refusal's
   *  notices are in plain words…", which finds Publish uncovered while one shows on a phone). */
  notices: '.notif__container',
} as const;
