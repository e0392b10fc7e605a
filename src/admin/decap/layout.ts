// Decap's editor laid out for this site's editors, on a laptop, a tablet or a phone: its
// scroll sync off (the preview follows the entry being edited instead, ../preview/register.ts),
// and below 800 px the screen's width for one pane at a time, the form first. The styles over
// Decap's components, and why: below.
import { decapParts, named } from './parts';

// The editor on a tablet and a phone.
// Below 800 px Decap keeps its 800 px width, the preview and Publish off-screen (decap-cms
// #441, open; its editor has no narrow layout in 3.16). There the editor takes the screen's
// width and shows one pane at a time, its toolbar without the deploy preview's link, so the
// form's name stays readable beside Publish, and whether it is saved too: the status in
// ordinary case, on two lines where it needs them ("Niet / opgeslagen"), the buttons beside it
// with narrower margins (at 360 px Decap's capitals cut "OPGESLAGEN" to "OPGESLAG"). The
// header's logo shows its mark only, without the company's name, so that Contents and Media
// stay on screen. Decap's notices (its red "Not published…") show below the toolbar, not over
// it, where they hid Publish, the form's name and its status for their five seconds. Decap's
// eye, laid over the preview's top-right corner where the page's language switch is, sits in
// its toolbar instead (beside the notes' toggle of a draft, where drafts are on), and its
// scroll sync button is hidden (the preview follows the entry being edited,
// ../preview/register.ts).
// With drafts on, a draft's toolbar holds its status, Publish and its whole-site preview's
// link, and a published entry's its Save and its status: too many for one row of a phone. It
// takes two (`:has()` tells such a toolbar), the form's name, the preview link, the eye and the
// account above, the entry's buttons below (`entryButtons`), fitted into the row down to 320 px,
// so that their menus open whole below them. The preview link's words take as many lines as
// they need (as narrow as its longest word), so the form's name and status show whole; at 360 px
// and below the first row's parts draw closer.
// Decap's header over its lists and the Workflow board is one row on a phone, the account's
// button at the end of its tabs (Decap stacks its actions above them: a row of the screen for
// one button), the tabs drawn closer.
// A wide screen after a narrow one shows the preview again (a narrow one took it off). On a
// narrow one the notes of a draft take the screen's width, and keep the corner's height clear at
// their foot, where a note is written and added. The Workflow board's headings ("Wordt
// beoordeeld") take two lines where a third of a phone's width is too narrow for one, and a
// smaller size at 360 px and below, where "beoordeeld" alone is wider than that. The
// collections' page shows the form tapped in the list above the list (it lay below all of them).
// The phone's whole flow, by touch: e2e/tests/sign-in-phone.spec.ts.
// Tests: "at 390 px the editor fits the screen…", "at 820 px the editor fits the screen…",
// "the preview taken off on a phone is back on a wide screen…",
// "on a 360 px phone, in Dutch, the toolbar shows the form's name and whether it is saved…",
// "on a phone a field focused under the editor's corner boxes is brought above them…",
// "the preview scrolls to the entry being edited, and nothing of the editor covers the page",
// and the drafts' test on a phone in e2e/tests/sign-in-drafts.spec.ts (the toolbar; the header
// and the Workflow board's headings at 360 and 320 px).

/** Decap's own settings, read when an entry opens (decap-cms-core EditorInterface.js). */
export const decapSettings = { rightPane: 'cms.right-pane', scrollSync: 'cms.scroll-sync-enabled' };

export const NARROW = '(max-width: 799px)';

/**
 * Set where a narrow screen took the preview off (Decap keeps its pane's choice in
 * localStorage): the next load on a wide one gives it back, as Decap shows it by default.
 */
const PREVIEW_OFF_FOR_NARROW = 'editor.preview-off-for-narrow';

/**
 * The height of what lies over the form's bottom-left corner (the editor's own boxes,
 * ../panel/corner.ts), which the form adds below its last field: everything in the form can be
 * scrolled out from under them. Its scrolling pane (the form's parent, Decap's other
 * "ControlPaneContainer") keeps as much clear at its bottom when it brings a field into view: a
 * field focused under the boxes (by Tab, or a tap beside them on a phone) is scrolled above
 * them, not typed into unseen.
 */
