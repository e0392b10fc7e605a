// What Decap keeps of the typing: two seconds after a change, it writes the whole entry, as
// the file's text, to its local backup (IndexedDB through localforage, key
// `backup.<collection>.<entry>`, value `{ raw, path, mediaFiles }`; decap-cms-core,
// backend.ts persistLocalDraftBackup). Decap tells nothing else of the form's values from
// outside, so this is how the content check follows the typing (./checked-backend.ts).
// localforage writes with `store.put(value, key)`; if a new Decap wrote its backups another
// way, nothing would be heard, and the browser test in which a fix clears the panel of
// problems (e2e/tests/editor.spec.ts) fails.

/** An entry's backup: its file's text as it would be saved, and the pictures chosen for it. */
export interface Backup {
  raw: string;
  path: string;
  mediaFiles: Array<{ path: string; file?: Blob }>;
}

const isBackup = (key: unknown, value: unknown): value is Backup =>
  typeof key === 'string' &&
  key.startsWith('backup.') &&
  typeof (value as Backup | null)?.raw === 'string' &&
  typeof (value as Backup).path === 'string';

/** Calls `listener` with every backup Decap writes, after it is handed to IndexedDB. */
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
