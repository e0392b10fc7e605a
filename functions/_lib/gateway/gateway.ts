// The content gateway: the editor's only way to the repository, on the site's own origin.
// Decap's GitHub backend is pointed here (`api_root: /api/github`) and talks to it as it
// would to GitHub's REST API; the gateway passes on only what Decap needs to read and write
// this one repository's content, with the GitHub App's token, which the page never sees.
//
//   /api/session/start  Decap's sign-in window (its auth_endpoint), behind Cloudflare Access:
//                       the person Access vouches for gets a session cookie (./session.ts),
//                       and Decap a placeholder in place of a token.
//   /api/session/end    signing out (POST): the cookie is ended.
//   /api/github/…       GitHub's API as Decap uses it. Every call needs the session, and,
//                       where Access is set up, Access's token for the same person; a call
//                       that changes anything also needs a header no cross-site form sends.
//                       A commit gets the person as its author; the branch moves only to a
//                       commit that changes content alone, which the content check accepts.
//
// Web standards only (Request, Response, fetch, Web Crypto): Cloudflare Pages Functions,
// a Worker, and Netlify Functions each run it through an entry of a few lines.
import { type AccessSettings, accessPerson } from './access';
import { type AppSettings, apiOrigin, installationToken } from './github-app';
import {
  type GitReader,
  type TreeEntry,
  changedPaths,
  contentProblems,
  isContentFolder,
  isContentPath,
} from './content';
import {
  MIN_SECRET_LENGTH,
  type Person,
  endedSessionCookie,
  personOf,
  sessionCookie,
} from './session';
import { failedPage, handshakePage } from '../sign-in-pages';
import { askGitHub, privateAnswerHeaders } from '../web';

/** The host's settings the gateway reads (docs/DEPLOYING.md, "Switch editing on"). */
export interface GatewayEnv extends AppSettings, AccessSettings {
  /** The repository, as owner/name, and the branch the editor publishes to. */
  CMS_REPO?: string;
  CMS_BRANCH?: string;
  /** The secret that seals sessions: 32 characters or more. */
  SESSION_SECRET?: string;
  /** The site's origin, when the gateway answers on another one (a Worker behind a proxy). */
  EDITOR_ORIGIN?: string;
}

export const GATEWAY_API = '/api/github';
export const SESSION_START = '/api/session/start';
export const SESSION_END = '/api/session/end';
/** What Decap is handed in place of a token: the same for everyone, and worth nothing. */
export const PLACEHOLDER_TOKEN = 'session-cookie';

/** A refusal as Decap reads GitHub's: JSON with a message, and a 4xx status. */
const refuse = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ message, ...extra }, { status, headers: privateAnswerHeaders });

/** The settings the gateway cannot do without, in the order they are named. */
export function missingSettings(env: GatewayEnv): string[] {
  const needed = [
    'CMS_REPO',
    'SESSION_SECRET',
    'GITHUB_APP_ID',
    'GITHUB_APP_INSTALLATION_ID',
    'GITHUB_APP_PRIVATE_KEY',
  ] as const;
  const missing: string[] = needed.filter((name) => !env[name]);
  if (env.SESSION_SECRET && env.SESSION_SECRET.length < MIN_SECRET_LENGTH)
    missing.push(`SESSION_SECRET of ${MIN_SECRET_LENGTH} characters or more`);
  return missing;
}

const notSetUp = (missing: string[]) =>
  refuse(
    503,
    `The editor's gateway is not set up: its host needs ${missing.join(', ')} (docs/DEPLOYING.md, "Switch editing on").`,
  );

export async function handleGateway(request: Request, env: GatewayEnv): Promise<Response> {
  const url = new URL(request.url);
  const missing = missingSettings(env);
  if (url.pathname === SESSION_START) {
    if (missing.length) return failedPage(503, notSetUpText(missing));
    return startSession(request, env, url);
  }
  if (missing.length) return notSetUp(missing);
  if (url.pathname === SESSION_END) {
    if (request.method !== 'POST') return refuse(405, 'Signing out is a POST.');
    if (!sameSite(request, env, url) || !request.headers.has('Authorization'))
      return refuse(403, crossSite);
    return new Response(null, {
      status: 204,
      headers: { ...privateAnswerHeaders, 'Set-Cookie': endedSessionCookie() },
    });
  }
  if (url.pathname !== GATEWAY_API && !url.pathname.startsWith(`${GATEWAY_API}/`))
    return refuse(404, 'Not a gateway address.');
  const person = await signedIn(request, env);
  if (!person)
    return refuse(401, 'Not signed in, or the session has ended: sign in again at /admin/.');
  const changing = !['GET', 'HEAD'].includes(request.method);
  if (!sameSite(request, env, url) || (changing && !request.headers.has('Authorization')))
    return refuse(403, crossSite);
  try {
    return await answerApi(request, env, url, person);
  } catch {
    // The App's key refused, GitHub unreachable: no detail to the page, a sentence to act on.
    return refuse(
      502,
      'The editor could not reach GitHub through the site: try again in a minute; if it goes on, the GitHub App settings of the site need a look (docs/DEPLOYING.md, "Switch editing on").',
    );
  }
}

