// Decap's editor laid out for this site's editors, on a laptop, a tablet or a phone: its
// scroll sync off (the preview follows the entry being edited instead, ../preview/register.ts),
// and below 800 px the screen's width for one pane at a time, the form first. The styles over
// Decap's components, and why: below.
import { named } from './parts';

// The editor on a tablet and a phone.
// Below 800 px Decap keeps its 800 px width, the preview and Publish off-screen (decap-cms
// #441, open; its editor has no narrow layout in 3.16). There the editor takes the screen's
// width and shows one pane at a time, its toolbar without the deploy preview's link, so the
// form's name stays readable beside Publish. The header's logo shows its mark only, without
// the company's name, so that Contents and Media stay on screen. Decap's eye, laid over the preview's top-right corner
// where the page's language switch is, sits in its toolbar instead, and its scroll sync
// button is hidden (the preview follows the entry being edited, ../preview/register.ts).
// Tests: "at 390 px the editor fits the screen…", "at 820 px the editor fits the screen…",
// "the preview scrolls to the entry being edited, and nothing of the editor covers the page".

/** Decap's own settings, read when an entry opens (decap-cms-core EditorInterface.js). */
export const decapSettings = { rightPane: 'cms.right-pane', scrollSync: 'cms.scroll-sync-enabled' };

export const NARROW = '(max-width: 799px)';

export const editorLayoutStyles = `
button[title="Sync scrolling"] { display: none !important; }
${named('ViewControls')} { top: -56px !important; right: 76px !important; z-index: 301 !important; }
${named('ToolbarSectionMain')} { padding-right: 60px !important; }
@media ${NARROW} {
  ${named('EditorContainer')}, ${named('ToolbarContainer')} { min-width: 0 !important; }
  ${named('ToolbarSectionBackLink')} { padding: 0 0.5rem !important; min-width: 0; flex-shrink: 1; overflow: hidden; }
  ${named('BackCollection')} { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  ${named('PreviewButtonContainer')} { display: none !important; }
  ${named('ToolbarSectionMain')} { padding-left: 0.25rem !important; }
  ${named('AppHeaderLogo')} img { box-sizing: border-box; width: 72px; height: 56px; max-width: none !important; object-fit: cover !important; object-position: left center !important; }
  .SplitPane > .Pane1, .SplitPane > .Resizer { display: none !important; }
  .SplitPane > .Pane2 { width: 100% !important; flex: 1 1 100% !important; }
}
`;

export function layOutEditor() {
  localStorage.setItem(decapSettings.scrollSync, 'false');
  if (matchMedia(NARROW).matches) localStorage.setItem(decapSettings.rightPane, 'none');
  const style = document.createElement('style');
  style.textContent = editorLayoutStyles;
  document.head.append(style);
}
