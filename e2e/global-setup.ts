import path from 'node:path';
import { startCdnServer } from '../scripts/lib/cdn-server';
import { startProductionServer } from '../scripts/lib/production-server';

/**
 * Serves public/ for the whole run twice, as the two ways it is deployed: through the
 * production server (nginx with deploy/nginx/ and the build's rules; its kind in
 * SERVER_KIND, `static` where nginx could not be installed) at NGINX_URL, and on
 * Cloudflare's runtime with the build's _headers and _redirects at CDN_URL.
 */
export default async function globalSetup() {
  const projectDir = path.resolve(__dirname, '..');
  const [nginx, cdn] = await Promise.all([
    startProductionServer(projectDir),
    startCdnServer(projectDir),
  ]);
  process.env.NGINX_URL = nginx.url;
  process.env.SERVER_KIND = nginx.kind;
  process.env.CDN_URL = cdn.url;
  return async () => {
    await Promise.all([nginx.close(), cdn.close()]);
  };
}
