// A draft's state as the content gateway keeps it and the editor shows it, read and written in
// one place: Decap's status labels of the draft's pull request; a Ready draft's time to go live
// (drafts on), the label that carries it (functions/_lib/gateway/schedule.ts sets and clears it,
// and its drafts' status calls take it off a draft that is no longer Ready); and the note a
// scheduled run leaves on a draft it could not publish (src/admin/publishing/publish-time-bar.ts
// shows both).

/** Decap's prefix of its status labels. */
export const STATUS_LABEL_PREFIX = 'decap-cms/';
/** Decap's three states of a draft, as labels of its pull request: Draft, In review, Ready. */
export const STATUS_LABELS = ['draft', 'pending_review', 'pending_publish'].map(
  (status) => `${STATUS_LABEL_PREFIX}${status}`,
);
/** A Ready draft's label: only a Ready draft is given a time. */
export const READY_LABEL = STATUS_LABELS[2];

export const PUBLISH_AT_PREFIX = 'publish at ';

/** The label that carries a time: `publish at 2026-12-07 07:00 UTC`, to the minute. */
export const scheduleLabel = (at: Date) =>
  `${PUBLISH_AT_PREFIX}${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The time a label carries, or undefined for any other label. */
export function scheduledAt(label: string): Date | undefined {
  const match = /^publish at (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC$/.exec(label);
  if (!match) return undefined;
  const at = new Date(`${match[1]}T${match[2]}:00Z`);
  return Number.isNaN(at.getTime()) || scheduleLabel(at) !== label ? undefined : at;
}

const REFUSED_PREFIX = 'Not published at ';

/** The note on a draft a scheduled run could not publish at the time its label said, and why. */
export const refusedAtNote = (label: string, reason: string) =>
  `${REFUSED_PREFIX}${label.slice(PUBLISH_AT_PREFIX.length)}: ${reason}`;

/** The note a scheduled run left in a draft's description, if it left one. */
export const refusedAtOf = (description: string | null | undefined): string | undefined =>
  description?.startsWith(REFUSED_PREFIX) ? description : undefined;
