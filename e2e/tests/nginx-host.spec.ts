import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { BROTLI_MODULES, NGINX } from '../../scripts/lib/nginx';
import { freePort, waitForHttp } from '../../scripts/lib/ports';
import { expect, test } from '../fixtures';

/**
 * docs/DEPLOYING.md's "Any other host, with nginx", followed to the letter: the site's files
 * in `site/` of a bare nginx configuration, its placeholders filled in, and `site/site.conf`
 * included from a fresh `http {}`. The site must then be served as the project's own
 * server serves it: its headers, its 404 pages, and the build's precompressed copies.
 */
const root = path.resolve(__dirname, '../..');
const deploy = path.join(root, 'deploy/nginx');

test('a bare nginx that includes site.conf as the deploy guide says serves the site with its headers, 404 pages and compressed copies', async ({
  server,
}) => {
  test.skip(server !== 'nginx' || process.env.SERVER_KIND === 'static', 'needs nginx');
  const conf = mkdtempSync(path.join(tmpdir(), 'nginx-host-'));
  const port = await freePort();
  const brotli = BROTLI_MODULES.every((module) => existsSync(module));
  // The guide: copy deploy/nginx/*.conf and deploy/nginx/generated/*.conf into site/…
  const site = path.join(conf, 'site');
  mkdirSync(site);
  for (const file of ['site.conf', 'compression.conf', 'brotli.conf'])
    cpSync(path.join(deploy, file), path.join(site, file));
  for (const file of readdirSync(path.join(deploy, 'generated')))
    cpSync(path.join(deploy, 'generated', file), path.join(site, file));
  // …fill in site.conf's placeholders…
  const company = parse(readFileSync(path.join(root, 'data/company.yaml'), 'utf8'));
  const placeholders: Record<string, string> = {
    __LISTEN__: `127.0.0.1:${port}`,
    __ROOT__: path.join(root, 'public'),
    __ANALYTICS_PATH__: company.analyticsScriptPath,
    __BROTLI__: brotli ? 'include site/brotli.conf;' : '',
  };
  let siteConf = readFileSync(path.join(site, 'site.conf'), 'utf8');
  for (const [key, value] of Object.entries(placeholders))
    siteConf = siteConf.split(key).join(value);
  writeFileSync(path.join(site, 'site.conf'), siteConf);
  // …and include it from http {} of a configuration that knows nothing else of the site,
  // not even the system's mime.types: the site brings its own content types.
  writeFileSync(
    path.join(conf, 'nginx.conf'),
    [
      ...(brotli ? BROTLI_MODULES.map((module) => `load_module ${module};`) : []),
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${conf}/nginx.pid;`,
      `error_log ${conf}/error.log warn;`,
      'events {}',
      'http {',
      `  client_body_temp_path ${conf}/tmp;`,
      `  proxy_temp_path ${conf}/tmp;`,
      `  fastcgi_temp_path ${conf}/tmp;`,
      `  uwsgi_temp_path ${conf}/tmp;`,
      `  scgi_temp_path ${conf}/tmp;`,
      '  include site/site.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const nginx = spawn(
    NGINX,
    ['-p', conf, '-c', path.join(conf, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    await waitForHttp(port, nginx, 'nginx');
    const url = `http://127.0.0.1:${port}`;
    const home = await fetch(`${url}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-encoding')).toBe(brotli ? 'br' : 'gzip');
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const publicDir = path.join(root, 'public');
    const script = readdirSync(publicDir).find((name) => /^app-[0-9a-f]+\.js$/.test(name));
    const image = readdirSync(path.join(publicDir, 'static'), { recursive: true }).find((name) =>
      String(name).endsWith('.avif'),
    );
    const typeOf = async (file: string) =>
      (await fetch(`${url}/${file}`)).headers.get('content-type');
    expect(await typeOf(script!)).toBe('application/javascript; charset=utf-8');
    expect(await typeOf(`static/${String(image)}`)).toBe('image/avif');
    const missing = await fetch(`${url}/nl/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<html[^>]* lang="nl"/);
  } finally {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    rmSync(conf, { recursive: true, force: true });
  }
});
