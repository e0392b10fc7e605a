// Moving from one entry straight to another by address (typed, pasted, a bookmark) or with
// Back and Forward leaves Decap's editor showing the new entry's form empty, marked "Changes
// saved": its editor stays mounted when only the entry in the address changes, and loads an
// entry only when it mounts (decap-cms-core, Editor.js; decap-cms issue #4147). Publishing
// that empty form would overwrite the file. So such a move loads the editor afresh at the
// new address. This listener runs before Decap's router hears of the move (it is registered
// before Decap starts), so Decap never shows the stale form. With unsaved changes the
// browser asks first, through Decap's own "leave this page?" handler.

/** `#/collections/company/entries/company` → `company/company`; other addresses: undefined. */
export function entryOf(url: string): string | undefined {
  const match = /#\/collections\/([^/?]+)\/entries\/([^?]+)/.exec(url);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

export function loadEachEntryAfresh() {
  window.addEventListener('hashchange', (event) => {
    const [from, to] = [entryOf(event.oldURL), entryOf(event.newURL)];
    if (!from || !to || from === to) return;
    event.stopImmediatePropagation();
    window.location.reload();
  });
}
