// Drafts after they are saved: their status, Ready for one version, publishing exactly that
// version, a time to go live, and deleting. What a reviewer sets Ready is what goes live:
//   - Ready brings the draft up to date with the published line first (the same merge as a
//     save), so the preview shows the files as they will be published; with four eyes, it is
//     given by someone who is none of the draft's authors, known by their stable id;
//   - Ready and a time are sealed into the draft's version with its files (./sealed-record.ts);
//     a save after them writes a version without them (./save.ts); every change of a draft's
//     state is a version of its own, written the one way (./write.ts), never over another;
//   - Publish (and the scheduled run) publish only a Ready draft as it was set Ready, onto
//     a published line that has not changed the draft's files since; the version says who
//     wrote it (Co-authored-by) and who approved it (Reviewed-by);
//   - a publish that stopped half-way (the published line moved, the draft not yet taken away)
//     is finished by the next, never written twice: the published files already are the draft's.
import { commitMessage } from '../../../src/content/commit-message';
import { contentKind } from '../../../src/content/content-files';
import { mergeSinceLoaded } from '../../../src/content/merge/since-loaded';
import { type DraftRecord, READY, type Status, isAuthor, without } from './draft-record';
import type { Said } from '../../../src/core/editor-language';
import { Refusal } from './refusal';
import { asPublished } from './check';
import { clashRefusal } from './save';
import { readText } from './snapshot-source';
import { type Author, type Changes, Moved, type Snapshot, type Store } from './store';
import { type LineRead, type Plan, writeLine } from './write';

const encoder = new TextEncoder();

/** How far ahead a time to go live may be: a year. */
export const MAX_AHEAD_MS = 366 * 24 * 3600_000;

export interface WorkflowSettings {
  fourEyes: boolean;
}

export interface Draft {
  line: string;
  version: string;
  record: DraftRecord;
}

const noSuchDraft = () =>
  new Refusal(404, {
    en: 'There is no such draft: it was published or deleted meanwhile.',
    nl: 'Dat concept bestaat niet: het is intussen gepubliceerd of verwijderd.',
  });

/** The draft on `line`, its record verified, or a 404 in words. */
export async function draftAt(store: Store, line: string): Promise<Draft> {
  const found = await store.draft(line);
  if (!found) throw noSuchDraft();
  return { line, ...found };
}

/** A write of the draft on `line` (./write.ts), planned from the draft each try reads; a 404 in words when there is none. */
const writeDraft = (
  store: Store,
  line: string,
  author: Author,
  now: Date,
  plan: (draft: Draft, read: LineRead) => Promise<Plan>,
) =>
  writeLine(store, {
    line,
    author,
    now,
    plan(read) {
      if (!read.version || !read.record) throw noSuchDraft();
      return plan({ line, version: read.version, record: read.record }, read);
    },
  });

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a === b ||
  (a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]));

/** Whether the draft's files are the same in two snapshots. */
async function sameFiles(paths: string[], one: Snapshot, other: Snapshot) {
  for (const path of paths)
    if (!sameBytes(await one.read(path), await other.read(path))) return false;
  return true;
}

/**
 * The draft's files brought up to date with the published site, by the same merge as a save:
 * its changes over the published files, or undefined when it stands on them already.
 */
async function upToDate(store: Store, draft: Draft, now: Snapshot): Promise<Changes | undefined> {
  if (now.version === draft.record.base) return undefined;
  const [base, mine] = await Promise.all([store.at(draft.record.base), store.at(draft.version)]);
  const changes: Changes = new Map();
  const clashing = [];
  for (const path of draft.record.changed) {
    const [was, draftBytes, nowBytes] = await Promise.all([
      base.read(path),
      mine.read(path),
      now.read(path),
    ]);
    if (sameBytes(nowBytes, was) || sameBytes(nowBytes, draftBytes)) {
      changes.set(path, draftBytes ?? null);
      continue;
    }
    const texts = await Promise.all([
      readText(base, path),
      readText(mine, path),
      readText(now, path),
    ]);
    if (path.endsWith('.yaml') || path.endsWith('.json')) {
      if (texts.every((text) => text !== undefined)) {
        const merged = mergeSinceLoaded(path, texts[1]!, texts[0], texts[2]);
        if (merged.kind === 'clash') {
          clashing.push({ path, ...merged });
          continue;
        }
        changes.set(path, encoder.encode(merged.text));
        continue;
      }
    }
    throw new Refusal(409, {
      en: `${path} was changed on the site since this draft was begun, and the draft changes it too: open the draft, take the site's version or yours, and save it again.`,
      nl: `${path} is op de site gewijzigd sinds dit concept begon, en het concept wijzigt het ook: open het concept, kies de versie van de site of de uwe, en sla het opnieuw op.`,
    });
  }
  if (clashing.length) throw clashRefusal(clashing);
  return changes;
}

