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
export function ratio(value: number, reference: number | null | undefined): string;
export function list(values: Array<number | string>): string;
export function row(cells: Array<number | string>): string;
