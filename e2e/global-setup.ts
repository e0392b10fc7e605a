import path from 'node:path';
import { startProductionServer } from '../scripts/lib/production-server';

/**
 * Serves public/ for the whole run through the production server (nginx with deploy/nginx/
 * and the build's rules; its kind in SERVER_KIND, `static` where nginx could not be
 * installed) at NGINX_URL. The other way it is deployed, Cloudflare's runtime with the
 * build's _headers and _redirects, is started by the workers that use it (fixtures.ts,
 * `serverAt`).
 */
export default async function globalSetup() {
  const nginx = await startProductionServer(path.resolve(__dirname, '..'));
  process.env.NGINX_URL = nginx.url;
  process.env.SERVER_KIND = nginx.kind;
  return () => nginx.close();
}