/** Who may set a draft Ready: with four eyes, none of its authors. */
function mayApprove(record: DraftRecord, person: Author, settings: WorkflowSettings, what: Said) {
  if (settings.fourEyes && isAuthor(record, person))
    throw new Refusal(403, {
      en: `${what.en}: on this site a draft is set Ready by someone other than the people who wrote it. Ask a colleague to look it over.`,
      nl: `${what.nl}: op deze site zet iemand anders dan de schrijvers een concept op "Klaar". Vraag een collega het na te kijken.`,
    });
}

const notSetReady: Said = { en: 'Not set Ready', nl: 'Niet op "Klaar" gezet' };
const notPublished: Said = { en: 'Not published', nl: 'Niet gepubliceerd' };
const noTimeSet: Said = { en: 'No time set', nl: 'Geen tijd ingesteld' };

/**
 * A draft's new status, written with compare-and-swap on the draft's version (./write.ts): a
 * save or another status change meanwhile is read again, never written over. Ready is for the
 * draft as it is then, brought up to date with the published site in the same version.
 */
export async function setStatus(
  store: Store,
  line: string,
  status: Status,
  person: Author,
  settings: WorkflowSettings,
  now: Date,
): Promise<void> {
  await writeDraft(store, line, person, now, async (draft, read) => {
    const at = now.toISOString();
    if (status !== READY) {
      const record = without(draft.record, 'approval', 'publishAt');
      return {
        changes: new Map(),
        message: `Status: ${status.replace('_', ' ')} (${person.name})`,
        record: () => ({ ...record, status, updatedAt: at }),
      };
    }
    mayApprove(draft.record, person, settings, notSetReady);
    const changes = await upToDate(store, draft, read.published);
    const record = without(draft.record, 'notice');
    return {
      changes: changes ?? new Map(),
      ...(changes && { over: read.published }),
      message: changes
        ? `Set Ready by ${person.name}, brought up to date with the published site`
        : `Set Ready by ${person.name}`,
      record: () => ({
        ...record,
        base: read.published.version,
        status: READY,
        approval: { version: draft.version, by: person, at },
        updatedAt: at,
      }),
    };
  });
}

/**
 * The published version's message: what it changes in the forms' words, derived from the
 * files it publishes (never from what a save said), who wrote it, who approved it.
 */
async function publishedMessage(
  record: DraftRecord,
  author: Author,
  changes: Changes,
  published: Snapshot,
): Promise<string> {
  const texts = new Map<string, string>();
  for (const [path, bytes] of changes)
    if (bytes && contentKind(path) !== 'picture') texts.set(path, new TextDecoder().decode(bytes));
  const said = texts.size
    ? await commitMessage(texts, (path) => readText(published, path))
    : 'Pictures published';
  const lines = said.split('\n');
  const trailers = [
    ...record.authors
      .filter(({ id }) => id !== author.id)
      .map(({ name, email }) => `Co-authored-by: ${name} <${email}>`),
    ...(record.approval
      ? [`Reviewed-by: ${record.approval.by.name} <${record.approval.by.email}>`]
      : []),
  ];
  return `${lines.join('\n') || 'Content published'}${trailers.length ? `\n\n${trailers.join('\n')}` : ''}`;
}

/** Why a draft cannot be published as it is, after `what` ("Not published"); undefined when it can. */
function notPublishable({ record }: Draft, what: Said): Said | undefined {
  // Ready is sealed into the version it was given for (./sealed-record.ts): a save after it
  // writes a version whose record has none.
  if (record.status !== READY || !record.approval)
    return {
      en: `${what.en}: the draft is not Ready. Someone sets it Ready once they have looked it over.`,
      nl: `${what.nl}: het concept staat niet op "Klaar". Iemand zet het op "Klaar" na het te hebben nagekeken.`,
    };
  return undefined;
}

