// Everything the editor needs of Decap CMS beyond its documented API (CMS.registerBackend,
// registerCustomFormat, registerPreviewTemplate, registerWidget, its configuration). Nothing
// else in the editor, its tests or its tools reaches into Decap: they import from here.
// Each entry says what it works around, the upstream issue, and the browser test in
// e2e/tests/editor.spec.ts that fails when a new Decap changes under it (decap-cms-core
// 3.19.1). Bugs of Decap's own are fixed in its modules instead, by the patches in patches/
// (each with its issue): the local backup offered before the entry had loaded, which then
// replaced the restored typing (#5470, #6989), and the empty form after a move from one entry
// to another (#4147).

// --- Decap's parts on screen --------------------------------------------------------------
// Decap's styled components carry their names in their class names (emotion's labels) and
// nothing else marks them: no stable class, id or data attribute for a form's pane, a list's
// entries, a field's container or the toolbar's status (decap-cms #1959, closed unanswered).
// Tests: "a refusal names each field as the form does; a click opens and focuses it…" (the
// pane, entries, containers), "the preview scrolls to the entry being edited…" (the field
// being edited), "lists speak plainly…" (entry summaries), "a refusal … the panel follows the
// fixing until it clears" (the toolbar's "Changes saved").
const named = (component: string) => `[class*="${component}"]`;

export const decapParts = {
  /** The form's pane (the preview's pane has the name in its classes too). */
  formPane: `${named('ControlPaneContainer')}:not(${named('PreviewPaneContainer')})`,
  /** One entry of a list widget, drawn whole even when folded (the fold hides its last part). */
  listEntry: named('SortableListItem'),
  /** The box around one field: its label, its control, its errors. */
  fieldContainer: named('ControlContainer'),
  /** The summary line of a list entry, in its bar. */
  entrySummary: named('NestedObjectLabel'),
  /** The toolbar's "Changes saved": the form is the stored file. */
  unchangedStatus: named('BackStatusUnchanged'),
  /** The button under the person's picture that opens "Log Out" (test: "staff sign in through
   *  Cloudflare Access…" in e2e/tests/sign-in.spec.ts, which signs out through it). */
  accountMenu: named('AvatarDropdownButton'),
} as const;

// --- The editor on a tablet and a phone ---------------------------------------------------
// Below 800 px Decap keeps its 800 px width, the preview and Publish off-screen (decap-cms
// #441, open; its editor has no narrow layout in 3.16). There the editor takes the screen's
// width and shows one pane at a time, its toolbar without the deploy preview's link, so the
// form's name stays readable beside Publish. Decap's eye, laid over the preview's top-right corner
// where the page's language switch is, sits in its toolbar instead, and its scroll sync
// button is hidden (the preview follows the entry being edited, ./preview/register.ts).
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
  .SplitPane > .Pane1, .SplitPane > .Resizer { display: none !important; }
  .SplitPane > .Pane2 { width: 100% !important; flex: 1 1 100% !important; }
}
`;

// --- Decap's local backups of the typing --------------------------------------------------
// Two seconds after a change, Decap writes the whole entry, as its file's text, to a local
// backup: IndexedDB through localforage, key `backup.<collection>.<entry>`, value
// `{ raw, path, mediaFiles }` (decap-cms-core backend.ts, persistLocalDraftBackup). localforage
// reads with `store.get(key)` and writes with `store.put(value, key)`.

/** An entry's backup: its file's text as it would be saved, and the pictures chosen for it. */
export interface Backup {
  raw: string;
  path: string;
  mediaFiles: Array<{ path: string; file?: Blob }>;
}

const isBackupKey = (key: unknown): key is string =>
  typeof key === 'string' && key.startsWith('backup.');

const isBackup = (key: unknown, value: unknown): value is Backup =>
  isBackupKey(key) &&
  typeof (value as Backup | null)?.raw === 'string' &&
  typeof (value as Backup).path === 'string';

/**
 * Calls `listener` with every backup Decap writes. Decap tells nothing else of the form's
 * values from outside: its events are about saving and publishing (decap-cms #1348 added
 * them; there is no event for a change in the form in 3.16), so the content check follows the
 * typing by its backups (./follow-typing.ts). Test: "a refusal names each field … and the
 * panel follows the fixing until it clears" (the panel clears only if a backup is heard).
 */
export function onBackupWritten(listener: (backup: Backup) => void) {
  const write = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function put(
    this: IDBObjectStore,
    value: unknown,
    key?: IDBValidKey,
  ) {
    const request = write.call(this, value, key);
    if (isBackup(key, value)) listener(value);
    return request;
  };
}

/**
 * Puts `raw` in the place of the form's local backup, which Decap then offers when the form
 * opens, as it offers any typing recovered after a reload: the file as it is now with this
 * person's changes on top (./meanwhile-panel.ts) opens as a change ready to publish (a form
 * loaded with other values than the stored ones would count as unchanged, and offer no
 * Publish). Decap keeps its backups in localForage's default store (IndexedDB database
 * `localforage`, store `keyvaluepairs`) under `backup.<collection>.<slug>`, as `{ raw, path,
 * mediaFiles }` (decap-cms-core, backend.ts, persistLocalDraftBackup); the backup's pictures
 * stay. Not part of Decap's public API (decap-cms #1348 asks for hooks of this kind). Test:
 * "two editors change the same value: …" (Decap offers the proposal, and it publishes).
 */
export function offerAsBackup(
  collection: string,
  slug: string,
  path: string,
  raw: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('localforage');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains('keyvaluepairs')) {
        database.close();
        return reject(new Error('Decap keeps no local backups here'));
      }
      const transaction = database.transaction('keyvaluepairs', 'readwrite');
      const store = transaction.objectStore('keyvaluepairs');
      const key = `backup.${collection}.${slug}`;
      const reading = store.get(key);
      reading.onsuccess = () => {
        const backup = (reading.result ?? { path, mediaFiles: [] }) as Backup;
        store.put({ ...backup, raw }, key);
      };
      transaction.oncomplete = () => {
        database.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

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
