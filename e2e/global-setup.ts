import path from 'node:path';
import { startStaticServer } from '../scripts/lib/static-server.mjs';

/** Serves public/ on a free port for the whole run; tests read its address from BASE_URL. */
export default async function globalSetup() {
  const server = await startStaticServer(path.resolve(__dirname, '../public'));
  process.env.BASE_URL = server.url;
  return async () => server.close();
}