/**
 * Publishes the draft on `line` as it was set Ready: its files onto the published line, in one
 * version written the one way (./write.ts); then the draft is taken away, only at the version
 * published. A publish that stopped half-way (the draft not yet taken away) is finished by the
 * next, which writes nothing: the published files already are the draft's.
 */
export async function publishDraft(store: Store, line: string, now = new Date()): Promise<void> {
  let draft: Draft | undefined;
  await writeLine(store, {
    line: store.publishedLine,
    author: { id: '', name: '', email: '' },
    now,
    async plan({ published }) {
      draft = await draftAt(store, line);
      const why = notPublishable(draft, notPublished);
      if (why) throw new Refusal(409, why);
      const { record } = draft;
      const [reviewed, base] = await Promise.all([store.at(draft.version), store.at(record.base)]);
      const author = record.authors.at(-1) ?? record.approval!.by;
      // Published already: nothing to write.
      if (await sameFiles(record.changed, published, reviewed))
        return { changes: new Map(), message: '', author };
      if (published.version !== record.base && !(await sameFiles(record.changed, published, base)))
        throw new Refusal(409, {
          en: 'Not published: the site changed in the files this draft changes since it was set Ready. Open the draft, look it over and set it Ready again.',
          nl: 'Niet gepubliceerd: de site is gewijzigd in de bestanden die dit concept wijzigt sinds het op "Klaar" werd gezet. Open het concept, kijk het na en zet het opnieuw op "Klaar".',
        });
      const { changes } = await asPublished(published, reviewed, record.changed);
      return {
        changes,
        message: () => publishedMessage(record, author, changes, published),
        author,
      };
    },
  });
  await endDraft(store, line, draft!.version);
}

/** Takes the draft away at `version`; a draft saved again meanwhile stays, with its new save. */
async function endDraft(store: Store, line: string, version: string) {
  try {
    await store.remove(line, version);
  } catch (error) {
    if (error instanceof Moved) return;
    throw error;
  }
  await store.endReview(line);
}

/** The draft's record with its time to go live set, or taken off (`at` undefined). */
export async function setPublishTime(
  store: Store,
  line: string,
  at: Date | undefined,
  person: Author,
  settings: WorkflowSettings,
  now: Date,
): Promise<void> {
  await writeDraft(store, line, person, now, async (draft) => {
    const record = without(draft.record, 'publishAt', 'notice');
    const written = {
      changes: new Map(),
      message: `Time to go live ${at ? `set to ${at.toISOString()}` : 'taken off'} (${person.name})`,
    };
    if (at === undefined)
      return { ...written, record: () => ({ ...record, updatedAt: now.toISOString() }) };
    const why = notPublishable(draft, noTimeSet);
    if (why) throw new Refusal(409, why);
    mayApprove(draft.record, person, settings, noTimeSet);
    if (at.getTime() <= now.getTime())
      throw new Refusal(422, {
        en: 'No time set: the time has passed already.',
        nl: 'Geen tijd ingesteld: dat tijdstip is al voorbij.',
      });
    if (at.getTime() - now.getTime() > MAX_AHEAD_MS)
      throw new Refusal(422, {
        en: 'No time set: a time to go live is at most a year ahead.',
        nl: 'Geen tijd ingesteld: een publicatietijd ligt hoogstens een jaar vooruit.',
      });
    return {
      ...written,
      record: () => ({ ...record, publishAt: at.toISOString(), updatedAt: now.toISOString() }),
    };
  });
}

/**
 * The scheduled run's refusal of a draft: its time taken off, the reason kept on it, written
 * the one way, so a draft saved or set again meanwhile is read again, never written over.
 */
export async function takeTimeOff(store: Store, line: string, notice: Said, now: Date) {
  const run = { id: '', name: 'The scheduled run', email: '' };
  await writeDraft(store, line, run, now, async ({ record }) => {
    return {
      changes: new Map(),
      message: 'Not published at its time: its time taken off',
      // Kept whether or not its time was taken off meanwhile: why it did not go live.
      record: () => ({ ...without(record, 'publishAt'), notice, updatedAt: now.toISOString() }),
    };
  });
}

/** Deletes a draft at the version it is now, whatever its record says. */
export async function deleteDraft(store: Store, line: string): Promise<void> {
  const version = await store.head(line);
  if (!version) throw noSuchDraft();
  await store.remove(line, version);
  await store.endReview(line);
}
