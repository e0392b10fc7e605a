// A form's place kept across a save: where it was scrolled to, and which entries of its lists
// were unfolded. After a draft is saved Decap loads the entry again ("Loading entry…") and
// draws the form anew, every entry folded and scrolled to its top: a person who had opened a
// service halfway down the list found it closed and the page at its start. The place is noted
// as a save is sent (../publishing/checked-backend.ts), and given back once the same form is
// drawn again after its reload; a form that is not reloaded keeps its place by itself.
// Test: "on a phone, by touch, in Dutch…" in e2e/tests/sign-in-phone.spec.ts.
import { decapParts } from './parts';
import { formPane, onPageDrawn } from './form-dom';

interface Place {
  address: string;
  /** The form's scrolling pane's offset, and the page's. */
  scroll: number;
  pageScroll: number;
  /** The places (indexes) of its lists' unfolded entries, outermost lists only. */
  unfolded: number[];
  /** The form has gone (Decap loading the entry again): the next one drawn gets the place. */
  reloading: boolean;
}

/** How long after a save a reload's form is still given the place. */
const WITHIN_MS = 20_000;

let kept: Place | undefined;
let stop: (() => void) | undefined;

/** A list entry's content: hidden while the entry is folded. */
const folded = (entry: Element) => {
  const content = entry.lastElementChild;
  return !content || getComputedStyle(content).display === 'none';
};

/** The form's outermost list entries, in their order. */
const outerEntries = (pane: Element) =>
  [...pane.querySelectorAll<HTMLElement>(decapParts.listEntry)].filter(
    (entry) => !entry.parentElement?.closest(decapParts.listEntry),
  );

/** Notes the form's place as a save is sent; given back if the form is drawn anew after it. */
export function keepFormPlace() {
  const pane = formPane();
  stop?.();
  kept = undefined;
  if (!pane) return;
  kept = {
    address: window.location.hash,
    scroll: pane.parentElement?.scrollTop ?? 0,
    pageScroll: window.scrollY,
    unfolded: outerEntries(pane).flatMap((entry, at) => (folded(entry) ? [] : [at])),
    reloading: false,
  };
  const place = kept;
  const done = () => {
    stop?.();
    stop = undefined;
    if (kept === place) kept = undefined;
  };
  const timer = setTimeout(done, WITHIN_MS);
  stop = onPageDrawn(() => {
    if (window.location.hash !== place.address) return done();
    const now = formPane();
    if (!now) return void (place.reloading = true);
    const entries = outerEntries(now);
    if (!place.reloading || (place.unfolded.length && entries.length === 0)) return;
    clearTimeout(timer);
    done();
    for (const at of place.unfolded)
      if (entries[at] && folded(entries[at])) entries[at].querySelector('button')?.click();
    // Unfolded, the entries have their height again: then the scroll.
    requestAnimationFrame(() => {
      if (now.parentElement) now.parentElement.scrollTop = place.scroll;
      window.scrollTo(0, place.pageScroll);
    });
  });
}