export const notSetUpText = (missing: string[]) =>
  `This site cannot sign editors in yet: its host needs ${missing.join(', ')} (docs/DEPLOYING.md, "Switch editing on"). Ask the person who runs the site.`;

const crossSite =
  'Refused: this request did not come from the editor on this site (a page of another site, or a form, cannot change content here).';

const siteOrigin = (env: GatewayEnv, url: URL) =>
  env.EDITOR_ORIGIN ? new URL(env.EDITOR_ORIGIN).origin : url.origin;

/** Whether the browser says the request came from this site's own pages (when it says so). */
function sameSite(request: Request, env: GatewayEnv, url: URL): boolean {
  const origin = request.headers.get('Origin');
  if (origin && origin !== siteOrigin(env, url)) return false;
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  return !fetchSite || fetchSite === 'same-origin';
}

const usesAccess = (env: GatewayEnv) => Boolean(env.ACCESS_TEAM_DOMAIN && env.ACCESS_AUD);

/** The session's person; where Access guards the site, only while Access vouches for them too. */
async function signedIn(request: Request, env: GatewayEnv): Promise<Person | undefined> {
  const person = await personOf(request, env.SESSION_SECRET!);
  if (!person || !usesAccess(env) || person.via !== 'access') return person;
  const vouched = await accessPerson(request, env);
  return vouched && vouched.email.toLowerCase() === person.email.toLowerCase() ? person : undefined;
}

/** Whether the GitHub user `login` may push to the repository, as the App sees it. */
export async function mayWrite(env: GatewayEnv, login: string): Promise<boolean> {
  const token = await installationToken(env, env.CMS_REPO!);
  const answer = await askGitHub(
    apiOrigin(env),
    `/repos/${env.CMS_REPO}/collaborators/${encodeURIComponent(login)}/permission`,
    `token ${token}`,
  );
  if (answer.status === 404) return false;
  if (!answer.ok) throw new Error(`GitHub answered ${answer.status}`);
  const { permission, role_name: role } = (await answer.json()) as {
    permission?: string;
    role_name?: string;
  };
  return ['admin', 'maintain', 'write'].includes(role ?? permission ?? '');
}

/** Decap's sign-in window, behind Access: a session for the person Access vouches for. */
async function startSession(request: Request, env: GatewayEnv, url: URL): Promise<Response> {
  if (!usesAccess(env))
    return failedPage(
      503,
      'This site signs editors in through Cloudflare Access, which is not set up: its host needs ACCESS_TEAM_DOMAIN and ACCESS_AUD (docs/DEPLOYING.md, "Switch editing on").',
    );
  const person = await accessPerson(request, env);
  if (!person)
    return failedPage(
      401,
      'Your company sign-in did not reach this page. Close this window, open the editor at /admin/ again and sign in.',
    );
  const cookie = await sessionCookie(person, env.SESSION_SECRET!);
  return handshakePage(siteOrigin(env, url), PLACEHOLDER_TOKEN, { 'Set-Cookie': cookie });
}

/** What one call to GitHub needs: where, with what, for whom. */
interface Call {
  request: Request;
  env: GatewayEnv;
  url: URL;
  person: Person;
  repo: string;
  branch: string;
  /** The path below /repos/{owner}/{name}, or the whole path for calls outside a repository. */
  rest: string;
}

