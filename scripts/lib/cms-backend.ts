// The editor's backend on this machine: the content API (../content-server.ts, the site's own
// server code over the working copy), as a process of its own. The editor at /admin/ reads
// and writes the content files of `repoDir` through it. It listens on 127.0.0.1 only.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensurePortFree, portFreed, waitForHttp } from './ports';

export { DEFAULT_PROXY_PORT } from '../../gatsby/admin/local-backend';

export async function startCmsBackend(
  projectDir: string,
  {
    port,
    repoDir = projectDir,
    env = {},
  }: { port: number; repoDir?: string; env?: NodeJS.ProcessEnv },
): Promise<{
  url: string;
  close: () => Promise<void>;
  /** Settles when the backend's process ends, with its exit code (or signal). */
  exited: Promise<number | NodeJS.Signals | null>;
}> {
  await ensurePortFree(port);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectDir, 'scripts/content-server.ts')],
    {
      cwd: repoDir,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  // Stopped when its process has ended and its port is free for the next start.
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }).then(() => portFreed(port));
  try {
    await waitForHttp(port, child, 'the content API');
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, close, exited };
}
