// The content API: Decap's proxy protocol (decap-cms-backend-proxy: one POST of
// `{ action, params }`), answered over a store (./store.ts). The page sends and receives
// content; nothing it says about git (a branch, an id, a commit message) is read. Every call
// is judged by its action's entry (./actions.ts) in one order before the action reaches the
// store: its body within the limit, the action, the person's role, the parameters against the
// entry's schema, the role the parameters call for, whether the site keeps drafts, and the
// bound on GitHub's calls. Then its handler runs, and what it throws is answered here once:
// a Refusal in its words, the store moved or unavailable in the person's language, and
// anything else as the site's own fault (500), never blamed on GitHub.
// Hosts run it behind their sign-in (../gateway/content-endpoint.ts); `npm run cms` runs it on the working copy
// (scripts/lib/content-server.ts).
import type * as z from 'zod';
import {
  type EditorLanguage,
  type Said,
  requestEditorLanguage,
} from '../../../src/core/editor-language';
import { answer, refuse } from '../answers';
import { actionNamed, budgetOf, keepsNoDrafts } from './actions';
import type { ApiCall } from './call';
import { OverBudget } from './meter';
import { Refusal } from './refusal';
import { requireRole } from './roles';
import { Moved, StoreUnavailable } from './store';

export type { ApiCall, ApiSettings } from './call';

/** The largest request: a picture of the largest size the check allows, as base64, and its form. */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

type Params = Record<string, unknown>;

// A call the editor's page never makes (a developer's, or a crafted one) is refused in English.
const notUnderstood = (what: string) => new Refusal(400, `Not understood: ${what}.`);

/** Words for a request over `limit` bytes: refused as soon as it was seen to be. */
export const tooLarge = (limit: number) =>
  new Refusal(413, {
    en: `The request is larger than ${limit / 1024 / 1024} MB: it was refused, and nothing was saved.`,
    nl: `Het verzoek is groter dan ${limit / 1024 / 1024} MB: het is geweigerd, en er is niets opgeslagen.`,
  });

/** A request whose declared length is over `limit`: refused before its body is read at all. */
export function refuseDeclaredSize(request: Request, limit = MAX_REQUEST_BYTES) {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (declared > limit) throw tooLarge(limit);
}

/** The request's body, read only as far as `limit`: a longer one is refused there, unread beyond. */
export async function boundedJson(request: Request, limit = MAX_REQUEST_BYTES): Promise<unknown> {
  refuseDeclaredSize(request, limit);
  const reader = request.body?.getReader();
  if (!reader) throw notUnderstood('the request has no body');
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw notUnderstood('the body is not JSON');
  }
}

/** Words for a line that kept moving under a write: nothing was written. */
const busy: Said = {
  en: 'Many people are saving the same content right now: nothing was written. Try again in a moment.',
  nl: 'Veel mensen slaan op dit moment dezelfde inhoud op: er is niets geschreven. Probeer het zo opnieuw.',
};

const unavailable: Said = {
  en: 'Where the content is kept did not answer in time. Try again in a minute: what was done already is not done twice.',
  nl: 'De opslag van de inhoud antwoordde niet op tijd. Probeer het over een minuut opnieuw: wat al gedaan is, gebeurt niet twee keer.',
};

const sitesFault: Said = {
  en: 'The content API failed on this request: the fault is the site’s, not yours and not GitHub’s. What was saved before is kept. Try again; if it happens again, tell whoever runs the site.',
  nl: 'De content-API faalde bij dit verzoek: de fout ligt bij de site, niet bij u en niet bij GitHub. Wat eerder is opgeslagen, blijft bewaard. Probeer het opnieuw; gebeurt het weer, meld het aan wie de site beheert.',
};

/** A call as the page sent it: its action and parameters. */
export interface ParsedCall {
  action: string;
  params: Params;
  /** The language its person reads refusals in (the request's cookie or Accept-Language). */
  language: EditorLanguage;
}

/** The request's call, read within MAX_REQUEST_BYTES; a Refusal when it is none. */
export async function parseCall(request: Request): Promise<ParsedCall> {
  if (request.method !== 'POST') throw new Refusal(405, 'The content API answers POST only.');
  const body = await boundedJson(request);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw notUnderstood('the body is not a JSON object');
  const { action, params } = body as Params;
  if (!actionNamed(action))
    throw new Refusal(422, `The content API has no action ${JSON.stringify(action)}.`);
  return {
    action: action as string,
    params: (params ?? {}) as Params,
    language: requestEditorLanguage(request),
  };
}

/** What zod found wrong with the parameters, said where: `dataFiles.0: expected object`. */
const issuesOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map(({ path, message }) => `${path.length ? `${path.join('.')}: ` : ''}${message}`)
    .join('; ');

/** A refusal, or a store's failure, as the page reads it, in the person's language. */
export function refusalOf(error: unknown, language: EditorLanguage): Response {
  if (error instanceof Refusal) return refuse(error.status, error.in(language), error.extra);
  if (error instanceof Moved) return refuse(409, busy[language]);
  if (error instanceof StoreUnavailable) return refuse(503, unavailable[language]);
  // A bound that did not hold, or a bug: the site's fault, said so, and kept for its operator.
  console.error(error instanceof OverBudget ? `content API: ${error.message}` : error);
  return refuse(500, sitesFault[language]);
}

/** A parsed call judged by its action's entry, in order, then answered for `call`'s person. */
export async function answerCall(
  { action: name, params: sent, language }: ParsedCall,
  call: ApiCall,
): Promise<Response> {
  try {
    const action = actionNamed(name)!;
    const { roles } = call.settings;
    if (action.role !== 'anyone') requireRole(roles, call.person, [...action.role], action.tried);
    const parsed = action.params.safeParse(sent);
    if (!parsed.success) throw notUnderstood(`${name}'s parameters (${issuesOf(parsed.error)})`);
    const params = parsed.data;
    const needed = action.needs?.(params, call.settings);
    if (needed) requireRole(roles, call.person, needed.role, needed.tried);
    if (action.drafts && !call.settings.drafts) throw new Refusal(403, keepsNoDrafts);
    call.meter?.allow(budgetOf(action, params));
    return answer((await action.handle(call, params)) ?? null);
  } catch (error) {
    return refusalOf(error, language);
  }
}

/** One call of the protocol: its answer, or its refusal in words. */
export async function answerProtocol(request: Request, call: ApiCall): Promise<Response> {
  let parsed: ParsedCall;
  try {
    parsed = await parseCall(request);
  } catch (error) {
    return refusalOf(error, requestEditorLanguage(request));
  }
  return answerCall(parsed, call);
}
