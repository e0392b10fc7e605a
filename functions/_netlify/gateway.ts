// The editor's content gateway and sign-in as a Netlify Function: Netlify hands it
// web-standard Requests at the addresses below, and the site's settings as the environment;
// it answers them as the Worker does (../_lib/editor-worker.ts). Sessions are kept in
// Netlify Blobs (a site-wide store, read with strong consistency, so a session revoked is
// revoked at once). Netlify finds it when the site's functions directory is functions/_netlify
// (docs/DEPLOYING.md, "Switch editing on").
import { getStore } from '@netlify/blobs';
import type { GatewayEnv, SessionKV } from '../_lib/gateway/settings';
import editorWorker from '../_lib/editor-worker';

/** Netlify Blobs as the gateway's session store: each key kept with when it ends. */
export function blobsSessions(): SessionKV {
  const store = getStore({ name: 'editor-sessions', consistency: 'strong' });
  const now = () => Math.floor(Date.now() / 1000);
  return {
    async get(key) {
      const kept = (await store.get(key, { type: 'json' })) as {
        value: string;
        until: number;
      } | null;
      return kept && kept.until > now() ? kept.value : null;
    },
    async put(key, value, { expirationTtl = 60 } = {}) {
      await store.setJSON(key, { value, until: now() + expirationTtl });
    },
    delete: (key) => store.delete(key),
  };
}

export default (request: Request) =>
  editorWorker.fetch(request, {
    ...(process.env as GatewayEnv),
    EDITOR_SESSIONS: blobsSessions(),
  });

// Literal, as Netlify reads it without running the module (its in-source configuration is
// read by static analysis); ./gateway.test.ts holds it to GATEWAY_PATHS and the sign-in's.
export const config = {
  path: ['/api/content', '/api/session/*', '/oauth/authorize', '/oauth/callback'],
};
