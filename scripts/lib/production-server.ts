// The server every consumer of the production build uses: nginx with deploy/nginx/, or,
// where nginx cannot be installed, the small static server, with a loud warning.
import path from 'node:path';
import { installCommand } from './install-hints';
import { NGINX, ensureNginx, startNginx } from './nginx';
import { ensurePortFree, freePort } from './ports';
import { startStaticServer } from './static-server';

export interface ProductionServer {
  url: string;
  brotli: boolean;
  kind: 'nginx' | 'static';
  /** nginx's master process (not set for the static server). */
  pid?: number;
  close: () => Promise<void>;
}

export async function startProductionServer(
  projectDir: string,
  { port, publicDir }: { port?: number; publicDir?: string } = {},
): Promise<ProductionServer> {
  const chosenPort = port ?? (await freePort());
  await ensurePortFree(chosenPort);
  if (ensureNginx()) {
    const server = await startNginx(projectDir, chosenPort, publicDir);
    return { ...server, kind: 'nginx' as const };
  }
  console.warn(
    [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      `!! nginx is not installed (${NGINX}; NGINX_PATH names another). Install it:`,
      `!!   ${installCommand(['nginx'])}`,
      '!! FALLING BACK to the plain static server (sirv): no security headers, no',
      '!! caching rules. Results do not show what production serves.',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '',
    ].join('\n'),
  );
  const server = await startStaticServer(publicDir ?? path.join(projectDir, 'public'), {
    port: chosenPort,
  });
  return { ...server, brotli: false, kind: 'static' as const };
}
