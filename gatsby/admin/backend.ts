// Where the content editor saves and how its people sign in: chosen at build time from the
// environment (docs/DEPLOYING.md, "Switch editing on").
//   CMS_BACKEND=local: Decap's local backend, decap-server, which writes to the working tree
//     (`npm run cms` starts it; CMS_PROXY_PORT, default 8081). The default on a developer's
//     machine.
//   CMS_BACKEND=github: GitHub, with CMS_REPO (owner/name). Editors sign in with GitHub
//     through, in this order: CMS_AUTH_URL when set (any OAuth endpoint that speaks Decap's
//     handshake); on Cloudflare Pages (CF_PAGES=1) the site's own functions (functions/oauth/);
//     on Netlify (NETLIFY=true) Netlify's GitHub OAuth provider.
//   No CMS_BACKEND on a build for a host (Cloudflare Pages, Netlify, or SITE_URL set): the
//     editor is not set up, and /admin/ says so and what to set (never a laptop's backend).
// CMS_BRANCH names the branch it commits to (default main). Git Gateway is not offered:
// Netlify deprecated it in 2025, and its GitHub provider needs neither it nor Identity.

import { DEFAULT_PROXY_PORT } from './local-backend';

/** Where the sign-in runs on Cloudflare Pages: the site's functions (functions/oauth/). */
export const SITE_SIGN_IN_ENDPOINT = 'oauth/authorize';
/** Netlify's OAuth provider, which signs in with GitHub for sites that have it set up. */
export const NETLIFY_API = 'https://api.netlify.com';

export interface CmsBackend {
  name: 'local' | 'github' | 'none';
  /** Decap's `backend` setting. */
  config: Record<string, string>;
  /**
   * The sign-in is the site's own, on whatever origin the editor is opened at (a custom
   * domain, a preview address): the editor gives Decap that origin in the browser.
   */
  signInOnSite?: boolean;
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

function githubSignIn(env: NodeJS.ProcessEnv): Pick<CmsBackend, 'config' | 'signInOnSite'> {
  if (env.CMS_AUTH_URL) {
    const auth = new URL(env.CMS_AUTH_URL);
    return {
      config: { base_url: auth.origin, auth_endpoint: auth.pathname.replace(/^\//, '') || 'auth' },
    };
  }
  if (env.CF_PAGES === '1')
    return { config: { auth_endpoint: SITE_SIGN_IN_ENDPOINT }, signInOnSite: true };
  if (env.NETLIFY === 'true') return { config: { base_url: NETLIFY_API, auth_endpoint: 'auth' } };
  throw new EditorSettingError(
    'CMS_BACKEND=github needs CMS_AUTH_URL on this host: the address of an OAuth endpoint that signs editors in with GitHub (on Cloudflare Pages and Netlify the site brings its own)',
  );
}

export function cmsBackend(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  const name = env.CMS_BACKEND || (buildsForHost(env) ? 'none' : 'local');
  const branch = env.CMS_BRANCH ?? 'main';
  const siteUrl = env.SITE_URL;
  switch (name) {
    case 'local': {
      // 127.0.0.1: decap-server listens there only (scripts/lib/cms-backend.ts).
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
      const signIn = githubSignIn(env);
      return {
        name,
        config: { name: 'github', repo: env.CMS_REPO, branch, ...signIn.config },
        ...(signIn.signInOnSite && { signInOnSite: true }),
        // The sign-in opens a window; only GitHub's API is fetched.
        connectSources: ['https://api.github.com'],
        siteUrl,
      };
    }
    case 'git-gateway':
      throw new EditorSettingError(
        'CMS_BACKEND=git-gateway is no longer offered: Netlify deprecated Git Gateway in 2025. Use CMS_BACKEND=github with Netlify’s GitHub provider',
      );
    default:
      throw new EditorSettingError(`CMS_BACKEND must be local or github, not "${name}"`);
  }
}
