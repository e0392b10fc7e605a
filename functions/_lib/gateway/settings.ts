// The host's settings the content gateway reads (docs/DEPLOYING.md, "Switch editing on"),
// and what follows from them: the site's origin, the branch, whether Access guards the site.
import type { AccessSettings } from './access';
import type { AppSettings } from '../content-api/github-app';
import { type EditorSettings, editorSettingsSaid } from '../../../src/core/editor-settings';

/**
 * Where sessions are kept so that one can be ended before its time: a KV namespace on
 * Cloudflare (Pages Functions and Workers bind one), Netlify Blobs on Netlify
 * (functions/_netlify/). The subset of Cloudflare's KVNamespace the gateway uses.
 */
export interface SessionKV {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface GatewayEnv extends AppSettings, AccessSettings {
  /** The repository, as owner/name, and the branch the editor publishes to. */
  CMS_REPO?: string;
  CMS_BRANCH?: string;
  /** The secret that seals sessions: 32 characters or more. */
  SESSION_SECRET?: string;
  /** The site's origin, when the gateway answers on another one (a Worker behind a proxy). */
  EDITOR_ORIGIN?: string;
  /** The sessions' store: a KV namespace bound under this name. */
  EDITOR_SESSIONS?: SessionKV;
  /** `on`: changes are saved as drafts, reviewed and published (Decap's editorial workflow). */
  CMS_DRAFTS?: string;
  /** `on` (with drafts): a draft is set Ready only by someone who is none of its authors. */
  CMS_FOUR_EYES?: string;
  /** `on`: the editor's Worker runs the schedule only, and answers no request (../editor-worker.ts). */
  CMS_SCHEDULE_ONLY?: string;
  /** Who may do what: `publisher: a@x; editor: a@x, b@x; translator: c@x` (../content-api/roles.ts). */
  CMS_ROLES?: string;
  /** A session's calls of the content API in a minute (../gateway/content-endpoint.ts; default 300). */
  CMS_CALLS_PER_MINUTE?: string;
  /** Drafts' previews on Cloudflare Pages (./previews.ts): a read-only API token, the account, the project. */
  PAGES_API_TOKEN?: string;
  PAGES_ACCOUNT_ID?: string;
  PAGES_PROJECT?: string;
  /** Drafts' previews on Netlify: an API token, and the site (Netlify sets SITE_ID itself). */
  NETLIFY_API_TOKEN?: string;
  NETLIFY_SITE_ID?: string;
  SITE_ID?: string;
  /** The hosts' API origins, for tests' stand-ins. */
  PAGES_API_ORIGIN?: string;
  NETLIFY_API_ORIGIN?: string;
}

/** The shortest secret the gateway accepts: 32 characters (`openssl rand -base64 32` gives 44). */
export const MIN_SECRET_LENGTH = 32;

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
  if (!env.EDITOR_SESSIONS) missing.push('a KV namespace bound as EDITOR_SESSIONS');
  return missing;
}

export const notSetUpText = (missing: string[]) =>
  `This site cannot sign editors in yet: its host needs ${missing.join(', ')} (docs/DEPLOYING.md, "Switch editing on"). Ask the person who runs the site.`;

export const siteOrigin = (env: GatewayEnv, url: URL) =>
  env.EDITOR_ORIGIN ? new URL(env.EDITOR_ORIGIN).origin : url.origin;

/** The branch the editor publishes to. */
export const publishingBranch = (env: GatewayEnv) => env.CMS_BRANCH || 'main';

/** Whether the editor saves drafts (../content-api/workflow.ts) rather than publishing at once. */
export const draftsOn = (env: GatewayEnv) => env.CMS_DRAFTS === 'on';

/** Whether a draft needs a second person to publish it. */
export const fourEyesOn = (env: GatewayEnv) => env.CMS_FOUR_EYES === 'on';

export const usesAccess = (env: GatewayEnv) => Boolean(env.ACCESS_TEAM_DOMAIN && env.ACCESS_AUD);

/** The host that builds each draft's version as a preview (./previews.ts), where one does. */
export function previewHost(env: GatewayEnv): 'pages' | 'netlify' | undefined {
  if (env.PAGES_API_TOKEN && env.PAGES_ACCOUNT_ID && env.PAGES_PROJECT) return 'pages';
  if (env.NETLIFY_API_TOKEN && (env.NETLIFY_SITE_ID ?? env.SITE_ID)) return 'netlify';
  return undefined;
}

/** How the editor publishes on this site, as its page reads it. */
export const editorSettings = (env: GatewayEnv): EditorSettings =>
  editorSettingsSaid({
    drafts: draftsOn(env),
    fourEyes: fourEyesOn(env),
    previews: previewHost(env) !== undefined,
  });
