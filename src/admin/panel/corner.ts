// The editor's own boxes over the bottom-left corner of Decap's screen (a draft's time to go
// live, the translations to check), stacked in one column so that they never lie over each
// other; the content check's panel keeps the bottom-right (./report-panel.ts). The form makes
// room below its last field for them (../decap/layout.ts). They are one block, and on a phone
// one row of CORNER_ROW px across the screen's foot, the boxes' headings side by side (the row
// scrolls sideways where they do not fit, its end fading while more lies beyond): stacked, they
// took a quarter of the screen. A box opened there lies over the form, above the row, one at a
// time.
// Each box is made here (`cornerBox`: a heading that folds it), with its parts (`button`,
// `statusLine`), so that every box looks and answers alike.
import { OVER_FORM_HEIGHT } from '../decap/layout';

export const CORNER_ID = 'editor-corner';
/** A button that reads as a link (it leads somewhere), and one that does something. */
export const LINK = 'editor-link';
export const ACTION = 'editor-action';
const STATUS = 'editor-status';
/** What a box holds below its heading: on a phone, opened over the form above the corner's row. */
const BODY = 'editor-box-body';
/** The height of the corner's one row on a phone. */
const CORNER_ROW = 48;
/** On the corner while its row goes on beyond the screen's right edge. */
export const MORE_BEYOND = 'data-more-beyond';

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
#${CORNER_ID} summary { cursor: pointer; }
#${CORNER_ID} .${BODY} > :first-child { margin-top: 0.4rem; }
#${CORNER_ID} h2 { display: inline; margin: 0; font-size: 1rem; }
#${CORNER_ID} p { margin: 0.4rem 0 0; }
button.${LINK}, button.${ACTION} { font: inherit; cursor: pointer; color: #0b57d0; }
button.${LINK} {
  padding: 0; border: 0; background: none; text-align: start; text-decoration: underline;
}
button.${ACTION} {
  margin-top: 0.4rem; padding: 0.3rem 0.7rem; border: 1px solid currentColor; border-radius: 4px;
  background: #fff; font-weight: 600;
}
.${STATUS}:empty { display: none; }
@media not ${OPEN_BESIDE_FORM} {
  #${CORNER_ID} {
    left: 0; right: 0; bottom: 0; max-width: none; max-height: none; height: ${CORNER_ROW}px;
    box-sizing: border-box; border-radius: 0; flex-direction: row; overflow-x: auto;
    overflow-y: hidden; box-shadow: 0 -2px 12px rgb(0 0 0 / 20%);
  }
  #${CORNER_ID} > * {
    flex: 0 0 auto; padding-block: 0 !important; line-height: ${CORNER_ROW}px; white-space: nowrap;
    border-left-width: 4px;
  }
  /* A cut heading would read as the whole: the row's end fades while more lies beyond it
     (after every box, whatever their order). */
  #${CORNER_ID}[${MORE_BEYOND}]::after {
    content: ''; position: sticky; right: 0; order: 999; flex: 0 0 2.5rem; margin-left: -2.5rem;
    background: linear-gradient(to right, rgb(255 255 255 / 0), #fff 85%); pointer-events: none;
  }
  #${CORNER_ID} .${BODY} {
    line-height: 1.45; position: fixed; left: 0; right: 0; bottom: ${CORNER_ROW}px; max-height: calc(100vh - ${CORNER_ROW}px - 7rem);
    overflow: auto; box-sizing: border-box; padding: 0.5rem 0.75rem 0.75rem; white-space: normal;
    background: #fff; border-left: 6px solid #0b57d0; box-shadow: 0 -4px 16px rgb(0 0 0 / 20%);
  }
}
`;

/** The styles of the corner and of its boxes' parts (buttons, status lines), once. */
function ensureStyles() {
  if (document.getElementById(`${CORNER_ID}-styles`)) return;
  const style = document.createElement('style');
  style.id = `${CORNER_ID}-styles`;
  style.textContent = styles;
  document.head.append(style);
}

/** Watches the corner and each box in it: a box that grows can push the row past the screen. */
let boxSizes: ResizeObserver | undefined;

/** The corner's column, made on first use; a box goes in with `append`, `order` sets its place. */
export function corner(): HTMLElement {
  const shown = document.getElementById(CORNER_ID);
  if (shown) return shown;
  ensureStyles();
  const column = document.createElement('div');
  column.id = CORNER_ID;
  document.body.append(column);
  // The form makes room below its last field for the column, however tall it grows; the row
  // says whether it goes on beyond the screen as it, or a box in it, changes size, and as it
  // scrolls.
  const sayMoreBeyond = () =>
    column.toggleAttribute(
      MORE_BEYOND,
      column.scrollLeft + column.clientWidth < column.scrollWidth - 1,
    );
  boxSizes = new ResizeObserver(() => {
    document.documentElement.style.setProperty(OVER_FORM_HEIGHT, `${column.offsetHeight}px`);
    sayMoreBeyond();
  });
  boxSizes.observe(column);
  column.addEventListener('scroll', sayMoreBeyond, { passive: true });
  return column;
}

/** An element of a box, with its text. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  return made;
}

/** A button of the editor's own, in the corner or beside a field: a LINK or an ACTION. */
export function button(text: string, kind: typeof LINK | typeof ACTION): HTMLButtonElement {
  ensureStyles();
  const made = element('button', text);
  made.type = 'button';
  made.className = kind;
  return made;
}

/** Where a box says what came of an action: read out as it changes, hidden while empty. */
export function statusLine(): HTMLParagraphElement {
  ensureStyles();
  const said = element('p');
  said.className = STATUS;
  said.setAttribute('role', 'status');
  return said;
}

/** Whether the box `id` is open now; undefined where it is not shown. */
export function shownOpen(id: string): boolean | undefined {
  const fold = document.getElementById(id)?.firstElementChild;
  return fold instanceof HTMLDetailsElement ? fold.open : undefined;
}

/**
 * A box of the corner, in place of the one shown under its `id`: a section named by its
 * heading, folded in a details element whose summary is that heading, open as `open` says;
 * what it says goes in `body`. `order` is its place in the column.
 */
export function cornerBox(
  id: string,
  heading: string,
  { order, open }: { order: number; open: boolean },
): { section: HTMLElement; fold: HTMLDetailsElement; summary: HTMLElement; body: HTMLElement } {
  const shown = document.getElementById(id);
  if (shown) boxSizes?.unobserve(shown);
  shown?.remove();
  const section = element('section');
  section.id = id;
  section.style.order = String(order);
  section.setAttribute('aria-labelledby', `${id}-title`);
  const fold = element('details');
  fold.open = open;
  const summary = element('summary');
  const title = element('h2', heading);
  title.id = `${id}-title`;
  summary.append(title);
  const body = element('div');
  body.className = BODY;
  fold.append(summary, body);
  section.append(fold);
  // On a phone one box opens at a time, over the form: two open would lie over each other.
  fold.addEventListener('toggle', () => {
    if (!fold.open || (window.matchMedia?.(OPEN_BESIDE_FORM).matches ?? true)) return;
    for (const box of corner().children) {
      const other = box.firstElementChild;
      if (other instanceof HTMLDetailsElement && other !== fold) other.open = false;
    }
  });
  corner().append(section);
  boxSizes?.observe(section);
  return { section, fold, summary, body };
}
