// How the gateway answers: as GitHub's API does for Decap (JSON with a message), never with a
// stack, a token or a GitHub address. A refusal is thrown as a Refusal from any room and
// answered once (./gateway.ts); 502 only when GitHub itself did not answer.
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

/** GitHub did not answer (no connection, a time-out, its own failure): the one 502. */
export class GitHubSilent extends Error {}

/** A malformed request: 400, in a sentence. */
export const malformed = (sentence: string) => new Refusal(400, `Not understood: ${sentence}`);

/** The request's body as JSON, or a 400. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw malformed('the request’s body is not JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw malformed('the request’s body is not a JSON object.');
  return body as Record<string, unknown>;
}

export const SHA = /^[0-9a-f]{40}$/;

/** A git object's id in a request, or a 400. */
export function sha(value: unknown, what: string): string {
  if (typeof value !== 'string' || !SHA.test(value))
    throw malformed(`${what} must be a git object’s id (40 hexadecimal digits).`);
  return value;
}

export const unreachable = () =>
  refuse(
    502,
    'The editor could not reach GitHub through the site: try again in a minute; if it goes on, the GitHub App settings of the site need a look (docs/DEPLOYING.md, "Switch editing on").',
  );

/** A path piece as Decap encodes it (`main:data%2Fimages`), decoded once; undefined if it cannot be. */
export function decodedOnce(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

const PAGE = /^[1-9][0-9]{0,3}$/;

/** Decap's `per_page` and `page`, whole numbers, copied into a query the gateway rebuilds. */
export function withPaging(query: URLSearchParams, rebuilt: URLSearchParams) {
  for (const name of ['per_page', 'page']) {
    const value = query.get(name);
    if (value === null) continue;
    if (!PAGE.test(value)) throw malformed(`${name} must be a whole number.`);
    rebuilt.set(name, value);
  }
}
