// npm run bench:arms — what each start-up workaround buys, measured in one run. The site is
// built in temporary copies of the project, once per arm: as it is, without the deferral of
// Gatsby's scripts, without the entry that evaluates the bundle in steps, and without both
// (stock Gatsby). Every arm is served by nginx with its own build's rules. Round by round,
// in an order that rotates, each page of each arm is measured once, beside the empty control
// page and the same page without scripts, so what the machine does during a round weighs on
// every arm alike:
// - Lighthouse mobile (simulated Slow 4G, 4× CPU): LCP ÷ the control's first paint, and the
//   TBT the scripts add over the page without scripts (medians);
// - Chromium at 375 px with Slow 4G and 4× CPU applied: the longest task of the site's
//   scripts, the menu's dead time from the first paint, the three interactions (medians).
// A workaround pays where the arm without it is worse by more than the margin: the larger
// interquartile range of the two arms' runs of that figure (./margins.ts).
// ARMS_ONLY=/,/about/ picks the pages; BENCH_RUNS the rounds (5).
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withChrome } from '../lib/lighthouse';
import { startProductionServer } from '../lib/production-server';
import { copyProject } from '../lib/project-copy';
import { makeControlPage } from './control-page';
import type { ControlFigures } from './budgets';
import { type Figures, figures, list, median, ratio, row } from './figures';
import { measureVisit, withBrowser } from './interactivity';
import { performanceRun } from './lighthouse-runs';
import { compareRuns } from './margins';
import { makeNoJsCopy } from './no-js-copy';
import { isHomePage, routePaths } from '../../src/core/pages';
import type { ProductionServer } from '../lib/production-server';

type Part = 'deferral' | 'steps';

/** The plugin option that switches each part, as gatsby-config.ts sets it (`true`). */
const partOptions: Record<Part, string> = {
  deferral: 'deferScripts',
  steps: 'evaluateInSteps',
};

interface Arm {
  name: string;
  without: Part[];
  dir?: string;
  server?: ProductionServer;
}

/** The runs of one figure of a page and arm; lower is better for all of them. */
type ArmFigures = Record<
  'lcpRatio' | 'tbtAdded' | 'longestTask' | 'menuDead' | 'menu' | 'theme' | 'pause',
  number[] | null
>;

/**
 * Switches `without`'s parts off in the copy's gatsby-config.ts: the production
 * configuration knows nothing of the bench. Stops when the option is not written as expected.
 */
async function switchOff(copy: string, without: Part[]) {
  const file = path.join(copy, 'gatsby-config.ts');
  let config = await readFile(file, 'utf8');
  for (const part of without) {
    const option = `${partOptions[part]}: true`;
    if (!config.includes(option))
      throw new Error(`gatsby-config.ts no longer sets "${option}": update scripts/bench/arms.ts`);
    config = config.replace(option, `${partOptions[part]}: false`);
  }
  await writeFile(file, config);
}

