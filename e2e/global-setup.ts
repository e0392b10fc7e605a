import path from 'node:path';
import { startProductionServer } from '../scripts/lib/production-server.mjs';

/**
 * Serves public/ through the production server (nginx with deploy/nginx/) on a free port
 * for the whole run; tests read its address from BASE_URL and its kind from SERVER_KIND.
 */
export default async function globalSetup() {
  const server = await startProductionServer(path.resolve(__dirname, '..'));
  process.env.BASE_URL = server.url;
  process.env.SERVER_KIND = server.kind;
  return async () => server.close();
}
