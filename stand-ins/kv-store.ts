// Cloudflare's KV, for the gateway's sessions in tests: the real thing, run locally by
// Miniflare (wrangler's own local runtime, workerd underneath), so a revoked session is gone
// from a real store, not from a Map of the test's.
import { Miniflare } from 'miniflare';
import type { SessionKV } from '../functions/_lib/gateway/settings';
import { COMPATIBILITY_DATE } from '../scripts/lib/cdn-server';

export interface KvStandIn {
  kv: SessionKV;
  close(): Promise<void>;
}

export async function startKvStore(): Promise<KvStandIn> {
  const runtime = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response(null, { status: 404 }) }',
    kvNamespaces: ['EDITOR_SESSIONS'],
    compatibilityDate: COMPATIBILITY_DATE,
  });
  const kv = (await runtime.getKVNamespace('EDITOR_SESSIONS')) as unknown as SessionKV;
  return { kv, close: () => runtime.dispose() };
}
