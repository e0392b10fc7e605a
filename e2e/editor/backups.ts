// Decap's local backup of an entry's typing, as it keeps it: IndexedDB through localforage
// (database `localforage`, store `keyvaluepairs`, key `backup.<collection>.<entry>`; see
// src/admin/decap/backups.ts).
import type { Page } from '@playwright/test';

/** The text of the backup Decap keeps for `collection`'s entry `entry`, or null. */
export const storedBackup = (page: Page, collection: string, entry: string) =>
  page.evaluate(
    (key) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('localforage');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyvaluepairs')) return resolve(null);
          const read = db.transaction('keyvaluepairs').objectStore('keyvaluepairs').get(key);
          read.onsuccess = () =>
            resolve((read.result as { raw?: string } | undefined)?.raw ?? null);
          read.onerror = () => reject(read.error);
        };
      }),
    `backup.${collection}.${entry}`,
  );