async function main() {
  const projectDir = process.cwd();
  const resultsDir = path.join(projectDir, 'bench-results');
  const rounds = Number(process.env.BENCH_RUNS ?? 5);
  const paths = process.env.ARMS_ONLY ? process.env.ARMS_ONLY.split(',') : routePaths;

  /** The arms: which parts of the slow-phone start each build leaves out (gatsby-config.ts). */
  const arms: Arm[] = [
    { name: 'as built', without: [] },
    { name: 'without the deferral', without: ['deferral'] },
    { name: 'without the steps', without: ['steps'] },
    { name: 'stock Gatsby', without: ['deferral', 'steps'] },
  ];

  async function build(copy: string, without: Part[]) {
    await switchOff(copy, without);
    const result = spawnSync(path.join(copy, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: copy,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`the build of ${copy} failed`);
  }

  /** The i-th rotation of a list: round i starts with its i-th element. */
  const rotated = <T>(list: T[], i: number) => list.map((_, k) => list[(k + i) % list.length]);

  /** The arm that leaves out exactly `parts`. */
  const armWithout = (...parts: Part[]) =>
    arms.find(
      (arm) => arm.without.length === parts.length && parts.every((p) => arm.without.includes(p)),
    );

  await mkdir(resultsDir, { recursive: true });
  const copies: string[] = [];
  const servers: ProductionServer[] = [];
  try {
    // Every copy first: the arms are the same source even if the working tree changes meanwhile.
    for (const arm of arms) {
      arm.dir = copyProject(projectDir, 'bench-arm-');
      copies.push(arm.dir);
    }
    for (const arm of arms) {
      process.stderr.write(`  building ${arm.name}…\n`);
      await build(arm.dir!, arm.without);
    }
    const noJsDir = await makeNoJsCopy(
      path.join(arms[0].dir!, 'public'),
      path.join(resultsDir, 'arms-no-js'),
    );
    const controlDir = await makeControlPage(path.join(resultsDir, 'control'));
    for (const arm of arms) {
      arm.server = await startProductionServer(arm.dir!);
      servers.push(arm.server);
    }
    const floorSite = await startProductionServer(arms[0].dir!, { publicDir: noJsDir });
    const controlSite = await startProductionServer(arms[0].dir!, { publicDir: controlDir });
    servers.push(floorSite, controlSite);

    // results[page][arm] = { lighthouse: [...], visits: [...] }; floor[page] and control: runs.
    const results: Record<
      string,
      Record<string, { lh: Figures[]; visits: ControlFigures[] }>
    > = Object.fromEntries(
      paths.map((p) => [p, Object.fromEntries(arms.map((a) => [a.name, { lh: [], visits: [] }]))]),
    );
    const floor: Record<string, Figures[]> = Object.fromEntries(paths.map((p) => [p, []]));
    const control: Figures[] = [];
    await withChrome(async (port) => {
      await performanceRun(port, `${controlSite.url}/`); // Chromium's cold start, discarded
      for (let round = 0; round < rounds; round += 1) {
        process.stderr.write(`  Lighthouse, round ${round + 1} of ${rounds}…\n`);
        control.push(figures(await performanceRun(port, `${controlSite.url}/`)));
        for (const p of paths) {
          floor[p].push(figures(await performanceRun(port, floorSite.url + p)));
          for (const arm of rotated(arms, round))
            results[p][arm.name].lh.push(figures(await performanceRun(port, arm.server!.url + p)));
        }
      }
    });
    await withBrowser(async (browser) => {
      for (let round = 0; round < rounds; round += 1) {
        process.stderr.write(`  throttled phone, round ${round + 1} of ${rounds}…\n`);
        for (const p of paths)
          for (const arm of rotated(arms, round))
            results[p][arm.name].visits.push(
              await measureVisit(browser, arm.server!.url + p, { hasCarousel: isHomePage(p) }),
            );
      }
    });

    const controlFcp = median(control.map((run) => run.fcp));
    /** Each figure's runs for one page and arm; lower is better for all of them. */
    const figuresOf = (p: string, armName: string): ArmFigures => {
      const { lh, visits } = results[p][armName];
      const floorTbt = median(floor[p].map((run) => run.tbt));
      return {
        lcpRatio: lh.map((run) => run.lcp / controlFcp),
        tbtAdded: lh.map((run) => run.tbt - floorTbt),
        longestTask: visits.map((v) => v.longestScriptTaskMs),
        menuDead: visits.map((v) => v.menuDeadMs),
        menu: visits.map((v) => v.interactions.menu),
        theme: visits.map((v) => v.interactions.theme),
        pause: isHomePage(p) ? visits.map((v) => v.interactions.pause!) : null,
      };
    };
    const table = paths.flatMap((p) =>
      arms.map((arm) => {
        const f = figuresOf(p, arm.name);
        const m = (key: keyof ArmFigures) => (f[key] ? median(f[key]) : null);
        return {
          page: p,
          arm: arm.name,
          lcpMs: median(results[p][arm.name].lh.map((run) => run.lcp)),
          tbtAdded: m('tbtAdded'),
          longestTask: m('longestTask'),
          menuDead: m('menuDead'),
          interactions: [m('menu'), m('theme'), m('pause')],
          runs: f,
        };
      }),
    );

    /**
     * What leaving `part` out does, beyond the margin: from the build as it is, and from the
     * build without the other part (which is then the only one left).
     */
    const verdicts = (['deferral', 'steps'] as const).map((part) => {
      const other: Part = part === 'deferral' ? 'steps' : 'deferral';
      const pairs = [
        [armWithout(), armWithout(part)],
        [armWithout(other), armWithout(part, other)],
      ];
      const findings: Array<
        { page: string; from: string; to: string; key: string } & ReturnType<typeof compareRuns>
      > = [];
      for (const p of paths)
        for (const [withIt, withoutIt] of pairs) {
          const before = figuresOf(p, withIt!.name);
          const after = figuresOf(p, withoutIt!.name);
          for (const key of (Object.keys(before) as Array<keyof ArmFigures>).filter(
            (k) => before[k],
          )) {
            const comparison = compareRuns(before[key]!, after[key]!);
            findings.push({ page: p, from: withIt!.name, to: withoutIt!.name, key, ...comparison });
          }
        }
      return {
        part,
        costsWhenLeftOut: findings.filter((f) => f.verdict === 'worse'),
        gainsWhenLeftOut: findings.filter((f) => f.verdict === 'better'),
      };
    });

    const fmt = (x: number | null) => (x === null ? '—' : Number.isInteger(x) ? x : x.toFixed(2));
    const lines = [
      `Arms ${new Date().toISOString().slice(0, 10)}: ${rounds} rounds; control page FCP (median) ${controlFcp} ms, runs ${list(control.map((r) => r.fcp))}.`,
      '',
      '| Page | Arm | LCP ms (÷ control FCP) | TBT added ms (runs) | Longest script task ms (runs) | Menu dead ms | Interactions ms: menu / theme / pause |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...table.map((line) =>
        row([
          `\`${line.page}\``,
          line.arm,
          `${line.lcpMs} (${ratio(line.lcpMs, controlFcp)})`,
          `${line.tbtAdded} (${list(line.runs.tbtAdded!)})`,
          `${line.longestTask} (${list(line.runs.longestTask!)})`,
          fmt(line.menuDead),
          line.interactions.map(fmt).join(' / '),
        ]),
      ),
      '',
      rounds < 4
        ? 'Fewer than four rounds: no margin can be known, so no verdict.'
        : 'Margin: a change counts when it exceeds the larger interquartile range of the two arms’ runs.',
      ...(rounds < 4 ? [] : verdicts).flatMap(({ part, costsWhenLeftOut, gainsWhenLeftOut }) => [
        `Leaving out the ${part}:`,
        ...(costsWhenLeftOut.length === 0 ? ['  costs nothing beyond the margin'] : []),
        ...costsWhenLeftOut.map(
          (f) =>
            `  costs ${f.page} ${f.key} +${fmt(f.change)} (margin ${fmt(f.margin)}; ${f.from} → ${f.to})`,
        ),
        ...gainsWhenLeftOut.map(
          (f) =>
            `  gains ${f.page} ${f.key} ${fmt(f.change)} (margin ${fmt(f.margin)}; ${f.from} → ${f.to})`,
        ),
      ]),
    ];
    console.log(lines.join('\n'));
    await writeFile(
      path.join(resultsDir, 'arms.json'),
      JSON.stringify(
        { date: new Date().toISOString(), rounds, control, floor, table, verdicts },
        null,
        2,
      ),
    );
  } finally {
    for (const server of servers) await server.close();
    for (const copy of copies) await rm(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