export const OVER_FORM_HEIGHT = '--editor-over-form-height';

/**
 * A toolbar of two rows on a phone: a draft's (its status), a published entry's where drafts are
 * on (Save, and its status "Published"), or one with a link to a preview (a draft's whole-site
 * preview, a published entry's page on the live site).
 */
const twoRowParts = ['StatusButton', 'PublishedToolbarButton', 'PreviewLink'].map(named);
const twoRows = `:has(${twoRowParts.join(', ')})`;
/** The page while such a toolbar shows (`:has()` cannot hold `twoRows`: it does not nest). */
const pageWithTwoRows = `body:has(${twoRowParts.map((part) => `${named('ToolbarContainer')} ${part}`).join(', ')})`;

/**
 * "Check for Preview" on a published entry, where the site has no preview of it to give: Decap
 * asks its configuration's `site_url` for a published entry's page and, without one (the local
 * editor, a build without SITE_URL), draws a button that only asks again (decap-cms-core
 * EditorToolbar.js, renderDeployPreviewControls; actions/deploys.ts sets PENDING on no answer).
 * A draft's own "Check for Preview" asks the host for its preview, and stays.
 */
const publishedEntryCheck = `${named('ToolbarContainer')}:not(:has(${named('StatusButton')})) ${named('PreviewButtonContainer')}:has(${named('RefreshPreviewButton')})`;
const ROW = 56;

/**
 * Decap's "New Post" on its Workflow board, a menu of the collections new entries can be made
 * in: every form of the content model is a file (src/content/forms.ts), so it would open empty.
 */
const newEntryMenu = `${named('WorkflowTopRow')} > ${named('StyledWrapper')}`;

/** An entry with two of Decap's pane toggles (the eye and the notes of a draft): side by side. */
const twoToggles = `${named('EditorContainer')}:has(${named('ViewControls')} > :nth-child(2))`;

/**
 * The entry's buttons in a phone's second row: Save (on a draft hidden while there is nothing
 * to save, which the status under the form's name says), Status and Publish, whose menus open whole
 * below them (a row that scrolled sideways cut them to a sliver), and a draft's Delete as a
 * bin, its words kept for screen readers. Status takes two lines where "Wordt beoordeeld" needs
 * them: the row fits a 320 px phone.
 */
const entryButtons = `${named('ToolbarContainer')}${twoRows} ${named('ToolbarSubSectionFirst')}:not(${named('ToolbarSubSectionLast')})`;

/** A waste bin, drawn in the button's colour (a mask over it). */
const TRASH = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M9 3h6l1 2h4v2H4V5h4zM6 9h12l-1 12H7z"/></svg>')}`;

