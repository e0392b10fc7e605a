// npm run serve:prod — serves the production build through nginx on http://localhost:9000
// (PORT overrides), with production's caching, compression, 404 and security rules.
import { existsSync } from 'node:fs';
import { startProductionServer } from './lib/production-server.mjs';

if (!existsSync('public/index.html')) {
  console.error(
    'No build in public/: run `npm run build` first (or `npm start`, which does both).',
  );
  process.exit(1);
}
const server = await startProductionServer(process.cwd(), {
  port: Number(process.env.PORT ?? 9000),
});
console.log(
  `Serving public/ with ${server.kind}${server.brotli ? ' (gzip and brotli)' : ''} at ${server.url.replace('127.0.0.1', 'localhost')}/ — Ctrl+C stops it.`,
);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
