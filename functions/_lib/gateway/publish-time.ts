// The label that carries a Ready draft's time to go live (./schedule.ts), read and written in
// one place: the drafts' status calls (./drafts.ts) take it off a draft that is no longer Ready.

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
