// npm run bench:peer -- <peer's built site> [its nginx.conf] — the site beside a peer in one
// run (after a build): another project's production build (e.g. the AstroWind template, built
// offline from its repository), served by nginx with the peer's own configuration, and this
// site's build served as production serves it, with the empty control page. Lighthouse's
// default mobile settings; the pages taken in turn, run after run, so that what the machine
// does during one round weighs on all alike. Each figure is a median over the runs, and each
// pair's figures are given as ours ÷ the peer's (below 1.0: ours is ahead).
// PEER_PAGES=/,/terms/=/terms names the pairs (ours=peer's, one path when they are the same);
// BENCH_RUNS the runs (7). Prints the table and the machine's load, writes
// bench-results/peer.json. Nothing here is part of `npm run bench`, which needs nothing from
// outside the project.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { withChrome } from '../lib/lighthouse';
import { NGINX, ensureNginx } from '../lib/nginx';
import { freePort, waitForHttp } from '../lib/ports';
import { startProductionServer } from '../lib/production-server';
import { makeControlPage } from './control-page';
import { figures, median, row } from './figures';
import { performanceRun } from './lighthouse-runs';

/** What the comparison keeps of one Lighthouse run. */
type PeerFigures = ReturnType<typeof figures> & {
  bytes: number;
  scriptBytes: number;
  requests: number;
};

function peerFigures(lhr: Result): PeerFigures {
  const summary = (
    lhr.audits['resource-summary']?.details as
      | { items: Array<{ resourceType: string; transferSize: number; requestCount: number }> }
      | undefined
  )?.items;
  const of = (type: string) => summary?.find((item) => item.resourceType === type);
  return {
    ...figures(lhr),
    bytes: Math.round(lhr.audits['total-byte-weight']?.numericValue ?? NaN),
    scriptBytes: of('script')?.transferSize ?? 0,
    requests: of('total')?.requestCount ?? NaN,
  };
}

/**
 * The peer's nginx.conf made runnable here: its server blocks as written, on a port of this
 * machine, its root the given folder, its pid, logs and temporary files in a folder of ours.
 */
async function startPeerNginx(siteDir: string, configFile: string | undefined) {
  const port = await freePort();
  const prefix = path.resolve('bench-results/peer-nginx');
  await mkdir(path.join(prefix, 'tmp'), { recursive: true });
  const config = configFile
    ? await readFile(configFile, 'utf8')
    : 'events {}\nhttp { include /etc/nginx/mime.types; server { listen 8080; root /usr/share/nginx/html; location / { try_files $uri $uri/index.html =404; } } }\n';
  const local = config
    .replace(/listen\s+[^;]+;/g, `listen 127.0.0.1:${port};`)
    .replace(/root\s+[^;]+;/g, `root ${path.resolve(siteDir)};`)
    .replace(/^\s*(user|pid|error_log|daemon)\b[^;]*;/gm, '')
    .replace(
      /http\s*\{/,
      `http {\n  access_log off;\n  client_body_temp_path tmp/body; proxy_temp_path tmp/proxy; fastcgi_temp_path tmp/fastcgi; uwsgi_temp_path tmp/uwsgi; scgi_temp_path tmp/scgi;`,
    );
  const head = `${process.getuid?.() === 0 ? 'user root;\n' : ''}pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\n`;
  await writeFile(path.join(prefix, 'nginx.conf'), head + local);
  const child = spawn(
    NGINX,
    ['-p', prefix, '-e', 'error.log', '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  await waitForHttp(port, child, 'the peer’s nginx');
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

async function main() {
  const [peerDir, peerConfig] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!peerDir || !existsSync(path.join(peerDir, 'index.html')))
    throw new Error(
      'Name the peer’s built site: npm run bench:peer -- <folder with index.html> [nginx.conf]',
    );
  if (!ensureNginx())
    throw new Error('nginx is not installed: this comparison serves both with nginx');
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const pairs = (process.env.PEER_PAGES ?? '/,/terms/=/terms').split(',').map((pair) => {
    const [ours, theirs = ours] = pair.split('=');
    return { ours, theirs };
  });

  const projectDir = process.cwd();
  const resultsDir = path.join(projectDir, 'bench-results');
  const controlDir = await makeControlPage(path.join(resultsDir, 'control'));
  const site = await startProductionServer(projectDir);
  const control = await startProductionServer(projectDir, { publicDir: controlDir });
  const peer = await startPeerNginx(peerDir, peerConfig);
  const targets = [
    { name: 'empty page', url: `${control.url}/` },
    ...pairs.flatMap(({ ours, theirs }) => [
      { name: `ours ${ours}`, url: `${site.url}${ours}` },
      { name: `peer ${theirs}`, url: `${peer.url}${theirs}` },
    ]),
  ];
  const results = new Map<string, PeerFigures[]>(targets.map(({ name }) => [name, []]));
  const load = [loadavg()[0]];
  try {
    await withChrome(async (port) => {
      await performanceRun(port, targets[0].url); // warm-up, discarded
      for (let round = 1; round <= runs; round += 1) {
        for (const { name, url } of targets) {
          const run = peerFigures(await performanceRun(port, url));
          results.get(name)!.push(run);
          console.log(
            `round ${round}/${runs} ${name}: TBT ${run.tbt} ms, LCP ${run.lcp} ms, score ${run.score}`,
          );
        }
        load.push(loadavg()[0]);
      }
    });
  } finally {
    await Promise.all([site.close(), control.close(), peer.close()]);
  }

  const medians = (name: string) => {
    const all = results.get(name)!;
    return Object.fromEntries(
      Object.keys(all[0]).map((key) => [
        key,
        median(all.map((run) => run[key as keyof PeerFigures])),
      ]),
    ) as PeerFigures;
  };
  const empty = medians('empty page');
  const columns: Array<keyof PeerFigures> = [
    'lcp',
    'fcp',
    'speedIndex',
    'bytes',
    'scriptBytes',
    'requests',
  ];
  const r = (a: number, b: number) => (b ? (a / b).toFixed(2) : a === 0 ? '0 of 0' : '—');
  console.log(
    `\nLighthouse mobile defaults, ${runs} interleaved runs, medians; the machine's load (1 min) ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}; empty page TBT ${empty.tbt} ms.\n`,
  );
  console.log(
    row([
      'page',
      'LCP',
      'FCP',
      'Speed Index',
      'bytes',
      'script',
      'requests',
      'TBT (over the empty page)',
      'score',
    ]),
  );
  console.log(row(Array(9).fill('---')));
  const table = pairs.map(({ ours, theirs }) => {
    const a = medians(`ours ${ours}`);
    const b = medians(`peer ${theirs}`);
    console.log(
      row([
        `${ours}, ours ÷ peer's ${theirs}`,
        ...columns.map((key) => r(a[key], b[key])),
        `${a.tbt} vs ${b.tbt} ms (${a.tbt - empty.tbt} vs ${b.tbt - empty.tbt})`,
        `${a.score} vs ${b.score}`,
      ]),
    );
    return { ours, theirs, oursMedians: a, peerMedians: b };
  });
  await writeFile(
    path.join(resultsDir, 'peer.json'),
    JSON.stringify({ runs, load, empty, table, runsByPage: Object.fromEntries(results) }, null, 2),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
