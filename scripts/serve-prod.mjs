// npm run serve:prod — serves the production build through nginx on http://localhost:9000
// (PORT overrides), with production's caching, compression, 404 and security rules.
import { existsSync } from 'node:fs';
import { PortTakenError, ensurePortFree } from './lib/nginx.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const port = Number(process.env.PORT ?? 9000);

function fail(error) {
  console.error(
    error instanceof PortTakenError
      ? `${error.message} Stop that program, or choose another port: PORT=${port + 1} npm run serve:prod`
      : `The server did not start on port ${port}: ${error.message}`,
  );
  process.exit(1);
}

// A taken port is the likeliest failure, and says nothing about the build: checked first.
await ensurePortFree(port).catch(fail);
if (!existsSync('public/index.html')) {
  console.error(
    'No build in public/: run `npm run build` first (or `npm start`, which does both).',
  );
  process.exit(1);
}
// Said only once the server answers on the port: a failed start ends above, non-zero.
const server = await startProductionServer(process.cwd(), { port }).catch(fail);
console.log(
  `Serving public/ with ${server.kind}${server.brotli ? ' (gzip and brotli)' : ''} at ${server.url.replace('127.0.0.1', 'localhost')}/ — Ctrl+C stops it.`,
);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
