// npm run bench:serve — how fast nginx serves the build on this machine (after a build):
// autocannon asks for the home page, a script and a small static file as a browser would
// (brotli or gzip accepted), 100 connections for 10 s each, from public/ with the build's
// precompressed copies and from a copy without them (nginx compresses every answer itself).
// Rounds interleave the cases, so the machine's noise falls on all of them alike; figures
// are medians over the rounds.
// On two cores the client is the limit: autocannon is one Node thread and runs at a full
// core while nginx's worker idles part of the time, so requests per second measure the
// client as much as the server. The bench therefore also reads the CPU time nginx spent
// (/proc) and reports requests per nginx CPU-second: what nginx can serve when the client
// is not the limit. The goal is a ratio measured in the same run: the home page at no less
// than a third of the small file's rate, judged on that server-side rate.
// Prints a table, writes bench-results/serve.json, exits 1 if the goal is missed or any
// answer was not a 200.
import { readFileSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProductionServer } from '../lib/production-server';
import { median } from './figures';

type Target = 'home' | 'script' | 'small';

/** One case of one round: a server variant asked for one file. */
interface Sample {
  round: number;
  variant: string;
  target: Target;
  rps: number;
  p99: number;
  perServerCpuSecond: number;
  serverCpuShare: number;
  clientCpuShare: number;
  kbPerAnswer: number;
  ok: number;
  notOk: number;
  errors: number;
}

interface CaseFigures {
  rps: number;
  perServerCpuSecond: number;
  serverCpuShare: number;
  clientCpuShare: number;
  p99: number;
  kbPerAnswer: number;
  notOk: number;
}

type SummaryRow = {
  variant: string;
  homeOverSmall: number;
  homeOverSmallPerServerCpu: number;
} & Record<Target, CaseFigures>;