/** A toolbar of two rows on a phone (the eye, laid over it, in the first). */
const twoRowToolbar = `
  ${named('EditorContainer')}${twoRows} { padding-top: ${2 * ROW}px !important; }
  ${named('EditorContainer')}${twoRows} ${named('ViewControls')} { top: ${8 - 2 * ROW}px !important; }
  ${named('ToolbarContainer')}${twoRows} { height: ${2 * ROW}px !important; flex-wrap: wrap; }
  ${named('ToolbarContainer')}${twoRows} > ${named('ToolbarSectionMain')},
  ${named('ToolbarContainer')}${twoRows} ${named('ToolbarSubSectionLast')} { display: contents; }
  ${named('ToolbarContainer')}${twoRows} > * { height: ${ROW}px; }
  ${named('ToolbarContainer')}${twoRows} > ${named('ToolbarSectionBackLink')} { order: 1; flex: 1 1 0; }
  ${named('ToolbarContainer')}${twoRows} ${named('PreviewButtonContainer')} { order: 2; display: flex !important; margin: 0 64px 0 0.25rem; flex: 0 1 min-content; line-height: 1.2; font-size: 12px; }
  ${twoToggles} ${named('ToolbarContainer')}${twoRows} ${named('PreviewButtonContainer')} { margin-right: 102px; }
  ${named('ToolbarContainer')}${twoRows} > ${named('ToolbarSectionMeta')} { order: 3; }
  ${entryButtons} { order: 4; flex: 1 0 100%; height: ${ROW}px; min-width: 0; gap: 6px; padding: 0 6px; border-top: 1px solid #eff0f4; }
  ${entryButtons} > * { flex: 0 0 auto; margin: 0 !important; }
  ${entryButtons} > :has(${named('StatusButton')}) { flex: 0 1 auto; min-width: 0; }
  ${entryButtons} ${named('StatusButton')} { display: flex; align-items: center; height: auto; min-height: 36px; white-space: normal; line-height: 1.15; padding-left: 10px; }
  ${entryButtons} ${named('DropdownList')} { width: max-content !important; min-width: 100%; max-width: calc(100vw - 12px); }
  ${entryButtons}:has(${named('StatusButton')}) ${named('SaveButton')}:disabled { display: none; }
  ${entryButtons} ${named('DeleteButton')} { position: relative; flex: 0 0 40px; width: 40px; padding: 0; font-size: 0; }
  ${entryButtons} ${named('DeleteButton')}::before { content: ''; position: absolute; inset: 0; background: currentColor; mask: url("${TRASH}") center / 20px no-repeat; }
`;

export const editorLayoutStyles = `
button[title="Sync scrolling"] { display: none !important; }
${publishedEntryCheck} { display: none !important; }
${newEntryMenu} { display: none !important; }
${decapParts.formPane} { padding-bottom: calc(var(${OVER_FORM_HEIGHT}, 0px) + 1rem) !important; }
:has(> ${decapParts.formPane}) { scroll-padding-bottom: calc(var(${OVER_FORM_HEIGHT}, 0px) + 1rem); }
${named('ViewControls')} { top: -56px !important; right: 76px !important; z-index: 301 !important; display: flex; gap: 4px; }
${named('ViewControls')} > button { margin-bottom: 0 !important; }
${named('ToolbarSectionMain')} { padding-right: 60px !important; }
${twoToggles} ${named('ToolbarSectionMain')} { padding-right: 112px !important; }
@media ${NARROW} {
  ${named('EditorContainer')}, ${named('ToolbarContainer')} { min-width: 0 !important; }
  ${named('NotesContainer')} { box-sizing: border-box; padding-bottom: var(${OVER_FORM_HEIGHT}, 0px); }
  ${decapParts.workflowHeading} { white-space: normal !important; }
  ${named('AppHeaderContent')} { flex-direction: row !important; padding: 0 4px 0 0 !important; }
  ${named('AppHeaderContent')} > nav { flex: 1 1 auto; min-width: 0; }
  ${named('AppHeaderNavList')} { justify-content: space-between; }
  ${named('AppHeaderNavList')} > li { margin: 0 !important; }
  ${decapParts.headerTab} { padding-left: 4px !important; padding-right: 4px !important; margin: 0 !important; }
  ${named('AppHeaderActions')} { flex: 0 0 auto; width: auto !important; }
  ${named('ToolbarSectionBackLink')} { padding: 0 0.25rem 0 0.5rem !important; min-width: 0; flex-shrink: 1; overflow: hidden; }
  ${named('BackArrow')} { margin-right: 8px !important; }
  ${named('BackCollection')} { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  ${named('BackStatus')} { text-transform: none !important; font-size: 12px !important; line-height: 1.15; }
  ${named('ToolbarSectionMain')} ${named('buttonMargin')} { margin-left: 4px !important; margin-right: 4px !important; }
  ${named('PublishedButton')} { padding: 0 8px !important; }
  ${named('PreviewButtonContainer')} { display: none !important; }
  ${named('ToolbarSectionMain')} { padding-left: 0 !important; }
  ${decapParts.notices} { top: ${ROW}px !important; }
  ${pageWithTwoRows} ${decapParts.notices} { top: ${2 * ROW}px !important; }
  /* A menu opened from the toolbar (a draft's status, Publish) lies where a notice shows: the
     notice ("Saved as a draft", four seconds) gives way while the menu is open, so that a tap
     meant for Ready does not close the notice instead. */
  body:has(${named('ToolbarContainer')} ${named('DropdownList')}) ${decapParts.notices} { visibility: hidden; }
  ${named('AppHeaderLogo')} img { box-sizing: border-box; width: 72px; height: 56px; max-width: none !important; object-fit: cover !important; object-position: left center !important; }
  .SplitPane > .Pane1, .SplitPane > .Resizer { display: none !important; }
  .SplitPane > .Pane2 { width: 100% !important; flex: 1 1 100% !important; }
  /* The form's card above the list of forms, and no scroll anchoring on that page: a tap in
     the list takes the card away and draws the tapped form's above it, and the browser kept
     the tapped line in place, scrolling the new card out of sight under the header. */
  html:has(${named('CollectionContainer')}) { overflow-anchor: none; }
  ${named('CollectionContainer')} { display: flex; flex-direction: column; }
  ${named('CollectionMain')} { order: -1; }
  ${twoRowToolbar}
}
@media (max-width: 360px) {
  ${decapParts.workflowHeading} { font-size: 14px !important; }
  ${named('ToolbarContainer')}${twoRows} > ${named('ToolbarSectionMeta')} { padding: 0 4px !important; }
  ${named('ToolbarContainer')}${twoRows} ${named('SettingsWrapper')} { margin: 0 !important; padding: 0 !important; }
  ${named('ToolbarContainer')}${twoRows} ${named('PreviewButtonContainer')} { font-size: 11px; margin-left: 0 !important; }
  ${named('ToolbarContainer')}${twoRows} ${named('PreviewButtonContainer')} svg { display: none; }
  ${named('ViewControls')} { right: 58px !important; top: -52px !important; }
  ${named('ViewControls')} > button { width: 34px !important; height: 34px !important; }
  ${twoToggles} ${named('ToolbarContainer')}${twoRows} ${named('PreviewButtonContainer')} { margin-right: 74px !important; }
  ${named('ToolbarSectionBackLink')} { padding-left: 2px !important; }
  ${named('BackArrow')} { margin-right: 4px !important; }
  ${named('BackCollection')} { font-size: 14px !important; }
  ${named('BackStatus')} { font-size: 11px !important; }
  ${named('PublishedButton')} { padding: 0 6px !important; font-size: 13px !important; }
  /* Room for the one smaller eye laid over the row's end (a draft's two toggles keep theirs). */
  ${named('ToolbarSectionMain')} { padding-right: 38px !important; }
}
`;

