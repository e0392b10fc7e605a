export function interquartileRange(values: number[]): number | null;
export function compareRuns(
  before: number[],
  after: number[],
): { change: number; margin: number | null; verdict: 'worse' | 'better' | null };
