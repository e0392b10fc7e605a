// Decap CMS's local backend (decap-server): the editor at /admin/ reads and writes the
// content files of `repoDir` through it. It listens on 127.0.0.1 only: it writes files for
// anyone who reaches it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensurePortFree, waitForHttp } from './ports';

export { DEFAULT_PROXY_PORT } from '../../gatsby/admin/local-backend';

export async function startCmsBackend(
  projectDir: string,
  { port, repoDir = projectDir }: { port: number; repoDir?: string },
): Promise<{
  url: string;
  close: () => Promise<void>;
  /** Settles when the backend's process ends, with its exit code (or signal). */
  exited: Promise<number | NodeJS.Signals | null>;
}> {
  await ensurePortFree(port);
  const child = spawn(
    process.execPath,
    [path.join(projectDir, 'node_modules/decap-server/dist/index.js')],
    {
      cwd: repoDir,
      env: {
        ...process.env,
        PORT: String(port),
        BIND_HOST: '127.0.0.1',
        GIT_REPO_DIRECTORY: repoDir,
        MODE: 'fs',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForHttp(port, child, 'decap-server');
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, close, exited };
}
