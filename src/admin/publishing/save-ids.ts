// The id each save carries (functions/_lib/content-api/save-id.ts, as Stripe's idempotency
// keys). When a save's answer never came (the connection lost, a time-out, the site's or
// GitHub's failure), the page cannot know whether it landed: the same change saved again goes
// with the same id, as a retry, and the server answers from the version it wrote instead of
// writing again. Once a save is answered (written, or refused: then nothing was written), the
// next save of any change is a new one. A note is written the same way (./checked-backend.ts).
import { base64urlOf } from '../../core/base64';
import { ContentApiRefusal, ContentApiUnreachable } from './content-api';

/** 128 random bits, base64url: getRandomValues, which a page served over plain HTTP has too. */
const randomId = () => base64urlOf(crypto.getRandomValues(new Uint8Array(16)));

export interface SaveId {
  id: string;
  /** The same change sent before, its answer lost: the server looks for it first. */
  retry: boolean;
}

/** Whether a failed call may have written: no answer, or a failure of the site or GitHub. */
const mayHaveLanded = (error: unknown) =>
  error instanceof ContentApiUnreachable ||
  (error instanceof ContentApiRefusal && error.status >= 500);

/** The ids of one page's saves; `change` is what a save sends, as text. */
export function saveIds(newId: () => string = randomId) {
  let unanswered: { change: string; id: string } | undefined;
  return {
    /** The id to send `change` with. */
    idFor(change: string): SaveId {
      if (unanswered?.change === change) return { id: unanswered.id, retry: true };
      unanswered = { change, id: newId() };
      return { id: unanswered.id, retry: false };
    },
    /** What became of the save of `change`: answered, or failed with `error`. */
    ended(change: string, error?: unknown) {
      if (unanswered?.change === change && !(error && mayHaveLanded(error))) unanswered = undefined;
    },
    /** `change` sent by `send` with its id, and what became of it noted: its answer. */
    async send<T>(change: string, send: (id: SaveId) => Promise<T>): Promise<T> {
      try {
        const answer = await send(this.idFor(change));
        this.ended(change);
        return answer;
      } catch (error) {
        this.ended(change, error);
        throw error;
      }
    },
  };
}
