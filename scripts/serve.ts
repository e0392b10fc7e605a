// npm run serve:prod — the production build through nginx with deploy/nginx/ and the
// build's serving rules, on http://localhost:9000.
// npm run serve:cdn — the same build on Cloudflare's runtime (wrangler pages dev) with the
// build's _headers and _redirects, on http://localhost:8788.
// PORT overrides either port.
import { existsSync } from 'node:fs';
import { startCdnServer } from './lib/cdn-server';
import { PortTakenError, ensurePortFree } from './lib/ports';
import { startProductionServer } from './lib/production-server';

async function main() {
  const servers = {
    prod: { defaultPort: 9000, start: startProductionServer, label: (kind: string) => kind },
    cdn: { defaultPort: 8788, start: startCdnServer, label: () => "Cloudflare's runtime" },
  };
  const name = process.argv[2];
  const server = servers[name as keyof typeof servers] as
    (typeof servers)[keyof typeof servers] | undefined;
  if (!server) {
    console.error(`Usage: tsx scripts/serve.ts ${Object.keys(servers).join('|')}`);
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? server.defaultPort);

  function fail(error: Error): never {
    console.error(
      error instanceof PortTakenError
        ? `${error.message} Stop that program, or choose another port: PORT=${port + 1} npm run serve:${name}`
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
  const running = await server.start(process.cwd(), { port }).catch(fail);
  console.log(
    `Serving public/ with ${server.label(running.kind)}${running.brotli ? ' (gzip and brotli)' : ''} at ${running.url.replace('127.0.0.1', 'localhost')}/ — Ctrl+C stops it.`,
  );
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
