// The content gateway's three entries, as a host runs each: Cloudflare Pages Functions
// (functions/api/[[path]].ts) and the Worker (functions/_lib/editor-worker.ts) with the KV
// namespace bound, Netlify Functions (functions/_netlify/gateway.ts) with the settings in its
// environment and its sessions in Netlify Blobs. For tests that must hold through each.
import { onRequest } from '../functions/api/[[path]]';
import netlifyGateway from '../functions/_netlify/gateway';
import worker from '../functions/_lib/editor-worker';
import type { GatewayEnv } from '../functions/_lib/gateway/settings';

export interface GatewayEntry {
  name: string;
  handle(request: Request): Promise<Response>;
}

/**
 * `env`: the settings with Cloudflare's KV bound; `settings`: the same as plain text, as
 * Netlify's environment holds them; `blobsContext`: where Netlify Blobs is (stand-ins/blobs-store.ts).
 */
export function gatewayEntries(
  env: GatewayEnv,
  settings: Record<string, string>,
  blobsContext: string,
): GatewayEntry[] {
  return [
    { name: 'Cloudflare Pages Functions', handle: async (request) => onRequest({ request, env }) },
    { name: 'a Cloudflare Worker', handle: async (request) => worker.fetch(request, env) },
    {
      name: 'Netlify Functions',
      // One call at a time: the environment is the process's.
      handle: async (request) => {
        const saved = { ...process.env };
        Object.assign(process.env, settings, { NETLIFY_BLOBS_CONTEXT: blobsContext });
        try {
          return await netlifyGateway(request);
        } finally {
          process.env = saved;
        }
      },
    },
  ];
}
