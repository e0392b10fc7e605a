// Decap's local backups of the typing.
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
 * typing by its backups (../publishing/follow-typing.ts). Test: "a refusal names each field … and the
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
 * person's changes on top (../publishing/since-loaded-notices.ts) opens as a change ready to publish (a form
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
