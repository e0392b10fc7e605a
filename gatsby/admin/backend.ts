// Where the content editor saves: chosen at build time from the environment.
//   CMS_BACKEND=local (the default): Decap's local backend, decap-server, which writes to
//     the working tree (`npm run cms` starts it; CMS_PROXY_PORT, default 8081).
//   CMS_BACKEND=git-gateway: Netlify Identity and Git Gateway, commits through Netlify.
//   CMS_BACKEND=github: GitHub, with CMS_REPO (owner/name) and CMS_AUTH_URL, the address of
//     an OAuth endpoint that signs editors in (on Cloudflare, for example, a small Worker).
// CMS_BRANCH names the branch it commits to (default main).

import { DEFAULT_PROXY_PORT } from './local-backend';

export interface CmsBackend {
  name: 'local' | 'git-gateway' | 'github';
  /** Decap's `backend` setting. */
  config: Record<string, string>;
  /** Origins the editor's page must reach besides its own (its Content-Security-Policy). */
  connectSources: string[];
  /** The live site, for the editor's "view live" link (its own origin when not set). */
  siteUrl?: string;
}

export function cmsBackend(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  const name = env.CMS_BACKEND ?? 'local';
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
    case 'git-gateway':
      return { name, config: { name: 'git-gateway', branch }, connectSources: [], siteUrl };
    case 'github': {
      const missing = ['CMS_REPO', 'CMS_AUTH_URL'].filter((key) => !env[key]);
      if (missing.length)
        throw new Error(
          `CMS_BACKEND=github needs ${missing.join(' and ')}: the repository (owner/name) and the address of the OAuth endpoint that signs editors in.`,
        );
      const auth = new URL(env.CMS_AUTH_URL!);
      return {
        name,
        config: {
          name: 'github',
          repo: env.CMS_REPO!,
          branch,
          base_url: auth.origin,
          auth_endpoint: auth.pathname.replace(/^\//, '') || 'auth',
        },
        connectSources: ['https://api.github.com', auth.origin],
        siteUrl,
      };
    }
    default:
      throw new Error(`CMS_BACKEND must be local, git-gateway or github, not "${name}".`);
  }
}
