// The figures the benchmark keeps from a Lighthouse result, and their medians over runs.
import type { Result } from 'lighthouse';

export type Figures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
};

/** The figures the benchmark reports from one Lighthouse result. */
export function figures(lhr: Result): Figures {
  const value = (id: string) => lhr.audits[id].numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: Math.round(value('first-contentful-paint')),
    lcp: Math.round(value('largest-contentful-paint')),
    tbt: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(4)),
    speedIndex: Math.round(value('speed-index')),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure's median over the runs' figures. */
export function medianFigures<T extends Record<string, number>>(runs: T[]): T {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as T;
}

/** `value` as a multiple of `reference`, for the tables: `1.18×` (— without a reference). */
export const ratio = (value: number, reference: number | null | undefined) =>
  reference ? `${(value / reference).toFixed(2)}×` : '—';

/** Runs in a table cell: `12 · 0 · 45`. */
export const list = (values: Array<number | string>) => values.join(' · ');

/** A markdown table row. */
export const row = (cells: Array<number | string>) => `| ${cells.join(' | ')} |`;
