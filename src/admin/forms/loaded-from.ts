// What each form was loaded from, for the merge with what changed meanwhile (../publishing/merge-since-loaded.ts).
// A form carries its file's text from loading to saving (the hidden SOURCE_FIELD of
// ./formats.ts); the formats note here, for each text they write, the text it was written
// over. A source that no longer stands for the stored file gets its own base: after this
// person's own Publish, the text that Publish wrote; in a form loaded with their changes on
// top of a newer file (a proposal), that newer file. A form restored from Decap's local backup
// after a reload carries the backup's text as its source; what that backup was written over
// is kept in the browser's storage, beside it, when Decap writes it. Browser and Node alike.

/** Each text the formats wrote, and the source it was written over. */
const sourceOfWritten = new Map<string, string>();
/** A source, and the stored text it stands for when that is not itself. */
const baseOfSource = new Map<string, string>();

/** Decap writes a form's text for its backups too, every few seconds of typing: the newest few are enough. */
const KEPT = 50;

export function noteWrittenOver(text: string, source: string) {
  sourceOfWritten.delete(text);
  sourceOfWritten.set(text, source);
  if (sourceOfWritten.size > KEPT) sourceOfWritten.delete(sourceOfWritten.keys().next().value!);
}

/** The source of a text the formats wrote, if they wrote it. */
export const sourceOf = (text: string) => sourceOfWritten.get(text);

/** A short fingerprint of a text (FNV-1a), to know a backup's text again. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}-${(hash >>> 0).toString(36)}`;
}

const backupKey = (path: string) => `editor-backup-base:${path}`;
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Decap wrote `raw` as the backup of the form of `path`: keep what it stands on beside it. */
export function keepBackupBase(path: string, raw: string) {
  const source = sourceOfWritten.get(raw);
  if (source === undefined) return;
  const base = baseOfSource.get(source) ?? source;
  try {
    storage()?.setItem(backupKey(path), JSON.stringify({ backup: fingerprint(raw), base }));
  } catch {
    // A full storage loses only the merge of a restored backup: it is then written as today.
  }
}

/** The backup of `path` is gone with its Publish. */
export const forgetBackupBase = (path: string) => storage()?.removeItem(backupKey(path));

/**
 * The stored text the form of `path` was loaded from, for a text its format wrote; undefined
 * if unknown.
 */
export function baseOf(text: string, path: string): string | undefined {
  const source = sourceOfWritten.get(text);
  if (source === undefined) return undefined;
  const kept = JSON.parse(storage()?.getItem(backupKey(path)) ?? 'null') as {
    backup: string;
    base: string;
  } | null;
  if (kept && kept.backup === fingerprint(source)) return kept.base;
  return baseOfSource.get(source) ?? source;
}

/** From now on, a form loaded from `source` merges against the stored text `base`. */
export function setMergeBase(source: string, base: string) {
  baseOfSource.set(source, base);
}
