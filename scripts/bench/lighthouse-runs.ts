// Lighthouse several times on one page. Two summaries of the runs, for two purposes:
// - the median run, picked as Lighthouse itself picks it (closest to the median first paint
//   and time to interactive): one coherent run the table reports;
// - each figure's median over the runs: what the budgets are checked against. A single run's
//   TBT swings by tens of milliseconds with the browser's own start-up work (see
//   docs/PERFORMANCE.md), so one figure taken from one run would let that noise decide the budget.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import { audit } from '../lib/lighthouse';
import type { LighthouseSummary } from './budgets';
import { figures, medianFigures } from './figures';

const imageAudits = [
  'uses-responsive-images',
  'modern-image-formats',
  'offscreen-images',
  'unsized-images',
];

/** Image audits that did not pass in the given result, for the budgets. */
function failedImageAudits(lhr: Result): string[] {
  return imageAudits
    .filter((id) => lhr.audits[id] && lhr.audits[id].score !== null && lhr.audits[id].score! < 1)
    .map((id) => `${id} (mobile)`);
}

/**
 * One Lighthouse run. Now and then a run on this machine ends without a first paint (a
 * runtime error such as NO_FCP, which Lighthouse reports instead of failing); such a run
 * is said and done again, up to three tries, rather than ending the whole benchmark.
 */
export async function performanceRun(port: number, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await audit(port, url, ['performance']);
    const fcp = lhr.audits['first-contentful-paint']?.numericValue;
    if (!lhr.runtimeError && typeof fcp === 'number') return lhr;
    const reason = lhr.runtimeError?.code ?? 'no first paint';
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${reason}`);
    process.stderr.write(`    a Lighthouse run of ${url} failed (${reason}); running it again\n`);
  }
}

export async function lighthouseRuns(
  port: number,
  url: string,
  count: number,
): Promise<LighthouseSummary> {
  const results: Result[] = [];
  for (let i = 0; i < count; i += 1) results.push(await performanceRun(port, url));
  return summarise(results);
}

/**
 * A page and its copy without scripts, run after run in turn: what the machine happens to
 * do during one run weighs on both figures alike, so their difference is the scripts' own.
 */
export async function pairedLighthouseRuns(
  port: number,
  url: string,
  floorUrl: string,
  count: number,
): Promise<{ lighthouse: LighthouseSummary; floor: LighthouseSummary }> {
  const page: Result[] = [];
  const floor: Result[] = [];
  for (let i = 0; i < count; i += 1) {
    page.push(await performanceRun(port, url));
    floor.push(await performanceRun(port, floorUrl));
  }
  return { lighthouse: summarise(page), floor: summarise(floor) };
}

function summarise(results: Result[]): LighthouseSummary {
  const medianRun = computeMedianRun(results);
  const runs = results.map(figures);
  return {
    medianRun: figures(medianRun),
    median: medianFigures(runs),
    runs,
    failedImageAudits: failedImageAudits(medianRun),
  };
}
