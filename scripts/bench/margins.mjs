// How the bench's arms are compared (scripts/bench/arms.mjs): a difference of medians counts
// only beyond the run-to-run spread of the two arms compared, the larger of their
// interquartile ranges. Every figure compared is one where lower is better.
import { median } from './figures.mjs';

/** The spread of the middle half of the runs; null for fewer than four runs. */
export function interquartileRange(values) {
  if (values.length < 4) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return median(sorted.slice(-half)) - median(sorted.slice(0, half));
}

/**
 * What going from the runs `before` to the runs `after` does to a figure: the change of the
 * medians (positive: worse), the margin, and whether the change counts ('worse', 'better',
 * or null within the margin, or when there are too few runs to know the margin).
 */
export function compareRuns(before, after) {
  const change = median(after) - median(before);
  const spreads = [interquartileRange(before), interquartileRange(after)];
  if (spreads.includes(null)) return { change, margin: null, verdict: null };
  const margin = Math.max(...spreads);
  const verdict = change > margin ? 'worse' : -change > margin ? 'better' : null;
  return { change, margin, verdict };
}
