// Where the content API keeps the content: a store of versions along named lines. The published
// line is what the site is built from; each draft is a line of its own, `cms/<collection>/<file>`
// (src/content/forms.ts, draftBranchOf). Two implementations: GitHub through the App's token
// (a line is a branch, a version a commit), and the developer's working copy for `npm run cms`
// (scripts/lib/local-store.ts: the published line is the working tree, drafts are local
// branches). Versions are the store's own and never leave the server: the page sends content,
// and the server decides which version it lands on.
import type { Author } from './author';
import type { DraftRecord } from './draft-record';
import type { Landed } from './save-id';

/** A file's bytes by path; null takes the file away. */
export type Changes = Map<string, Uint8Array | null>;

/** One version of the content: its id, the content files it holds, and how to read one. */
export interface Snapshot {
  version: string;
  /** The content files of this version (below data/ and locales/), by path. */
  paths: readonly string[];
  read(path: string): Promise<Uint8Array | undefined>;
  /** A file's id in the store (its git blob id), which changes when its bytes do; undefined for a file not yet written. */
  id(path: string): string | undefined;
}

export type { Author };

/**
 * A reviewer's note on a draft (Decap's notes pane): who wrote it, when, its words, whether it
 * was seen to. Notes are not content: they never change the draft's version or its review.
 */
export interface Note {
  id: string;
  /** Its writer as the server knew them; an id of '' for a note no person of the editor wrote. */
  by: { id: string; name: string };
  at: string;
  text: string;
  resolved: boolean;
  /** The id the page wrote it with (./save-id.ts): a retry whose answer was lost finds it. */
  key?: string;
}

/** A version of the published line in its history: when, by whom, what it says it changed. */
export interface PastVersion {
  version: string;
  /** When it was made (ISO 8601). */
  at: string;
  /** Its author's name. */
  by: string;
  /** Its message's first line. */
  message: string;
}

/** What a new version says of itself. */
export interface CommitInfo {
  message: string;
  author: Author;
  /** The id of the save that writes it (./save-id.ts), kept with the version. */
  saveId?: string;
}

export interface LineMove {
  /** A draft's record for the new version, sealed into it (./sealed-record.ts); a draft's line has one always. */
  record?: DraftRecord;
  /** The version the line must be at for the move (null: the line must not exist yet). */
  expect: string | null;
  /** The version the new one follows. */
  parent: string;
  /** The version whose files the changes go over (default: `parent`). */
  over?: string;
  changes: Changes;
  info: CommitInfo;
}

/**
 * How many times a write reads (and merges) again when its line moved under it: enough for a
 * crowd (six people, thirty saves at once, each try a fraction of a second) to be served.
 */
export const TRIES = 12;

/** A pause before try `tries + 1`, longer each time and random, so that racing writers spread out. */
const pause = (tries: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 60 * 2 ** Math.min(tries, 5)));

/**
 * `attempt`, made again while the line it writes moved under it (each attempt reads afresh),
 * TRIES times at most; then Moved. Any other failure ends it at once.
 */
export async function whileMoved<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof Moved) || tries >= TRIES) throw error;
    }
    await pause(tries);
  }
}

/** The line moved meanwhile (or was made, or is gone): nothing was written; read and try again. */
export class Moved extends Error {
  constructor(line: string) {
    super(`${line} moved meanwhile`);
  }
}

/** The store did not answer as it should (GitHub down, a time-out, a rate limit): try again later. */
export class StoreUnavailable extends Error {}

/** A draft's state written alone, versions in a row at most, that a preview looks past. */
export const MAX_STATE_VERSIONS = 10;

/**
 * The start of a version's message that hosts build nothing for: Cloudflare Pages skips a
 * commit whose message starts with `[Skip CI]` (developers.cloudflare.com, Pages, "Git
 * integration": "Skipping a specific build via a commit message"), Netlify one whose message
 * holds `[skip ci]`, in any case.
 */
export const NOT_BUILT = '[Skip CI]';

export interface Store {
  /** Where it keeps the content (a repository, a folder): one instance's writes there queue (./write.ts). */
  readonly place: string;
  /** The line the site is published from. */
  readonly publishedLine: string;
  /** A line's version, or undefined when there is no such line. */
  head(line: string): Promise<string | undefined>;
  /** The content as it was at a version. */
  at(version: string): Promise<Snapshot>;
  /** A new version on `line`, moved there only from `move.expect` (never forced): its id, or Moved. */
  write(line: string, move: LineMove): Promise<string>;
  /**
   * The version whose files `version` holds, that hosts built: back past the versions that
   * changed no file (a draft's state written alone), MAX_STATE_VERSIONS at most.
   */
  builtVersion(version: string): Promise<string>;
  /**
   * The version of `line` that the save `saveId` wrote, among the line's SAVE_LOOKBACK newest
   * (./save-id.ts); undefined where none of them did.
   */
  landed(line: string, saveId: string): Promise<Landed | undefined>;
  /** Takes a line away, only while it is at `at`; Moved otherwise. */
  remove(line: string, at: string): Promise<void>;
  /**
   * The published line's earlier versions that changed any of `paths`, newest first, at most
   * `limit` (on GitHub its commits; on the working copy, the commits of its Git history).
   */
  history(paths: readonly string[], limit: number): Promise<PastVersion[]>;
  /** The lines whose names start with `prefix`, all of them (paged through where the store pages). */
  lines(prefix: string): Promise<string[]>;
  /**
   * A draft's line as the server last wrote it: its version and the record sealed in it
   * (status, authors, Ready, time; ./sealed-record.ts), or undefined where there is no such
   * line. A record that does not verify is a Refusal in words.
   */
  draft(line: string): Promise<{ version: string; record: DraftRecord } | undefined>;
  /** Ends a draft's review beside its line (on GitHub, its pull request), and its notes with it. */
  endReview(line: string): Promise<void>;
  /** A draft's notes, oldest first ([] while there is no draft). */
  notes(line: string): Promise<Note[]>;
  /** A new note on a draft: it, with its id. */
  addNote(line: string, note: Omit<Note, 'id'>): Promise<Note>;
  /** A note of `line` changed (found among `notes(line)` first) or, with null, taken away. */
  setNote(line: string, id: string, note: Note | null): Promise<void>;
}