async function answerApi(request: Request, env: GatewayEnv, url: URL, person: Person) {
  const repo = env.CMS_REPO!;
  const branch = env.CMS_BRANCH || 'main';
  const path = url.pathname.slice(GATEWAY_API.length) || '/';
  if (path === '/user' && request.method === 'GET')
    return Response.json(
      {
        login: person.login ?? person.email,
        name: person.name,
        email: person.email,
        avatar_url: '',
      },
      { headers: privateAnswerHeaders },
    );
  const inRepo = new RegExp(`^/repos/([^/]+)/([^/]+)(/.*)?$`).exec(path);
  if (!inRepo)
    return refuse(403, `The editor's gateway does not pass on ${request.method} ${path}.`);
  if (`${inRepo[1]}/${inRepo[2]}`.toLowerCase() !== repo.toLowerCase())
    return refuse(
      403,
      `The editor reaches one repository, ${repo}, not ${inRepo[1]}/${inRepo[2]}.`,
    );
  const call: Call = { request, env, url, person, repo, branch, rest: inRepo[3] ?? '' };
  const route = routes.find(
    ({ method, pattern }) => method === request.method && pattern.test(call.rest),
  );
  if (!route)
    return refuse(
      403,
      `The editor's gateway does not pass on ${request.method} ${path}: only the content of ${repo} is reached through it.`,
    );
  return route.answer(call, route.pattern.exec(call.rest)!);
}

