// The one way a line is written: every write of the content API goes through writeLine (a
// save, a publish, a picture deleted, a translation confirmed, a restore, a draft's status or
// time). Each try reads the published line and the line written (a draft's with its sealed
// record), asks the writer's plan for its changes over what it read, and then, the same for
// every writer:
//   - drops the changes that change nothing; a write that changes no file and no record writes
//     nothing (a retry of a save that landed, a status set twice, a picture already gone);
//   - runs the one content check over the content as it would be published;
//   - on the published line, writes the translations' status with the texts it follows;
//   - moves the line only from the version read (compare-and-swap), with the draft's record
//     sealed into the new version; when the line moved meanwhile, it reads and plans again, a
//     few times at most, with a random pause between (./store.ts, whileMoved).
// Within one instance of the host, writes of the same line wait for each other instead of
// racing: a crowd saving at once is served one after the other, each reading what the one
// before wrote. Between instances, compare-and-swap and the tries keep every write whole.
import type { Problem } from '../../../src/content/problem';
import type { DraftRecord } from './draft-record';
import { asPublished, checkOrRefuse } from './check';
import { publishedSite } from './reads';
import { withChanges } from './snapshot-source';
import {
  type Author,
  type Changes,
  NOT_BUILT,
  type Snapshot,
  type Store,
  whileMoved,
} from './store';
import { withTranslationStatus } from './translation-status';

/** What a try read: the published site, and the line it writes as it is now. */
export interface LineRead {
  published: Snapshot;
  /** The line's version; undefined where the line is not there yet (a draft not yet begun). */
  version?: string;
  /** The line's files (the published site's, for a draft not yet begun). */
  content: Snapshot;
  /** The draft's record, verified; undefined on the published line or a new draft. */
  record?: DraftRecord;
}

export interface Plan {
  /** Files changed, over `over` (default: the line's files); null takes a file away. */
  changes: Changes;
  /** The files the changes go over, where not the line's own (a draft brought up to date). */
  over?: Snapshot;
  /** What the version says of itself; made once the check has passed (it reads the texts). */
  message: string | (() => Promise<string>);
  /** Who the version names as its author (default: the person writing). */
  author?: Author;
  /** A draft's record after the write, given the changes that change something. */
  record?: (real: Changes) => DraftRecord | undefined;
}

export interface LineWrite {
  line: string;
  author: Author;
  now: Date;
  plan(read: LineRead): Promise<Plan>;
  /** Whether the translations' status is brought up to date (not when it is what is written). */
  translationStatus?: boolean;
  /** The id of the save that writes (./save-id.ts), kept with its version. */
  saveId?: string;
}

export interface Written {
  /** The new version; undefined when nothing needed writing. */
  version?: string;
  read: LineRead;
  plan: Plan;
  /** The changes that changed something. */
  changes: Changes;
  record?: DraftRecord;
  /** The check's warnings (none when nothing was written). */
  warnings: Problem[];
}

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | null) =>
  b === null
    ? a === undefined
    : a !== undefined && a.length === b.length && a.every((byte, at) => byte === b[at]);

/** The changes that change something in `over`. */
async function realChanges(over: Snapshot, changes: Changes): Promise<Changes> {
  const real: Changes = new Map();
  for (const [path, bytes] of changes)
    if (!sameBytes(await over.read(path), bytes)) real.set(path, bytes);
  return real;
}

/** Two records alike but for when they were written. */
const sameRecord = (a: DraftRecord | undefined, b: DraftRecord | undefined) =>
  JSON.stringify(a && { ...a, updatedAt: '' }) === JSON.stringify(b && { ...b, updatedAt: '' });

async function readLine(store: Store, line: string): Promise<LineRead> {
  const published = await publishedSite(store);
  if (line === store.publishedLine)
    return { published, version: published.version, content: published };
  const draft = await store.draft(line);
  if (!draft) return { published, content: published };
  return { published, ...draft, content: await store.at(draft.version) };
}

async function writeOnce(store: Store, request: LineWrite): Promise<Written> {
  const read = await readLine(store, request.line);
  const plan = await request.plan(read);
  const over = plan.over ?? read.content;
  const changes = plan.over ? plan.changes : await realChanges(over, plan.changes);
  const record = plan.record?.(changes);
  const onPublished = request.line === store.publishedLine;
  // Every version of a draft carries its record: a draft without one could not be read back.
  if (!onPublished && !record && (changes.size || plan.over))
    throw new Error(`A write of ${request.line} planned no record.`);
  if (!plan.over && changes.size === 0 && sameRecord(record, read.record))
    return { read, plan, changes, record: read.record, warnings: [] };

  let warnings: Problem[] = [];
  if (changes.size || plan.over) {
    const next = withChanges(over, changes);
    const content = onPublished
      ? next
      : (await asPublished(read.published, next, record?.changed ?? [])).content;
    ({ warnings } = await checkOrRefuse(content, read.published));
  }
  const version = await store.write(request.line, {
    expect: read.version ?? null,
    parent: read.version ?? read.published.version,
    ...(plan.over && { over: plan.over.version }),
    changes:
      onPublished && request.translationStatus !== false
        ? await withTranslationStatus(read.published, changes, request.now)
        : changes,
    info: {
      // A draft's state written alone: no host builds it (its files' preview is built already).
      message: `${changes.size || plan.over ? '' : `${NOT_BUILT} `}${typeof plan.message === 'string' ? plan.message : await plan.message()}`,
      author: plan.author ?? request.author,
      ...(request.saveId && { saveId: request.saveId }),
    },
    ...(record && { record }),
  });
  return { version, read, plan, changes, record, warnings };
}

/** This instance's writes under way, by the store's place and line: each waits for the one before. */
const queues = new Map<string, Promise<unknown>>();

function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const turn = (queues.get(key) ?? Promise.resolve()).then(work);
  const done = turn.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, done);
  void done.then(() => queues.get(key) === done && queues.delete(key));
  return turn;
}

/** Writes `request.line` the one way (above); a Refusal in words, or Moved after a few tries. */
export const writeLine = (store: Store, request: LineWrite): Promise<Written> =>
  inTurn(`${store.place} ${request.line}`, () => whileMoved(() => writeOnce(store, request)));
