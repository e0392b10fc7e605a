// Serves a copy of public/ with Cloudflare's own runtime, locally: `wrangler pages dev`
// runs workerd, the program that serves Pages sites on Cloudflare, and applies the build's
// _headers and _redirects and Cloudflare's 404 rule as a deployment would, with the
// project's Pages Functions (functions/, the editor's sign-in) beside the files. Offline: the
// request metadata it would fetch from Cloudflare and its usage metrics are turned off.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { parse } from 'yaml';
import { ensurePortFree, freePort, waitForHttp } from './ports';

/**
 * The runtime behaviour to ask for. Pinned, so an update of wrangler cannot change what
 * the tests see; it must not be newer than the workerd that wrangler bundles supports
 * (wrangler 4.86 bundles workerd 1.20260426).
 */
export const COMPATIBILITY_DATE = '2026-04-01';

/**
 * workerd reports each client that hangs up mid-answer (a browser leaving a page while a
 * file streams) as an ERROR; any server sees that all day, so those lines are dropped.
 */
const clientHungUp = /disconnected: ::write\(.*(Broken pipe|Connection reset by peer)/;

function forwardOutput(from: Readable, to: Writable, onLine?: (line: string) => void) {
  createInterface({ input: from }).on('line', (line) => {
    onLine?.(line);
    if (!clientHungUp.test(line)) to.write(`${line}\n`);
  });
}

interface CdnServerOptions {
  port?: number;
  /** The build to serve (default the project's public/). */
  publicDir?: string;
  /** The host's settings the functions read (Cloudflare's Variables and Secrets). */
  settings?: Record<string, string>;
  /** Sees every line the runtime prints. */
  onLine?: (line: string) => void;
}

export async function startCdnServer(
  projectDir: string,
  { port, publicDir, settings = {}, onLine }: CdnServerOptions = {},
): Promise<{ url: string; brotli: boolean; kind: 'cdn'; close: () => Promise<void> }> {
  let chosenPort = port ?? (await freePort());
  await ensurePortFree(chosenPort);
  // A copy, so the host's analytics script can stand in as nginx's site.conf does, and so
  // wrangler's own state stays out of the project.
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'cargo-cdn-'));
  const siteDir = path.join(workDir, 'site');
  await cp(publicDir ?? path.join(projectDir, 'public'), siteDir, { recursive: true });
  const company = parse(await readFile(path.join(projectDir, 'data/company.yaml'), 'utf8'));
  const analytics = path.join(siteDir, company.analyticsScriptPath);
  await mkdir(path.dirname(analytics), { recursive: true });
  await writeFile(analytics, '');
  // As a deployment does: the functions are found in functions/ beside the command, and
  // the host's settings in .dev.vars (wrangler's local stand-in for them).
  const functions = path.join(projectDir, 'functions');
  if (existsSync(functions)) {
    await cp(functions, path.join(workDir, 'functions'), {
      recursive: true,
      filter: (source) => !/\.test\.ts$/.test(source),
    });
    // The gateway's functions bundle the content model (src/) and packages, as they do in
    // the repository a deployment builds from.
    for (const shared of ['src', 'node_modules'])
      await symlink(path.join(projectDir, shared), path.join(workDir, shared), 'dir');
  }
  await writeFile(
    path.join(workDir, '.dev.vars'),
    Object.entries(settings)
      .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
      .join(''),
  );

  const launch = async (listenOn: number) => {
    const child = spawn(
      process.execPath,
      [
        path.join(projectDir, 'node_modules/wrangler/bin/wrangler.js'),
        'pages',
        'dev',
        siteDir,
        '--ip=127.0.0.1',
        `--port=${listenOn}`,
        `--inspector-port=${await freePort()}`,
        `--compatibility-date=${COMPATIBILITY_DATE}`,
        `--persist-to=${path.join(workDir, 'state')}`,
        // The content gateway's sessions: a KV namespace, kept locally by Miniflare in the state.
        '--kv=EDITOR_SESSIONS',
        '--show-interactive-dev-session=false',
        '--log-level=warn',
      ],
      {
        cwd: workDir,
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: 'false',
          CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: wrangler starts workerd, and stopping must stop both.
        detached: true,
      },
    );
    forwardOutput(child.stdout, process.stdout, onLine);
    forwardOutput(child.stderr, process.stderr, onLine);
    const stop = () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      });
    try {
      // Its proxy answers before the runtime serves the site (a 404 for /admin/ was seen right
      // after a start on a busy machine): ready when the home page is there.
      await waitForHttp(listenOn, child, 'wrangler pages dev', 60, (status) => status === 200);
      return stop;
    } catch (error) {
      await stop();
      throw error;
    }
  };
  const cleanUp = () => rm(workDir, { recursive: true, force: true });
  let stop: () => Promise<void>;
  try {
    stop = await launch(chosenPort);
  } catch (error) {
    // Seen once in some twenty starts, with two suites building and starting beside each
    // other: wrangler said "The Workers runtime failed to start" (workerd ended before it
    // reported its sockets). A second start, on ports chosen afresh, is what a person does.
    if (port !== undefined) {
      await cleanUp();
      throw error;
    }
    console.warn(`wrangler pages dev did not start (${String(error)}); starting it once more.`);
    chosenPort = await freePort();
    try {
      stop = await launch(chosenPort);
    } catch (again) {
      await cleanUp();
      throw again;
    }
  }
  const close = () => stop().then(cleanUp);
  return { url: `http://127.0.0.1:${chosenPort}`, kind: 'cdn' as const, brotli: true, close };
}
