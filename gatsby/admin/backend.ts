// Where the content editor saves and how its people sign in: chosen at build time from the
// environment (docs/DEPLOYING.md, "Switch editing on").
//   CMS_BACKEND=local: the content API on this machine (scripts/content-server.ts), which writes to the working tree
//     (`npm run cms` starts it; CMS_PROXY_PORT, default 8081). The default on a developer's
//     machine.
//   CMS_BACKEND=github: GitHub, with CMS_REPO (owner/name), through the site's own content API
//     (functions/_lib/content-api/): Decap's proxy backend talks to /api/content on the origin
//     the editor is opened at, the server writes with the GitHub App's token, and the page
//     holds no token. People sign in as
//     CMS_SIGN_IN says: `access`, Cloudflare Access in front of /admin/ and /api/ (the
//     default on Cloudflare Pages), or `github`, GitHub's sign-in for identity alone (the
//     default on Netlify). On any other host the site sends /api/ and /oauth/ on to the
//     editor's Worker, and CMS_SIGN_IN says which way.
//   No CMS_BACKEND on a build for a host (Cloudflare Pages, Netlify, or SITE_URL set): the
//     editor is not set up, and /admin/ says so and what to set (never a laptop's backend).
// CMS_BRANCH names the branch it commits to (default main). Git Gateway is not offered:
// Netlify deprecated it in 2025.

import { DEFAULT_PROXY_PORT } from './local-backend';

/** The content API on the site (functions/_lib/gateway/content-endpoint.ts, CONTENT_API). */
export const CONTENT_API_PATH = '/api/content';
/** Decap's sign-in window, by the way people sign in (functions/_lib/gateway/gateway.ts, ../oauth/). */
export const SIGN_IN_ENDPOINTS = {
  access: 'api/session/start',
  github: 'oauth/authorize',
} as const;
export type SignInWay = keyof typeof SIGN_IN_ENDPOINTS;

export interface CmsBackend {
  name: 'local' | 'github' | 'none';
  /** Decap's `backend` setting. */
  config: Record<string, string>;
  /**
   * The sign-in is the site's own, on whatever origin the editor is opened at (a custom
   * domain, a preview address): the editor gives Decap that origin in the browser. Its way:
   * the company's account through Access, or GitHub for identity.
   */
  signInOnSite?: SignInWay;
  /** Origins the editor's page must reach besides its own (its Content-Security-Policy). */
  connectSources: string[];
  /** The live site, for the editor's "view live" link (its own origin when not set). */
  siteUrl?: string;
}

/**
 * A setting of the editor's that is missing or wrong: the build stops with its sentence, which
 * says what to set and where the docs say it (gatsby/validate-content.ts), not a stack trace.
 */
export class EditorSettingError extends Error {
  constructor(sentence: string) {
    super(`${sentence} (docs/DEPLOYING.md, "Switch editing on")`);
    this.name = 'EditorSettingError';
  }
}

/** The sentence of what the editor's settings in `env` lack, or undefined when they are whole. */
export function editorSettingProblem(env: NodeJS.ProcessEnv): string | undefined {
  try {
    cmsBackend(env);
    return undefined;
  } catch (error) {
    if (error instanceof EditorSettingError) return error.message;
    throw error;
  }
}

/** A build for a host rather than a developer's machine. */
export const buildsForHost = (env: NodeJS.ProcessEnv) =>
  env.CF_PAGES === '1' || env.NETLIFY === 'true' || Boolean(env.SITE_URL);

/** How people sign in: CMS_SIGN_IN, or the host's own way where it has one. */
function signInWay(env: NodeJS.ProcessEnv): SignInWay {
  const way =
    env.CMS_SIGN_IN ||
    (env.CF_PAGES === '1' ? 'access' : env.NETLIFY === 'true' ? 'github' : undefined);
  if (!way)
    throw new EditorSettingError(
      "CMS_BACKEND=github on this host needs CMS_SIGN_IN: access (Cloudflare Access in front of the site) or github (GitHub's sign-in), with the host sending /api/ and /oauth/ on to the editor's Worker",
    );
  if (!(way in SIGN_IN_ENDPOINTS))
    throw new EditorSettingError(`CMS_SIGN_IN must be access or github, not "${way}"`);
  return way as SignInWay;
}

export function cmsBackend(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  const name = env.CMS_BACKEND || (buildsForHost(env) ? 'none' : 'local');
  const branch = env.CMS_BRANCH ?? 'main';
  const siteUrl = env.SITE_URL;
  switch (name) {
    case 'local': {
      // 127.0.0.1: the local content API listens there only (scripts/lib/content-server.ts).
      const proxy = `http://127.0.0.1:${env.CMS_PROXY_PORT ?? DEFAULT_PROXY_PORT}`;
      return {
        name,
        config: { name: 'proxy', proxy_url: `${proxy}/api/v1`, branch },
        connectSources: [proxy],
      };
    }
    case 'none':
      return { name, config: {}, connectSources: [] };
    case 'github': {
      if (!env.CMS_REPO)
        throw new EditorSettingError(
          'CMS_BACKEND=github needs CMS_REPO: the repository the editor commits to, as owner/name',
        );
      if (env.CMS_AUTH_URL)
        throw new EditorSettingError(
          "CMS_AUTH_URL is no longer used: the editor signs in and saves on the site's own origin, where the site's functions (or the Worker the site sends /api/ and /oauth/ to) answer; remove it and set CMS_SIGN_IN",
        );
      return {
        name,
        config: {
          name: 'proxy',
          proxy_url: CONTENT_API_PATH,
          branch,
          auth_endpoint: SIGN_IN_ENDPOINTS[signInWay(env)],
        },
        // The sign-in window and the gateway are the site's own: the page reaches no other origin.
        signInOnSite: signInWay(env),
        connectSources: [],
        siteUrl,
      };
    }
    case 'git-gateway':
      throw new EditorSettingError(
        'CMS_BACKEND=git-gateway is no longer offered: Netlify deprecated Git Gateway in 2025. Use CMS_BACKEND=github, the site’s own content gateway (its GitHub App) and CMS_SIGN_IN=github, the site’s own GitHub sign-in',
      );
    default:
      throw new EditorSettingError(`CMS_BACKEND must be local or github, not "${name}"`);
  }
}
