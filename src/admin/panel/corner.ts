// The editor's own boxes over the bottom-left corner of Decap's screen (a draft's time to go
// live, the translations to check), stacked in one column so that they never lie over each
// other; the content check's panel keeps the bottom-right (./report-panel.ts). The form makes
// room below its last field for them (../decap/layout.ts). They are one block, and on a phone
// one bar across the screen's foot, the form scrolling under it: boxes a text's width, each
// with a gap around it, left the form's words showing in pieces between and beside them.
import { OVER_FORM_HEIGHT } from '../decap/layout';

const CORNER_ID = 'editor-corner';

/** A screen wide enough to show a corner's box open beside the form; narrower, it starts folded. */
export const OPEN_BESIDE_FORM = '(min-width: 48rem)';

const styles = `
#${CORNER_ID} {
  position: fixed; left: 1rem; bottom: 1rem; z-index: 999; display: flex;
  flex-direction: column; gap: 1px; max-width: min(26rem, calc(100vw - 2rem));
  max-height: calc(100vh - 5rem); overflow: auto; border-radius: 6px;
  background: #e0e0e6; box-shadow: 0 4px 24px rgb(0 0 0 / 25%);
}
#${CORNER_ID} > * {
  padding: 0.75rem 1rem; font: 15px/1.45 system-ui, sans-serif;
  color: #1c1b1f; background: #fff; border-left: 6px solid #0b57d0;
}
#${CORNER_ID}:empty { display: none; }
@media not ${OPEN_BESIDE_FORM} {
  #${CORNER_ID} {
    left: 0; right: 0; bottom: 0; max-width: none; border-radius: 0;
    box-shadow: 0 -2px 12px rgb(0 0 0 / 20%); max-height: calc(100vh - 7rem);
  }
  #${CORNER_ID} > * { padding: 0.5rem 0.75rem; }
}
`;

/** The corner's column, made on first use; a box goes in with `append`, `order` sets its place. */
export function corner(): HTMLElement {
  const shown = document.getElementById(CORNER_ID);
  if (shown) return shown;
  const style = document.createElement('style');
  style.id = `${CORNER_ID}-styles`;
  style.textContent = styles;
  document.head.append(style);
  const column = document.createElement('div');
  column.id = CORNER_ID;
  document.body.append(column);
  // The form makes room below its last field for the column, however tall it grows.
  new ResizeObserver(() =>
    document.documentElement.style.setProperty(OVER_FORM_HEIGHT, `${column.offsetHeight}px`),
  ).observe(column);
  return column;
}
