import type { Figures } from './figures.mjs';

export interface Transfer {
  total: number;
  html: number;
  css: number;
  js: number;
  images: number;
  fonts: number;
  otherOrigins: string[];
}
export interface LighthouseSummary {
  medianRun: Figures;
  median: Figures;
  runs: Figures[];
  failedImageAudits?: string[];
}
export interface BenchPage {
  path: string;
  lighthouse: LighthouseSummary & { failedImageAudits: string[] };
  floor: LighthouseSummary;
  transfer: Transfer;
  aboveTheFold: number;
}
export const budgets: Record<string, number>;
export function checkPage(page: BenchPage): string[];
export function kb(bytes: number): string;
