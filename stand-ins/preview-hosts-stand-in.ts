// The hosts' APIs that report drafts' previews (functions/_lib/gateway/previews.ts), stood in:
// Cloudflare Pages' list of a project's deployments and Netlify's list of a site's deploys,
// each answering from a list the test changes as a host's builds would go.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PagesDeployment {
  url: string;
  commit: string;
  branch: string;
  stage: { name: string; status: string };
}

export interface NetlifyDeploy {
  commit_ref: string;
  branch: string;
  state: string;
  deploy_ssl_url: string;
  error_message?: string;
}

export const PREVIEW_TOKEN = 'read-only-preview-token';

export async function startPreviewHosts() {
  const pages: PagesDeployment[] = [];
  const netlify: NetlifyDeploy[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${PREVIEW_TOKEN}`)
      return send(403, {
        success: false,
        errors: [{ code: 10000, message: 'Authentication error' }],
      });
    if (
      /^\/client\/v4\/accounts\/acct\/pages\/projects\/cargo-site\/deployments$/.test(url.pathname)
    )
      return send(200, {
        success: true,
        // Newest first, as Cloudflare lists them.
        result: [...pages].reverse().map((deployment) => ({
          url: deployment.url,
          environment: 'preview',
          deployment_trigger: {
            type: 'github:push',
            metadata: { branch: deployment.branch, commit_hash: deployment.commit },
          },
          latest_stage: deployment.stage,
        })),
      });
    const deploys = /^\/api\/v1\/sites\/site-1\/deploys$/.exec(url.pathname);
    if (deploys)
      return send(
        200,
        [...netlify].reverse().filter(({ branch }) => branch === url.searchParams.get('branch')),
      );
    send(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    pages,
    netlify,
    /** The gateway's settings for previews on Cloudflare Pages, and on Netlify. */
    pagesSettings: {
      PAGES_API_TOKEN: PREVIEW_TOKEN,
      PAGES_ACCOUNT_ID: 'acct',
      PAGES_PROJECT: 'cargo-site',
      PAGES_API_ORIGIN: origin,
    },
    netlifySettings: {
      NETLIFY_API_TOKEN: PREVIEW_TOKEN,
      SITE_ID: 'site-1',
      NETLIFY_API_ORIGIN: origin,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
