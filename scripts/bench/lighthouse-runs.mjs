// Lighthouse several times on one page. Two summaries of the runs, for two purposes:
// - the median run, picked as Lighthouse itself picks it (closest to the median first paint
//   and time to interactive): one coherent run the table reports;
// - each figure's median over the runs: what the budgets are checked against. A single run's
//   TBT swings by tens of milliseconds with the browser's own start-up work (see README,
//   Performance), so one figure taken from one run would let that noise decide the budget.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { audit } from '../lib/lighthouse.mjs';
import { figures, medianFigures } from './figures.mjs';

const imageAudits = [
  'uses-responsive-images',
  'modern-image-formats',
  'offscreen-images',
  'unsized-images',
];

/** Image audits that did not pass in the given result, for the budgets. */
function failedImageAudits(lhr) {
  return imageAudits
    .filter((id) => lhr.audits[id] && lhr.audits[id].score !== null && lhr.audits[id].score < 1)
    .map((id) => `${id} (mobile)`);
}

export async function lighthouseRuns(port, url, count) {
  const results = [];
  for (let i = 0; i < count; i += 1) results.push(await audit(port, url, ['performance']));
  return summarise(results);
}

/**
 * A page and its copy without scripts, run after run in turn: what the machine happens to
 * do during one run weighs on both figures alike, so their difference is the scripts' own.
 */
export async function pairedLighthouseRuns(port, url, floorUrl, count) {
  const page = [];
  const floor = [];
  for (let i = 0; i < count; i += 1) {
    page.push(await audit(port, url, ['performance']));
    floor.push(await audit(port, floorUrl, ['performance']));
  }
  return { lighthouse: summarise(page), floor: summarise(floor) };
}

function summarise(results) {
  const medianRun = computeMedianRun(results);
  const runs = results.map(figures);
  return {
    medianRun: figures(medianRun),
    median: medianFigures(runs),
    runs,
    failedImageAudits: failedImageAudits(medianRun),
  };
}
