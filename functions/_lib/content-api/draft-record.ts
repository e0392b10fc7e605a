// What the server keeps of a draft beside its files, sealed into each of its versions
// (./sealed-record.ts). Review binds to a version, as GitHub's "dismiss stale approvals" does:
// Ready (and a time to go live, which needs Ready) is sealed into the version it was given for,
// and a later save writes a version whose record has neither. Only the server writes it.
import type { Said } from '../../../src/core/editor-language';
import type { Author } from './author';

/** Decap's three columns of the workflow: Drafts, In review, Ready. */
export const STATUSES = ['draft', 'pending_review', 'pending_publish'] as const;
export type Status = (typeof STATUSES)[number];
export const READY: Status = 'pending_publish';

export const isStatus = (value: unknown): value is Status =>
  typeof value === 'string' && (STATUSES as readonly string[]).includes(value);

export interface DraftRecord {
  collection: string;
  slug: string;
  status: Status;
  /** The published version the draft stands on (it was begun there, or brought up to date there). */
  base: string;
  /** The files the draft changes, by path. */
  changed: string[];
  /** Everyone who saved it since it began. */
  authors: Author[];
  /** Ready: for this version of the draft, by this person. */
  approval?: { version: string; by: Author; at: string };
  /** When it goes live (ISO 8601), for the approved version. */
  publishAt?: string;
  /** Why the scheduled run took its time off, or why Ready was taken off, in every language of the editor. */
  notice?: Said;
  updatedAt: string;
}

/** The record without the parts named (an approval, a time, a notice). */
export function without(
  record: DraftRecord,
  ...parts: Array<'approval' | 'publishAt' | 'notice'>
): DraftRecord {
  const rest = { ...record };
  for (const part of parts) delete rest[part];
  return rest;
}

/**
 * Whether two sign-ins are one person: the same stable id, the one measure of a person for
 * roles' holders, four eyes, authors and notes alike (Access's subject wherever Access guards
 * the site, however they signed in; GitHub's user id where it does not). A name or an address
 * changed since does not make them someone else, and the same address under another id is
 * not them. The scheduled run, which has no id, is nobody's author.
 */
export const samePerson = (one: Author, other: Author) => one.id !== '' && one.id === other.id;

/** Whether `person` is one of the draft's authors (above). */
export const isAuthor = (record: DraftRecord, person: Author) =>
  record.authors.some((author) => samePerson(author, person));

/** The record after a save by `person`: an approval and a time to go live are for an older version. */
export function afterSave(
  record: DraftRecord,
  person: Author,
  paths: string[],
  now: Date,
): DraftRecord {
  const wasReady = record.status === READY || record.approval !== undefined;
  const rest = without(record, 'approval', 'publishAt', 'notice');
  return {
    ...rest,
    status: wasReady ? 'pending_review' : record.status,
    changed: [...new Set([...record.changed, ...paths])].sort(),
    authors: isAuthor(record, person) ? record.authors : [...record.authors, person],
    ...(wasReady && {
      notice: {
        en: `Saved again by ${person.name} after it was set Ready${record.publishAt ? ' and given a time to go live' : ''}: it needs to be looked over and set Ready again.`,
        nl: `Opnieuw opgeslagen door ${person.name} nadat het op "Klaar" was gezet${record.publishAt ? ' en een tijd kreeg om live te gaan' : ''}: het moet opnieuw worden nagekeken en op "Klaar" gezet.`,
      },
    }),
    updatedAt: now.toISOString(),
  };
}
