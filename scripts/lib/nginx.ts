// Runs nginx with deploy/nginx/ on localhost, serving public/ as production does: the one
// NGINX_PATH names, or nginx on PATH, or Debian's (installed here when missing, as root).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { findExecutable } from './executables';
import { waitForHttp } from './ports';

export const NGINX = findExecutable({
  variable: 'NGINX_PATH',
  names: ['nginx'],
  fallbacks: ['/usr/sbin/nginx'],
});
/** Debian's brotli modules; nginx elsewhere sends the gzip copies. */
export const BROTLI_MODULES = [
  'ngx_http_brotli_filter_module.so',
  'ngx_http_brotli_static_module.so',
].map((file) => `/usr/lib/nginx/modules/${file}`);

/** Installs nginx (and its brotli module, if Debian has it) when missing and we are root. */
export function ensureNginx(): boolean {
  if (existsSync(NGINX)) return true;
  if (process.getuid?.() !== 0 || process.env.NGINX_PATH || !existsSync('/usr/bin/apt-get'))
    return false;
  console.log("nginx is not installed; installing Debian's nginx…");
  const install = (packages: string) =>
    spawnSync(
      'sh',
      ['-c', `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages} >/dev/null`],
      { stdio: 'inherit' },
    ).status === 0;
  if (!install('nginx'))
    spawnSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null',
      ],
      { stdio: 'inherit' },
    );
  install('libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static');
  return existsSync(NGINX);
}

/**
 * Writes a runnable copy of deploy/nginx/ for `port` into .nginx/<port>/ and returns its
 * folder: the templates with this machine's values, and the rules the build wrote into
 * deploy/nginx/generated/ (headers with its script hashes, cache and 404 rules).
 */
export async function writeNginxConfig(
  projectDir: string,
  port: number,
  publicDir = path.join(projectDir, 'public'),
): Promise<{ prefix: string; brotli: boolean }> {
  const source = path.join(projectDir, 'deploy/nginx');
  const generated = path.join(source, 'generated');
  if (!existsSync(path.join(generated, 'serving-rules.conf')))
    throw new Error('No serving rules in deploy/nginx/generated/: run `npm run build` first.');
  const prefix = path.join(projectDir, '.nginx', String(port));
  await mkdir(path.join(prefix, 'tmp'), { recursive: true });
  const brotli = BROTLI_MODULES.every((module) => existsSync(module));
  const values: Record<string, string> = {
    __LOAD_MODULES__: brotli
      ? BROTLI_MODULES.map((module) => `load_module ${module};`).join('\n')
      : '',
    // As root, workers would run as nobody, who may not read a checkout in /root.
    __USER__: process.getuid?.() === 0 ? 'user root;' : '',
    __BROTLI__: brotli ? 'include site/brotli.conf;' : '# brotli: module not installed',
    __LISTEN__: `127.0.0.1:${port}`,
    __ROOT__: publicDir,
    __ANALYTICS_PATH__: parse(await readFile(path.join(projectDir, 'data/company.yaml'), 'utf8'))
      .analyticsScriptPath,
  };
  // The site's files in site/ beside nginx.conf, as a host has them (docs/DEPLOYING.md;
  // gatsby/serving/nginx-files.ts names the folder in the rules it writes).
  const site = path.join(prefix, 'site');
  await mkdir(site, { recursive: true });
  for (const file of ['nginx.conf', 'site.conf', 'compression.conf', 'brotli.conf']) {
    let text = await readFile(path.join(source, file), 'utf8');
    for (const [key, value] of Object.entries(values)) text = text.split(key).join(value);
    await writeFile(path.join(file === 'nginx.conf' ? prefix : site, file), text);
  }
  for (const file of await readdir(generated))
    await copyFile(path.join(generated, file), path.join(site, file));
  return { prefix, brotli };
}

/** Starts nginx in the foreground on `port`; returns its URL, its master's pid and a way to stop it. */
export async function startNginx(projectDir: string, port: number, publicDir?: string) {
  const { prefix, brotli } = await writeNginxConfig(projectDir, port, publicDir);
  const child = spawn(
    NGINX,
    // -e: the log of nginx's start, before it reads the configuration, in the prefix too
    // (its default, /var/log/nginx/, is closed to a user who is not root).
    ['-p', prefix, '-e', 'error.log', '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitForHttp(port, child, 'nginx');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    brotli,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
