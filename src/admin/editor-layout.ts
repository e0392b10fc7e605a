// Decap's editor laid out for this site's editors, on a laptop, a tablet or a phone, by its
// own settings and styles over its components (named in their classes):
// - The preview follows the entry being edited (./preview/register.ts), so Decap's scroll
//   sync, which matches the form's and the page's scroll by proportion and so lands on
//   another entry, is off and its button hidden. Decap's remaining button (the eye), which
//   it lays over the preview's top-right corner, where the page's language switch is, sits
//   in Decap's toolbar instead, beside the account button.
// - Below 800 px Decap would keep its 800 px width, the preview and Publish off-screen. There
//   the editor takes the screen's width and shows one pane at a time: the form, or, behind
//   the eye, the preview in its place. The phone starts on the form.
// The browser test of the editor at 390 and 820 px (e2e/tests/editor.spec.ts) fails if a new
// Decap lays itself out otherwise.

/**
 * Decap's own settings (decap-cms-core 3.19, EditorInterface.js), read when an entry opens:
 * the pane beside the form (`none` hides it) and scroll sync.
 */
const RIGHT_PANE = 'cms.right-pane';
const SCROLL_SYNC = 'cms.scroll-sync-enabled';

export const NARROW = '(max-width: 799px)';

const styles = `
button[title="Sync scrolling"] { display: none !important; }
[class*="ViewControls"] { top: -56px !important; right: 76px !important; z-index: 301 !important; }
[class*="ToolbarSectionMain"] { padding-right: 60px !important; }
@media ${NARROW} {
  [class*="EditorContainer"], [class*="ToolbarContainer"] { min-width: 0 !important; }
  [class*="ToolbarSectionBackLink"] { padding: 0 0.5rem !important; min-width: 0; flex-shrink: 1; }
  [class*="BackCollection"] { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  [class*="ToolbarSectionMain"] { padding-left: 0.25rem !important; }
  .SplitPane > .Pane1, .SplitPane > .Resizer { display: none !important; }
  .SplitPane > .Pane2 { width: 100% !important; flex: 1 1 100% !important; }
}
`;

export function layOutEditor() {
  localStorage.setItem(SCROLL_SYNC, 'false');
  if (matchMedia(NARROW).matches) localStorage.setItem(RIGHT_PANE, 'none');
  const style = document.createElement('style');
  style.textContent = styles;
  document.head.append(style);
}
