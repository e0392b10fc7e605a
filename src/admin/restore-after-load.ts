// Decap keeps what is typed in a local backup (IndexedDB, through localforage) and, when an
// entry opens again, offers it: "A local backup was recovered for this entry, would you like
// to use it?". It reads that backup and loads the entry at the same time (decap-cms-core,
// Editor.js componentDidMount), and the backup, a local read, nearly always arrives first:
// OK restores the typing into the form, and then the entry arrives from the backend and
// replaces the form with the stored file, so the typing is lost (decap-cms issues #5470,
// #6989, open). Here the backup's read is held until the entry's form is on screen, so the
// question comes after the entry has loaded and OK restores for good.
//
// The hold works on what localforage asks of IndexedDB: a read of a key starting with
// "backup." answers through a stand-in request that makes the real read once the form is
// shown. localforage reads a value with `store.get(key)` and its `onsuccess`/`onerror` and
// `result`/`error`, which the stand-in has. If a new Decap read its backups another way,
// nothing would be held and the browser test that types, reloads and restores
// (e2e/tests/editor.spec.ts) fails.

/** Decap's backups: `backup.<collection>.<entry>` (decap-cms-core, backend.ts). */
const isBackupKey = (key: unknown) => typeof key === 'string' && key.startsWith('backup.');

/**
 * The entry's form is shown: Decap draws its editing pane only once the entry has loaded
 * (a "Loading entry..." spinner until then). Its styled components carry their names.
 */
const formShown = () => document.querySelector('[class*="ControlPaneContainer"]') !== null;

/** The part of an IDBRequest localforage uses, answered later. */
class HeldRead {
  onsuccess: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  result: unknown = undefined;
  error: DOMException | null = null;

  settle(request: IDBRequest) {
    request.onsuccess = (event) => {
      this.result = request.result;
      this.onsuccess?.(event);
    };
    request.onerror = (event) => {
      this.error = request.error;
      this.onerror?.(event);
    };
  }
}

export function restoreBackupsAfterLoad() {
  const read = IDBObjectStore.prototype.get;
  const held: Array<() => void> = [];
  let watching: MutationObserver | undefined;

  const releaseWhenShown = () => {
    if (!formShown()) return;
    watching?.disconnect();
    watching = undefined;
    held.splice(0).forEach((release) => release());
  };

  IDBObjectStore.prototype.get = function get(this: IDBObjectStore, key: IDBValidKey) {
    if (!isBackupKey(key) || formShown()) return read.call(this, key);
    // The read's own transaction ends while it waits: the real read gets a new one.
    const { db } = this.transaction;
    const store = this.name;
    const stand = new HeldRead();
    held.push(() => stand.settle(read.call(db.transaction(store).objectStore(store), key)));
    watching ??= new MutationObserver(releaseWhenShown);
    watching.observe(document.body, { childList: true, subtree: true });
    return stand as unknown as IDBRequest;
  };
}
