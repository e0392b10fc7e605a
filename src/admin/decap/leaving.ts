// Leaving the editor's page without the browser's question, where nothing is lost.

/** Decap's `beforeunload` listeners, noted as they are added (noteLeaveBlockers). */
const leaveBlockers = new Set<EventListenerOrEventListenerObject>();

/**
 * Notes the page's `beforeunload` listeners as they are added, so that allowLeaving can take
 * them off. Decap's editor asks the browser's "Leave site? Changes you made may not be saved"
 * while a form holds typing not yet published (decap-cms-core, Editor.js, `exitBlocker`),
 * and cannot be told that the typing is carried to the next load; nor can a listener of ours
 * run before it (Chromium calls a window's listeners in the order they were added, capture or
 * not). Called at the editor's start, before Decap's. Test: "two editors change the same
 * value: …" (loading the proposal asks nothing).
 */
export function noteLeaveBlockers() {
  const add = window.addEventListener;
  window.addEventListener = function addEventListener(
    this: Window,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type === 'beforeunload' && listener) leaveBlockers.add(listener);
    return add.call(this, type, listener!, options);
  } as typeof window.addEventListener;
}

/** The page may be left without the browser's question: what it would protect is kept. */
export function allowLeaving() {
  for (const listener of leaveBlockers) window.removeEventListener('beforeunload', listener);
}
