// The content API on the site's host (POST /api/content): the protocol (../content-api/protocol.ts) over
// GitHub's store (../content-api/github-store.ts), for the person the site's session vouches for. Before any
// action: the request comes from the editor's own page (the browser's Origin and
// Sec-Fetch-Site, and a JSON body, which no form of another site can send without a preflight
// the API never grants), its body is read only up to the limit, and a person's calls are
// limited per minute. How the site publishes (editorSettings) is said to anyone: the editor
// asks before its person signs in, and nothing in it is secret.
import { crossSite, fromTheSite } from './same-site';
import { previewOf } from './previews';
import type { Session } from './session';
import {
  type GatewayEnv,
  draftsOn,
  editorSettings,
  fourEyesOn,
  previewHost,
  publishingBranch,
} from './settings';
import { signedIn } from './signed-in';
import { requestEditorLanguage } from '../../../src/core/editor-language';
import { gitHubStore } from '../content-api/github-store';
import { readRoles } from '../content-api/roles';
import { answer, refuse } from '../answers';
import { Meter } from '../content-api/meter';
import {
  answerCall,
  boundedJson,
  parseCall,
  refusalOf,
  refuseDeclaredSize,
} from '../content-api/protocol';
import { publishDue } from '../content-api/schedule';
import type { Author } from '../content-api/store';

/** Where the editor's page calls the content API (gatsby/admin/backend.ts names it). */
export const CONTENT_API = '/api/content';

/**
 * A session's calls in a minute, unless the host's CMS_CALLS_PER_MINUTE says otherwise: a
 * Publish is one, opening the editor and its page's check a few dozen; a script trying things
 * makes hundreds.
 */
export const CALLS_PER_MINUTE = 300;

/** Each session's calls in the minute since its first uncounted one, in this isolate (each of the host's instances counts its own). */
const calls = new Map<string, { since: number; count: number }>();

function withinLimit(session: Session, limit: number, now = Date.now()): boolean {
  const counted = calls.get(session.sid);
  const fresh = !counted || now - counted.since >= 60_000;
  const window = fresh ? { since: now, count: 1 } : { ...counted, count: counted.count + 1 };
  calls.set(session.sid, window);
  if (calls.size > 10_000) calls.delete(calls.keys().next().value!);
  return window.count <= limit;
}

/** The person a session vouches for, as the store writes them. */
const authorOf = ({ id, name, email, groups }: Session): Author => ({
  id,
  name,
  email,
  ...(groups && { groups }),
});

const isJson = (request: Request) =>
  /^application\/json\b/i.test(request.headers.get('Content-Type') ?? '');

/** A body read before anyone is signed in: enough for `editorSettings`, nothing more. */
const UNSIGNED_BYTES = 1024;

/**
 * A call of the content API, judged in one order before anything reaches GitHub: method and
 * origin, the body's declared size, the session, the session's rate, the body read within the
 * limit, then the action's own entry (../content-api/protocol.ts: role, parameters, budget).
 */
export async function answerContentApi(
  request: Request,
  env: GatewayEnv,
  url: URL,
): Promise<Response> {
  if (request.method !== 'POST') return refuse(405, 'The content API answers POST only.');
  if (!fromTheSite(request, env, url) || !isJson(request)) return refuse(403, crossSite);
  const language = requestEditorLanguage(request);
  // What the gateway stands on failing (the sessions' store, Access) is the gateway's to say
  // (./gateway.ts); what the request is, and what the action does, is said here.
  try {
    refuseDeclaredSize(request);
  } catch (error) {
    return refusalOf(error, language);
  }
  const session = await signedIn(request, env);
  try {
    if (!session) {
      // How the site publishes is said to anyone: the editor asks before its person signs in.
      const body = (await boundedJson(request, UNSIGNED_BYTES).catch(() => undefined)) as
        { action?: unknown } | undefined;
      if (body?.action === 'editorSettings') return answer(editorSettings(env));
      return refuse(
        401,
        {
          en: 'Not signed in, or the session has ended: sign in again at /admin/.',
          nl: 'Niet ingelogd, of de sessie is afgelopen: log opnieuw in op /admin/.',
        }[language],
      );
    }
    const limit = Number(env.CMS_CALLS_PER_MINUTE) || CALLS_PER_MINUTE;
    if (!withinLimit(session, limit))
      return refuse(
        429,
        {
          en: `More than ${limit} requests in a minute from this session: wait a minute, then go on. Nothing was lost.`,
          nl: `Meer dan ${limit} verzoeken in een minuut vanuit deze sessie: wacht een minuut en ga dan verder. Er is niets verloren.`,
        }[language],
      );
    const call = await parseCall(request);
    if (call.action === 'editorSettings') return answer(editorSettings(env));
    let roles;
    try {
      roles = readRoles(env.CMS_ROLES);
    } catch (error) {
      return refuse(500, `${(error as Error).message} (docs/DEPLOYING.md, "Roles").`);
    }
    const meter = new Meter();
    return await answerCall(call, {
      store: gitHubStore(env, env.CMS_REPO!, publishingBranch(env), meter),
      person: authorOf(session),
      settings: { drafts: draftsOn(env), fourEyes: fourEyesOn(env), roles },
      now: new Date(),
      meter,
      ...(previewHost(env) && {
        previewOf: async (version: string, line: string) => previewOf(env, version, line),
      }),
    });
  } catch (error) {
    return refusalOf(error, language);
  }
}

/**
 * The scheduled run on the host (every five minutes: the Worker's Cron Trigger, Netlify's
 * Scheduled Function, a timer beside nginx): Ready drafts whose time has come, published.
 */
export async function publishDueOnHost(env: GatewayEnv, now = new Date()) {
  if (!draftsOn(env)) return undefined;
  return publishDue(gitHubStore(env, env.CMS_REPO!, publishingBranch(env)), now);
}
