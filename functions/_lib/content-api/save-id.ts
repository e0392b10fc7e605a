// A save's id, as Stripe's idempotency keys are: the page makes one for each change it sends,
// and sends the same one again when it retries that change after an answer it never got (the
// connection lost, a time-out, GitHub's 502 after the branch moved). The version a save writes
// carries its id in its message, on a line of its own; a retry looks for it among the line's
// newest versions and, found, answers from that version as the first call did, writing
// nothing, even where someone else has saved since. A change sent again on purpose is a new
// save with a new id. Both stores write and read the id the same way, with this module.
import * as z from 'zod';

const SAVE_ID = 'Content-API-Save';

/** The newest versions of a line a retry looks through for its save: a bound on its calls. */
export const SAVE_LOOKBACK = 10;

/** An id as the page makes it (a random UUID, or any such token): nothing that could break a line. */
export const saveIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a save id is 16 to 64 letters, digits, - or _'),
  /** Sent again after an answer the page did not get: look for the save before writing. */
  retry: z.boolean().default(false),
});

export type SaveId = z.infer<typeof saveIdParams>;

/** `message` with the save's id below it. */
export const messageWithSaveId = (message: string, id: string) =>
  `${message.trimEnd()}\n\n${SAVE_ID}: ${id}`;

/** The save id a version's message carries, if any. */
export const saveIdOf = (message: string) =>
  new RegExp(`^${SAVE_ID}: ([A-Za-z0-9_-]+)$`, 'm').exec(message)?.[1];

/** A version that a save wrote: its id and its message's first line. */
export interface Landed {
  version: string;
  message: string;
}
