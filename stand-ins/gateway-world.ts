// The world the content gateway's unit tests run it in: GitHub's API stood in over a real bare
// repository of the tests' own content (enforcing the App's token's permissions), Cloudflare
// Access, the sessions' stores of both hosts (KV, Netlify Blobs), the host's settings for them,
// and requests as the editor's page sends them. One set-up for every file that tries the
// gateway whole (functions/_lib/gateway/*.test.ts, functions/_lib/content-api/red-team.test.ts).
import { type AccessStandIn, startAccessStandIn } from './access-stand-in';
import { startBlobsStore } from './blobs-store';
import { type GatewayEntry, gatewayEntries } from './gateway-entries';
import {
  type GitHubApiStandIn,
  gatewaySettings,
  startGitHubApiStandIn,
} from './github-api-stand-in';
import { type KvStandIn, startKvStore } from './kv-store';
import { fixtureRoot } from '../jest/fixture';
import { ACCESS_HEADER } from '../functions/_lib/gateway/access';
import { PLACEHOLDER_TOKEN, handleGateway } from '../functions/_lib/gateway/gateway';
import type { GatewayEnv } from '../functions/_lib/gateway/settings';

/** The site's origin, as the host serves it. */
export const SITE = 'https://cargo.example';

export interface GatewayWorld {
  github: GitHubApiStandIn;
  access: AccessStandIn;
  sessions: KvStandIn;
  /** The host's settings: the App, its repository, Access, the sessions' KV, and those asked for. */
  env: GatewayEnv;
  /** The gateway's three entries as each host runs it, with `settings` (stand-ins/gateway-entries.ts). */
  entries(settings?: GatewayEnv): GatewayEntry[];
  /** A request of the editor's page at the gateway (`handleGateway`), with the host's settings or `settings`. */
  call(path: string, sent?: Sent, settings?: GatewayEnv): Promise<Response>;
  /** A call of the content API, as the editor's page makes it. */
  content(
    action: string,
    params: Record<string, unknown>,
    sent?: Sent,
    settings?: GatewayEnv,
  ): Promise<Response>;
  /** A Publish of `files` (path → the file's whole text), as the editor's page sends it, with the host's settings or `settings`. */
  publish(files: Record<string, string>, session: Sent, settings?: GatewayEnv): Promise<Response>;
  /** Signs `person` in through Access at the gateway: the session's cookie and Access's token. */
  signIn(person: Person, settings?: GatewayEnv): Promise<{ cookie: string; accessToken: string }>;
  close(): Promise<void>;
}

/**
 * Starts the stand-ins. `github`: what GitHub's stand-in is told besides the repository and its
 * content (who a person's token is, the repository's people); `settings`: the host's, added.
 */
export async function startGatewayWorld({
  github: githubOptions = {},
  settings = {},
}: {
  github?: Omit<Parameters<typeof startGitHubApiStandIn>[0], 'from'>;
  settings?: Partial<GatewayEnv>;
} = {}): Promise<GatewayWorld> {
  const [github, access, sessions, blobs] = await Promise.all([
    startGitHubApiStandIn({ from: fixtureRoot, ...githubOptions }),
    startAccessStandIn(),
    startKvStore(),
    startBlobsStore(),
  ]);
  const env: GatewayEnv = {
    ...gatewaySettings(github, access),
    EDITOR_SESSIONS: sessions.kv,
    ...settings,
  };
  const call = (path: string, sent: Sent = {}, given = env) =>
    handleGateway(pageRequest(path, sent), given);
  const content: GatewayWorld['content'] = (action, params, sent = {}, given = env) =>
    call('/api/content', { method: 'POST', body: { action, params }, ...sent }, given);
  return {
    github,
    access,
    sessions,
    env,
    call,
    content,
    publish: (files, session, given = env) =>
      content(
        'persistEntry',
        {
          dataFiles: Object.entries(files).map(([path, raw]) => ({ path, raw })),
          assets: [],
          options: {},
        },
        session,
        given,
      ),
    signIn: (person, given = env) =>
      signInThrough((request) => handleGateway(request, given), access, person),
    // Netlify's environment holds the settings as text: the same, without the bound store.
    entries: (given = env) =>
      gatewayEntries(
        given,
        Object.fromEntries(
          Object.entries(given).filter((setting): setting is [string, string] => {
            return typeof setting[1] === 'string';
          }),
        ),
        blobs.context,
      ),
    close: async () => {
      await Promise.all([github.close(), access.close(), sessions.close(), blobs.close()]);
    },
  };
}

/** What a request of the editor's page carries. */
export interface Sent {
  method?: string;
  body?: unknown;
  cookie?: string;
  accessToken?: string;
  headers?: Record<string, string>;
}

/** A request as the editor's page sends it: same origin, Decap's Authorization header, JSON. */
export function pageRequest(
  path: string,
  { method = 'GET', body, cookie, accessToken, headers = {} }: Sent = {},
): Request {
  return new Request(`${SITE}${path}`, {
    method,
    headers: {
      Authorization: `token ${PLACEHOLDER_TOKEN}`,
      'Sec-Fetch-Site': 'same-origin',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(accessToken ? { [ACCESS_HEADER]: accessToken } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A person as Access knows them. */
export interface Person {
  email: string;
  name: string;
}

/**
 * Signs `person` in through Access at an entry of the gateway (`handle`): the session's
 * cookie, and Access's token, which every later call sends along as the browser does.
 */
export async function signInThrough(
  handle: (request: Request) => Promise<Response>,
  access: AccessStandIn,
  person: Person,
): Promise<{ cookie: string; accessToken: string }> {
  const accessToken = await access.token(person.email, { name: person.name });
  const answer = await handle(pageRequest('/api/session/start?provider=github', { accessToken }));
  if (answer.status !== 200)
    throw new Error(`signing in ${person.email} answered ${answer.status}: ${await answer.text()}`);
  return { cookie: answer.headers.get('Set-Cookie')!.split(';')[0], accessToken };
}