async function main() {
  const projectDir = process.cwd();
  const publicDir = path.join(projectDir, 'public');
  const resultsDir = path.join(projectDir, 'bench-results');
  const rounds = Number(process.env.BENCH_RUNS ?? 3);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = 100;
  const GOAL = 1 / 3;

  /** public/ without any .br or .gz copy: nginx compresses on the fly, as before the copies. */
  async function copyWithoutCompressedFiles(target: string) {
    await rm(target, { recursive: true, force: true });
    await cp(publicDir, target, {
      recursive: true,
      filter: (source) => !/\.(?:br|gz)$/.test(source),
    });
    return target;
  }

  const html = await readFile(path.join(publicDir, 'index.html'), 'utf8');
  const app = (await readdir(publicDir)).find((name) => /^app-[0-9a-f]+\.js$/.test(name));
  if (!html || !app) throw new Error('No build in public/: run `npm run build` first.');
  const targets: Record<Target, string> = { home: '/', script: `/${app}`, small: '/robots.txt' };

  await mkdir(resultsDir, { recursive: true });
  const plainDir = await copyWithoutCompressedFiles(path.join(resultsDir, 'public-uncompressed'));
  const servers = {
    precompressed: await startProductionServer(projectDir),
    'on the fly': await startProductionServer(projectDir, { publicDir: plainDir }),
  };
  if (Object.values(servers).some((server) => server.kind !== 'nginx'))
    throw new Error('nginx is not installed: this benchmark measures nginx');

  /** CPU seconds nginx's master and workers have used so far (Linux's 100 ticks a second). */
  function nginxCpuSeconds(masterPid: number): number {
    const children = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return [masterPid, ...children].reduce<number>((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / 100;
    }, 0);
  }

  function load(url: string) {
    return autocannon({
      url,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
    });
  }

  const pct = (share: number) => `${Math.round(share * 100)}%`;
  const samples: Sample[] = [];
  try {
    for (let round = 1; round <= rounds; round += 1)
      for (const [variant, server] of Object.entries(servers))
        for (const [target, urlPath] of Object.entries(targets) as Array<[Target, string]>) {
          const serverBefore = nginxCpuSeconds(server.pid!);
          const clientBefore = process.cpuUsage();
          const result = await load(`${server.url}${urlPath}`);
          const serverCpu = nginxCpuSeconds(server.pid!) - serverBefore;
          const client = process.cpuUsage(clientBefore);
          samples.push({
            round,
            variant,
            target,
            rps: result.requests.average,
            p99: result.latency.p99,
            perServerCpuSecond: result.requests.total / serverCpu,
            serverCpuShare: serverCpu / seconds,
            clientCpuShare: (client.user + client.system) / 1e6 / seconds,
            kbPerAnswer: result.throughput.average / result.requests.average / 1024,
            ok: result['2xx'],
            notOk: result.non2xx,
            errors: result.errors + result.timeouts,
          });
          console.log(
            `round ${round}/${rounds} ${variant.padEnd(13)} ${target.padEnd(6)} ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms; nginx ${pct(serverCpu / seconds)} of a core, autocannon ${pct((client.user + client.system) / 1e6 / seconds)}`,
          );
        }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.close()));
    await rm(plainDir, { recursive: true, force: true });
  }

  const summary = Object.keys(servers).map((variant) => {
    const row = { variant } as SummaryRow;
    for (const target of Object.keys(targets) as Target[]) {
      const mine = samples.filter((s) => s.variant === variant && s.target === target);
      row[target] = {
        rps: Math.round(median(mine.map((s) => s.rps))),
        perServerCpuSecond: Math.round(median(mine.map((s) => s.perServerCpuSecond))),
        serverCpuShare: median(mine.map((s) => s.serverCpuShare)),
        clientCpuShare: median(mine.map((s) => s.clientCpuShare)),
        p99: median(mine.map((s) => s.p99)),
        kbPerAnswer: Number(median(mine.map((s) => s.kbPerAnswer)).toFixed(1)),
        notOk: mine.reduce((sum, s) => sum + s.notOk + s.errors, 0),
      };
    }
    // Each ratio per round, then its median: both rates met the same machine state.
    const ratio = (figure: 'rps' | 'perServerCpuSecond') =>
      Number(
        median(
          [...new Set(samples.map((s) => s.round))].map((round) => {
            const rate = (target: Target) =>
              samples.find(
                (s) => s.round === round && s.variant === variant && s.target === target,
              )![figure];
            return rate('home') / rate('small');
          }),
        ).toFixed(3),
      );
    row.homeOverSmall = ratio('rps');
    row.homeOverSmallPerServerCpu = ratio('perServerCpuSecond');
    return row;
  });

  const tables: Array<{
    title: string;
    cell: (figures: CaseFigures) => string;
    ratio: 'homeOverSmall' | 'homeOverSmallPerServerCpu';
  }> = [
    {
      title: 'requests per second (p99 latency)',
      cell: (figures) => `${figures.rps} (${figures.p99} ms)`,
      ratio: 'homeOverSmall',
    },
    {
      title: 'requests per nginx CPU-second (nginx / autocannon CPU, share of a core)',
      cell: (figures) =>
        `${figures.perServerCpuSecond} (${pct(figures.serverCpuShare)} / ${pct(figures.clientCpuShare)})`,
      ratio: 'homeOverSmallPerServerCpu',
    },
  ];
  console.log(
    `\nnginx, ${connections} connections, ${seconds} s per case, median of ${rounds} rounds.`,
  );
  for (const table of tables) {
    console.log(`\n${table.title}:\n`);
    console.log('| files | home | app.js | robots.txt | home ÷ small | not 200 |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const row of summary) {
      const failures = (Object.keys(targets) as Target[]).reduce(
        (sum, target) => sum + row[target].notOk,
        0,
      );
      console.log(
        `| ${row.variant} | ${table.cell(row.home)} | ${table.cell(row.script)} | ${table.cell(row.small)} | ${row[table.ratio]} | ${failures} |`,
      );
    }
  }

  await writeFile(
    path.join(resultsDir, 'serve.json'),
    JSON.stringify(
      { date: new Date().toISOString(), rounds, seconds, connections, summary, samples },
      null,
      2,
    ),
  );

  // Judged on the build as it ships (the precompressed copies); the other row is the before.
  const shipped = summary.find((row) => row.variant === 'precompressed')!;
  const failures = samples
    .filter((s) => s.variant === 'precompressed')
    .reduce((sum, s) => sum + s.notOk + s.errors, 0);
  const missed = [
    ...(shipped.homeOverSmallPerServerCpu < GOAL
      ? [
          `home page at ${shipped.homeOverSmallPerServerCpu} of the small file's rate per nginx CPU-second (goal ≥ ${GOAL.toFixed(3)})`,
        ]
      : []),
    ...(failures > 0 ? [`${failures} answers were not 200 or failed`] : []),
  ];
  if (missed.length) {
    console.error(`\nMissed: ${missed.join('; ')}`);
    process.exit(1);
  }
  console.log(
    `\nGoal met: the home page at ${shipped.homeOverSmallPerServerCpu} of the small file's rate per nginx CPU-second (≥ ${GOAL.toFixed(3)}); every answer 200.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
