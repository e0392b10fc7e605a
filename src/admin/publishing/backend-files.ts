import type { ImageFile } from '../../content/images';
import { imageFile } from '../pictures/image-file';
import type { ContentSource } from '../../content/source';
import { around } from '../decap/backends';
import { say } from '../words/say';
import type { BackendImplementation, MediaFile } from '../decap/types';

/** What a save would change: new texts of files, new pictures, pictures deleted. */
export interface PendingChange {
  files?: ReadonlyMap<string, string>;
  images?: ReadonlyMap<string, Blob>;
  deleted?: ReadonlySet<string>;
}

const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

/**
 * The editor's backend did not answer at all: `fetch` fails with a TypeError whose message
 * each browser words its own way ("Failed to fetch", "NetworkError when attempting to fetch
 * resource.", "Load failed"). Trying again cannot help until the connection is back.
 */
/**
 * A lost connection, in words a person reads: Decap shows an error in its notices as text,
 * and an Error reads "Error: …" (../decap/app.ts gives its phrases the details alone).
 */
export class ConnectionLost extends Error {
  toString() {
    return this.message;
  }
}

const isConnectionFailure = (error: unknown) =>
  error instanceof TypeError && /fetch|network|load failed/i.test(error.message);

export const CONNECTION_LOST_MESSAGE = say({
  en: 'The editor has lost its connection to where it saves your work, so nothing was saved. What you typed is still here: publish again once the connection is back. On your own computer, the terminal running npm run cms was stopped or closed: run npm run cms again. On the website, you may be offline or signed out: check the connection, or sign in again in another tab.',
  nl: 'De editor heeft de verbinding verloren met de plek waar hij uw werk opslaat, dus er is niets opgeslagen. Wat u typte staat er nog: publiceer opnieuw zodra de verbinding terug is. Op uw eigen computer is de terminal met npm run cms gestopt of gesloten: start npm run cms opnieuw. Op de website bent u misschien offline of uitgelogd: controleer de verbinding, of log opnieuw in in een ander tabblad.',
});

/** The same, when the editor opens a form or the pictures: Decap shows it after "Not opened:". */
export const LOAD_LOST_MESSAGE = say({
  en: 'The editor cannot reach where your work is kept, so it could not open this. On your own computer, the terminal running npm run cms was stopped or closed: run npm run cms again, then reload this page. On the website, you may be offline or signed out: check the connection, then reload this page.',
  nl: 'De editor bereikt de plek waar uw werk bewaard wordt niet, dus hij kon dit niet openen. Op uw eigen computer is de terminal met npm run cms gestopt of gesloten: start npm run cms opnieuw en laad deze pagina dan opnieuw. Op de website bent u misschien offline of uitgelogd: controleer de verbinding en laad deze pagina dan opnieuw.',
});

/** The backend's reads, which Decap's loading calls: a lost connection is said in plain words. */
const reads = [
  'getEntry',
  'entriesByFiles',
  'entriesByFolder',
  'allEntriesByFolder',
  'getMedia',
  'getMediaFile',
] as const;

/** `backend` whose reads say a connection failure as LOAD_LOST_MESSAGE. */
export function withConnectionWords(backend: BackendImplementation): BackendImplementation {
  const methods = backend as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const worded = reads.flatMap((name) => {
    const read = methods[name];
    if (typeof read !== 'function') return [];
    const said = async (...args: unknown[]) => {
      try {
        return await read.apply(backend, args);
      } catch (error) {
        throw isConnectionFailure(error) ? new ConnectionLost(LOAD_LOST_MESSAGE) : error;
      }
    };
    return [[name, said] as const];
  });
  return around(backend, Object.fromEntries(worded));
}

function unreadable(file: string, error: unknown): Error {
  if (error instanceof ConnectionLost || isConnectionFailure(error))
    return new ConnectionLost(CONNECTION_LOST_MESSAGE);
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    say({
      en: `The editor could not read ${file} to check the content (${reason}). Nothing was saved: try again.`,
      nl: `De editor kon ${file} niet lezen om de inhoud te controleren (${reason}). Er is niets opgeslagen: probeer het opnieuw.`,
    }),
  );
}

/** Each picture's summary by its path and the backend's version of it (a content hash). */
const pictures = new Map<string, Promise<ImageFile>>();

/** The picture at `path` as the backend has it: read and decoded once per version, per sitting. */
function storedPicture(backend: BackendImplementation, listed: MediaFile): Promise<ImageFile> {
  const key = `${listed.path}@${listed.id ?? ''}`;
  if (!listed.id || !pictures.has(key)) {
    const summary = (async () => {
      // The local backend lists each picture with its bytes; a hosted one with its version.
      const blob = listed.file ?? (await backend.getMediaFile(listed.path)).file;
      if (!blob) throw new Error('the backend sent no file');
      return imageFile(blob);
    })();
    summary.catch(() => pictures.delete(key));
    if (!listed.id) return summary;
    pictures.set(key, summary);
  }
  return pictures.get(key)!;
}

/**
 * The content as the backend has it now, for one run of the content check: each folder is
 * asked for once (its files with their texts, or its pictures with their versions), and a
 * picture is decoded only when its version is new to this sitting. Over a hosted backend a
 * folder is one request for its list; Decap's backend fetches only the files whose version
 * it has not kept.
 */
export function storedFiles(backend: BackendImplementation): ContentSource {
  const folders = new Map<string, Promise<Map<string, string>>>();
  const textsIn = (folder: string, extension: string) => {
    const key = `${folder}/*.${extension}`;
    if (!folders.has(key))
      folders.set(
        key,
        backend.entriesByFolder(folder, extension, 1).then(
          (entries) => new Map(entries.map((entry) => [entry.file.path, entry.data])),
          (error) => {
            throw unreadable(`${folder}/`, error);
          },
        ),
      );
    return folders.get(key)!;
  };
  const listings = new Map<string, Promise<Map<string, MediaFile>>>();
  const mediaIn = (folder: string) => {
    if (!listings.has(folder))
      listings.set(
        folder,
        backend.getMedia(folder).then(
          (files) => new Map(files.map((file) => [file.path, file])),
          (error) => {
            throw unreadable(`${folder}/`, error);
          },
        ),
      );
    return listings.get(folder)!;
  };
  return {
    async readText(file) {
      const extension = file.slice(file.lastIndexOf('.') + 1);
      return (await textsIn(folderOf(file), extension)).get(file);
    },
    async listFiles(folder) {
      const files = [...(await textsIn(folder, 'json')).keys()];
      return files.map((file) => file.slice(folder.length + 1));
    },
    async readImage(file) {
      const listed = (await mediaIn(folderOf(file))).get(file);
      if (!listed) return undefined;
      try {
        return await storedPicture(backend, listed);
      } catch (error) {
        throw unreadable(file, error);
      }
    },
  };
}

/** `stored` with `change` applied: the content as it would be after a save. */
export function withChange(stored: ContentSource, change: PendingChange): ContentSource {
  return {
    async readText(file) {
      return change.files?.get(file) ?? stored.readText(file);
    },
    listFiles: (folder) => stored.listFiles(folder),
    async readImage(file) {
      const pending = change.images?.get(file);
      if (pending) return imageFile(pending);
      if (change.deleted?.has(file)) return undefined;
      return stored.readImage(file);
    },
  };
}
