// A draft's whole-site preview: the host builds every push of a draft's branch as a preview
// deployment, and the gateway asks the host, with a read-only token, about the deployment of
// exactly the commit Decap asks about. Only that commit's deployment counts: an older save's
// preview, live at the branch's address, is never reported as this one's. Its own address
// (each deployment has one that never changes) is the link.
// - Cloudflare Pages: its API lists the project's preview deployments with the commit each was
//   built from and its latest stage (PAGES_API_TOKEN: a token with "Cloudflare Pages: Read").
// - Netlify: its API lists the site's deploys of a branch with their commit and state
//   (NETLIFY_API_TOKEN, read-only use; the site from NETLIFY_SITE_ID or Netlify's SITE_ID).
// - nginx and other hosts build no previews: there drafts have none.
// Why the API and not a stamp the build writes into the preview: a stamp says a preview is
// live, never that its build failed, and a preview behind Access would need a credential to
// read it anyway.
import { type GatewayEnv, previewHost } from './settings';

export interface Preview {
  state: 'pending' | 'success' | 'failure';
  /** The deployment's own address, once it is live. */
  url?: string;
  /** Why it failed, in words. */
  reason?: string;
}

interface PagesDeployment {
  url: string;
  deployment_trigger?: { metadata?: { commit_hash?: string; branch?: string } };
  latest_stage?: { name: string; status: string };
}

interface NetlifyDeploy {
  state: string;
  commit_ref: string | null;
  deploy_ssl_url?: string;
  error_message?: string | null;
}

const ask = async <T>(url: string, token: string): Promise<T | undefined> => {
  try {
    const answer = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    return answer.ok ? ((await answer.json()) as T) : undefined;
  } catch {
    return undefined;
  }
};

const stillBuilding: Preview = { state: 'pending' };
const unknown: Preview = {
  state: 'pending',
  reason: 'The host did not answer about the preview; it is asked again when the draft is opened.',
};

async function pagesPreview(env: GatewayEnv, sha: string): Promise<Preview> {
  const origin = env.PAGES_API_ORIGIN ?? 'https://api.cloudflare.com';
  const listed = await ask<{ result?: PagesDeployment[] }>(
    `${origin}/client/v4/accounts/${encodeURIComponent(env.PAGES_ACCOUNT_ID!)}/pages/projects/${encodeURIComponent(env.PAGES_PROJECT!)}/deployments?env=preview&per_page=25`,
    env.PAGES_API_TOKEN!,
  );
  if (!listed?.result) return unknown;
  const deployment = listed.result.find(
    ({ deployment_trigger: trigger }) => trigger?.metadata?.commit_hash === sha,
  );
  const stage = deployment?.latest_stage;
  if (!deployment || !stage) return stillBuilding;
  if (stage.status === 'failure' || stage.status === 'canceled')
    return {
      state: 'failure',
      reason: `The host's build of this draft ${stage.status === 'canceled' ? 'was cancelled' : 'failed'} at its ${stage.name} step; its log in Cloudflare Pages says why.`,
    };
  if (stage.name === 'deploy' && stage.status === 'success')
    return { state: 'success', url: deployment.url };
  return stillBuilding;
}

async function netlifyPreview(env: GatewayEnv, sha: string, branch: string): Promise<Preview> {
  const origin = env.NETLIFY_API_ORIGIN ?? 'https://api.netlify.com';
  const site = env.NETLIFY_SITE_ID ?? env.SITE_ID;
  const deploys = await ask<NetlifyDeploy[]>(
    `${origin}/api/v1/sites/${encodeURIComponent(site!)}/deploys?branch=${encodeURIComponent(branch)}&per_page=25`,
    env.NETLIFY_API_TOKEN!,
  );
  if (!deploys) return unknown;
  const deploy = deploys.find(({ commit_ref: commit }) => commit === sha);
  if (!deploy) return stillBuilding;
  if (deploy.state === 'error')
    return {
      state: 'failure',
      reason: `The host's build of this draft failed${deploy.error_message ? `: ${deploy.error_message}` : ''}.`,
    };
  if (deploy.state === 'ready' && deploy.deploy_ssl_url)
    return { state: 'success', url: deploy.deploy_ssl_url };
  return stillBuilding;
}

/** The preview of commit `sha` of the draft's branch `branch`; undefined where the host builds none. */
export function previewOf(env: GatewayEnv, sha: string, branch: string) {
  const host = previewHost(env);
  if (host === 'pages') return pagesPreview(env, sha);
  if (host === 'netlify') return netlifyPreview(env, sha, branch);
  return undefined;
}
