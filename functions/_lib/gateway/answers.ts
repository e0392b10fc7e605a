// How the gateway answers its session's addresses: JSON with a message, never with a stack, a
// token or a GitHub address. A refusal is thrown as a Refusal from any room (the content API's
// too) and answered once; 502 only when what it stands on did not answer.
import { privateAnswerHeaders } from '../web';

/** An answer of the gateway's own: JSON, kept by no cache. */
export const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: privateAnswerHeaders });

/** A refusal as Decap reads GitHub's: JSON with a message, and a 4xx status. */
export const refuse = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  answer({ message, ...extra }, status);

/** A request the gateway will not pass on, with its status and sentence. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const unreachable = () =>
  refuse(
    502,
    'The editor could not reach GitHub through the site: try again in a minute; if it goes on, the GitHub App settings of the site need a look (docs/DEPLOYING.md, "Switch editing on").',
  );