const SHA = '[0-9a-f]{40}';
const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Decap's calls (decap-cms-backend-github 3.x, simple mode), each as narrow as it works. */
const routes: Array<{
  method: string;
  pattern: RegExp;
  answer: (call: Call, match: RegExpExecArray) => Promise<Response>;
}> = [
  {
    // Whether this person may write: the gateway answers (an App's token gets no permissions).
    method: 'GET',
    pattern: /^$/,
    answer: async ({ repo, branch }) =>
      Response.json(
        {
          name: repo.split('/')[1],
          full_name: repo,
          owner: { login: repo.split('/')[0] },
          default_branch: branch,
          private: true,
          permissions: { admin: false, maintain: false, push: true, triage: false, pull: true },
        },
        { headers: privateAnswerHeaders },
      ),
  },
  {
    // A content folder of the branch (`main:data`, arriving raw or as `main:data%2Fimages`).
    // Not a tree by its id: the root's would list the code, which the editor never reads.
    method: 'GET',
    pattern: /^\/git\/trees\/(.+)$/,
    answer: (call, [, ref]) => {
      const name = decoded(ref);
      const folder = name.startsWith(`${call.branch}:`)
        ? name.slice(call.branch.length + 1)
        : undefined;
      if (!(folder && isContentFolder(folder)))
        return Promise.resolve(
          refuse(403, `The editor reads the content folders only, not ${name}.`),
        );
      return forward(call);
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/git/blobs/${SHA}$`),
    answer: (call) => forward(call, { immutable: true }),
  },
  {
    method: 'GET',
    pattern: /^\/commits$/,
    answer: (call) => {
      const path = call.url.searchParams.get('path') ?? '';
      if (!isContentPath(path))
        return Promise.resolve(
          refuse(
            403,
            `The editor reads the content's history only, not ${path || 'the whole repository'}'s.`,
          ),
        );
      return forward(call);
    },
  },
  {
    method: 'GET',
    pattern: /^\/branches\/([^/]+)$/,
    answer: (call, [, name]) => ofBranch(call, name, () => forward(call)),
  },
  {
    method: 'GET',
    pattern: /^\/git\/refs?\/heads\/([^/]+)$/,
    answer: (call, [, name]) => ofBranch(call, name, () => forward(call)),
  },
  { method: 'POST', pattern: /^\/git\/blobs$/, answer: (call) => forward(call) },
  { method: 'POST', pattern: /^\/git\/trees$/, answer: newTree },
  { method: 'POST', pattern: /^\/git\/commits$/, answer: newCommit },
  {
    method: 'PATCH',
    pattern: /^\/git\/refs\/heads\/([^/]+)$/,
    answer: (call, [, name]) => ofBranch(call, name, () => moveBranch(call)),
  },
];

function ofBranch(call: Call, name: string, answer: () => Promise<Response>) {
  if (decoded(name) !== call.branch)
    return Promise.resolve(
      refuse(403, `The editor publishes to ${call.branch} only, not ${decoded(name)}.`),
    );
  return answer();
}

/** GitHub's API with the App's token, for this call's repository. */
async function github(call: Call, method: string, rest: string, body?: unknown): Promise<Response> {
  const token = await installationToken(call.env, call.repo);
  return askGitHub(apiOrigin(call.env), `/repos/${call.repo}${rest}`, `token ${token}`, {
    method,
    body,
    timeout: 20_000,
  });
}

/** GitHub's answer to this call as it came, but for its Link (GitHub's own addresses) and caching. */
async function forward(
  call: Call,
  { immutable = false, body }: { immutable?: boolean; body?: unknown } = {},
) {
  let answer: Response;
  try {
    const sent =
      body ??
      (['GET', 'HEAD'].includes(call.request.method) ? undefined : await call.request.json());
    answer = await github(call, call.request.method, `${call.rest}${call.url.search}`, sent);
  } catch {
    return refuse(502, 'GitHub could not be reached. Try again in a minute.');
  }
  if (answer.status >= 300 && answer.status < 400)
    return refuse(502, 'GitHub answered with a redirect, which the gateway does not follow.');
  const headers = new Headers(privateAnswerHeaders);
  for (const name of ['Content-Type', 'ETag', 'Last-Modified']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  // A blob's id is its content: the browser may keep it, no one else may.
  if (immutable && answer.ok) headers.set('Cache-Control', 'private, max-age=31536000, immutable');
  const link = answer.headers.get('Link');
  if (link)
    headers.set(
      'Link',
      link.replaceAll(
        `${apiOrigin(call.env)}/`,
        `${siteOrigin(call.env, call.url)}${GATEWAY_API}/`,
      ),
    );
  return new Response(answer.body, { status: answer.status, headers });
}

/** A new tree: each path it sets is content. */
async function newTree(call: Call): Promise<Response> {
  const body = (await call.request.json()) as { tree?: Array<{ path?: string }> };
  const outside = (body.tree ?? [])
    .map(({ path }) => String(path))
    .filter((path) => !isContentPath(path));
  if (outside.length) return refuse(403, outsideContent(outside));
  return forward(call, { body });
}

const outsideContent = (paths: string[]) =>
  `Not published: the editor changes files in data/ and locales/ only, not ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ', …' : ''}.`;

/** A new commit, authored by the person signed in and committed by the App. */
async function newCommit(call: Call): Promise<Response> {
  const body = (await call.request.json()) as Record<string, unknown>;
  // Whatever author or committer the page names gives way: GitHub records the App as committer.
  const rest = Object.fromEntries(
    Object.entries(body).filter(([name]) => name !== 'author' && name !== 'committer'),
  );
  const author = {
    name: call.person.name,
    email: call.person.email,
    date: new Date().toISOString(),
  };
  return forward(call, { body: { ...rest, author } });
}

/** The App's reading of the repository, for the checks before the branch moves. */
function reader(call: Call): GitReader {
  const read = async (rest: string) => {
    const answer = await github(call, 'GET', rest);
    if (!answer.ok) throw new Error(`GitHub answered ${answer.status} for ${rest}`);
    return answer.json();
  };
  return {
    async tree(sha) {
      const listing = (await read(`/git/trees/${sha}?recursive=1`)) as {
        tree: TreeEntry[];
        truncated?: boolean;
      };
      if (listing.truncated)
        throw new Error('the repository is too large for GitHub to list at once');
      return listing.tree;
    },
    async blob(sha) {
      const { content } = (await read(`/git/blobs/${sha}`)) as { content: string };
      return Uint8Array.from(atob(content.replace(/\s/g, '')), (c) => c.charCodeAt(0));
    },
  };
}

/** Moving the branch: forward only, to a commit that changes content alone, content the build takes. */
async function moveBranch(call: Call): Promise<Response> {
  const body = (await call.request.json()) as { sha?: string; force?: boolean };
  if (body.force) return refuse(403, 'The editor never rewrites the branch’s history.');
  if (!body.sha || !new RegExp(`^${SHA}$`).test(body.sha)) return refuse(422, 'No commit named.');
  const git = reader(call);
  let now: TreeEntry[];
  let next: TreeEntry[];
  try {
    const branch = (await (await github(call, 'GET', `/branches/${call.branch}`)).json()) as {
      commit: { commit: { tree: { sha: string } } };
    };
    const commit = (await (await github(call, 'GET', `/git/commits/${body.sha}`)).json()) as {
      tree: { sha: string };
    };
    [now, next] = await Promise.all([
      git.tree(branch.commit.commit.tree.sha),
      git.tree(commit.tree.sha),
    ]);
  } catch {
    return refuse(502, 'GitHub could not be reached to check this publish. Try again in a minute.');
  }
  const { refused } = changedPaths(now, next);
  if (refused.length) return refuse(403, outsideContent(refused));
  let problems;
  try {
    problems = await contentProblems(git, now, next);
  } catch {
    return refuse(502, 'GitHub could not be reached to check this publish. Try again in a minute.');
  }
  if (problems.length)
    return refuse(
      422,
      `Not published: the content check found ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}: ${problems.map(({ message }) => message).join(' ')}`,
      { problems },
    );
  return forward(call, { body: { sha: body.sha, force: false } });
}