/**
 * A draft's "Check for Preview" where the host builds no previews of drafts (the local editor,
 * a host beside nginx): Decap asks the content API, which has none to give, and offers the
 * button again for ever. (Decap's `show_preview_links: false` would take a published entry's
 * link to its live page away too.)
 */
const draftPreviewCheck = `:root ${named('ToolbarContainer')} ${named('PreviewButtonContainer')}:has(${named('RefreshPreviewButton')})`;

/** Takes a draft's "Check for Preview" away: the site builds no previews of drafts. */
export function withoutDraftPreviews() {
  const style = document.createElement('style');
  style.textContent = `${draftPreviewCheck} { display: none !important; }`;
  document.head.append(style);
}

export function layOutEditor() {
  localStorage.setItem(decapSettings.scrollSync, 'false');
  if (matchMedia(NARROW).matches) {
    localStorage.setItem(decapSettings.rightPane, 'none');
    localStorage.setItem(PREVIEW_OFF_FOR_NARROW, 'true');
  } else if (localStorage.getItem(PREVIEW_OFF_FOR_NARROW)) {
    localStorage.removeItem(PREVIEW_OFF_FOR_NARROW);
    if (localStorage.getItem(decapSettings.rightPane) === 'none')
      localStorage.removeItem(decapSettings.rightPane);
  }
  const style = document.createElement('style');
  style.textContent = editorLayoutStyles;
  document.head.append(style);
}
