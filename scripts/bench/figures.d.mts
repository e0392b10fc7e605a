export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}
export function figures(lhr: unknown): Figures;
export function median(values: number[]): number;
export function medianFigures(runs: Figures[]): Figures;
