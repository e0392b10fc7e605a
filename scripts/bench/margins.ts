// How the bench's arms are compared (scripts/bench/arms.ts): a difference of medians counts
// only beyond the run-to-run spread of the two arms compared, the larger of their
// interquartile ranges. Every figure compared is one where lower is better.
import { median } from './figures';

/** The spread of the middle half of the runs; null for fewer than four runs. */
export function interquartileRange(values: number[]): number | null {
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
export function compareRuns(
  before: number[],
  after: number[],
): { change: number; margin: number | null; verdict: 'worse' | 'better' | null } {
  const change = median(after) - median(before);
  const spreads = [interquartileRange(before), interquartileRange(after)];
  if (spreads[0] === null || spreads[1] === null) return { change, margin: null, verdict: null };
  const margin = Math.max(spreads[0], spreads[1]);
  const verdict = change > margin ? 'worse' : -change > margin ? 'better' : null;
  return { change, margin, verdict };
}
