// Drafts after they are saved: their status, Ready for one version, publishing exactly that
// version, a time to go live, and deleting. What a reviewer sets Ready is what goes live:
//   - Ready brings the draft up to date with the published line first (the same merge as a
//     save), so the preview shows the files as they will be published; with four eyes, it is
//     given by someone who is none of the draft's authors, known by their stable id;
//   - Ready and a time name the draft's version; a save after them takes them off (./save.ts);
//   - Publish (and the scheduled run) publish only a Ready draft at its approved version, onto
//     a published line that has not changed the draft's files since; the version says who
//     wrote it (Co-authored-by) and who approved it (Reviewed-by);
//   - a publish that stopped half-way (the published line moved, the draft not yet taken away)
//     is finished by the next, never written twice: the published files already are the draft's.
import { mergeSinceLoaded } from '../../../src/content/merge/since-loaded';
import { type DraftRecord, READY, type Status, isAuthor, without } from './draft-record';
import type { Said } from '../../../src/core/editor-language';
import { Refusal } from './refusal';
import { asPublished, checkOrRefuse, clashRefusal } from './save';
import { readText, withChanges } from './snapshot-source';
import { type Author, type Changes, type Snapshot, type Store, whileMoved } from './store';
import { withTranslationStatus } from './translation-status';

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

/** The draft on `line`, or a 404 in words. */
export async function draftAt(store: Store, line: string): Promise<Draft> {
  const [version, record] = await Promise.all([store.head(line), store.record(line)]);
  if (!version || !record)
    throw new Refusal(404, {
      en: 'There is no such draft: it was published or deleted meanwhile.',
      nl: 'Dat concept bestaat niet: het is intussen gepubliceerd of verwijderd.',
    });
  return { line, version, record };
}

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
 * The draft brought up to date with the published line, by the same merge as a save: a new
 * version of the draft on the published files, or the draft as it was when it is up to date.
 */
async function upToDate(store: Store, draft: Draft, author: Author): Promise<Draft> {
  const publishedVersion = (await store.head(store.publishedLine))!;
  if (publishedVersion === draft.record.base) return draft;
  const [base, mine, now] = await Promise.all([
    store.at(draft.record.base),
    store.at(draft.version),
    store.at(publishedVersion),
  ]);
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
  await checkOrRefuse(withChanges(now, changes), now);
  const version = await store.write(draft.line, {
    expect: draft.version,
    parent: draft.version,
    over: publishedVersion,
    changes,
    info: { message: 'Brought up to date with the published site', author },
  });
  return { ...draft, version, record: { ...draft.record, base: publishedVersion } };
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

/** A draft's new status. Ready is for the draft's version as it is now, brought up to date. */
export async function setStatus(
  store: Store,
  line: string,
  status: Status,
  person: Author,
  settings: WorkflowSettings,
  now: Date,
): Promise<void> {
  return whileMoved(async () => {
    const found = await draftAt(store, line);
    if (status !== READY) {
      const record = without(found.record, 'approval', 'publishAt');
      return store.setRecord(line, { ...record, status, updatedAt: now.toISOString() });
    }
    mayApprove(found.record, person, settings, notSetReady);
    const draft = await upToDate(store, found, person);
    const record = without(draft.record, 'notice');
    return store.setRecord(line, {
      ...record,
      status: READY,
      approval: { version: draft.version, by: person, at: now.toISOString() },
      updatedAt: now.toISOString(),
    });
  });
}

/** The published version's message: what the saves said, who wrote it, who approved it. */
function publishedMessage(record: DraftRecord, author: Author): string {
  const lines = [...new Set(record.messages.flatMap((message) => message.split('\n')))];
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
function notPublishable(draft: Draft, what: Said): Said | undefined {
  const { record, version } = draft;
  if (record.status !== READY || !record.approval)
    return {
      en: `${what.en}: the draft is not Ready. Someone sets it Ready once they have looked it over.`,
      nl: `${what.nl}: het concept staat niet op "Klaar". Iemand zet het op "Klaar" na het te hebben nagekeken.`,
    };
  if (record.approval.version !== version)
    return {
      en: `${what.en}: the draft was saved again after it was set Ready. Look it over and set it Ready again.`,
      nl: `${what.nl}: het concept is opnieuw opgeslagen nadat het op "Klaar" werd gezet. Kijk het na en zet het opnieuw op "Klaar".`,
    };
  return undefined;
}

/**
 * Publishes the draft on `line` at its approved version: its files onto the published line,
 * checked, in one version; then the draft is taken away (only at that version).
 */
export async function publishDraft(store: Store, line: string, now = new Date()): Promise<void> {
  return whileMoved(async () => {
    const draft = await draftAt(store, line);
    const why = notPublishable(draft, notPublished);
    if (why) throw new Refusal(409, why);
    const { record } = draft;
    const publishedVersion = (await store.head(store.publishedLine))!;
    const [published, reviewed, base] = await Promise.all([
      store.at(publishedVersion),
      store.at(draft.version),
      store.at(record.base),
    ]);
    // Published already (a run that stopped before taking the draft away): finish, write nothing.
    if (!(await sameFiles(record.changed, published, reviewed))) {
      if (publishedVersion !== record.base && !(await sameFiles(record.changed, published, base)))
        throw new Refusal(409, {
          en: 'Not published: the site changed in the files this draft changes since it was set Ready. Open the draft, look it over and set it Ready again.',
          nl: 'Niet gepubliceerd: de site is gewijzigd in de bestanden die dit concept wijzigt sinds het op "Klaar" werd gezet. Open het concept, kijk het na en zet het opnieuw op "Klaar".',
        });
      const { changes, content } = await asPublished(published, reviewed, record.changed);
      await checkOrRefuse(content, published);
      const author = record.authors.at(-1) ?? record.approval!.by;
      await store.write(store.publishedLine, {
        expect: publishedVersion,
        parent: publishedVersion,
        changes: await withTranslationStatus(published, changes, now),
        info: { message: publishedMessage(record, author), author },
      });
    }
    await store.remove(line, draft.version);
    await store.setRecord(line, undefined);
  });
}

/** A Ready draft's time to go live, for its approved version; undefined takes it off. */
export async function setPublishTime(
  store: Store,
  line: string,
  at: Date | undefined,
  person: Author,
  settings: WorkflowSettings,
  now: Date,
): Promise<void> {
  const draft = await draftAt(store, line);
  const record = without(draft.record, 'publishAt', 'notice');
  if (at === undefined) return store.setRecord(line, { ...record, updatedAt: now.toISOString() });
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
  return store.setRecord(line, {
    ...record,
    publishAt: at.toISOString(),
    updatedAt: now.toISOString(),
  });
}

/** Deletes a draft at the version it is now. */
export async function deleteDraft(store: Store, line: string): Promise<void> {
  const draft = await draftAt(store, line);
  await store.remove(line, draft.version);
  await store.setRecord(line, undefined);
}
