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
export interface ControlFigures {
  fcp: number;
  menuDeadMs: number;
  interactions: { menu: number; theme: number; pause: number | null };
  longestScriptTaskMs: number;
}
export interface Controls {
  runs: ControlFigures[];
  median: ControlFigures;
  languageMove: { moveMs: number; wrongPagePainted: boolean; runs: number[] } | null;
}
export interface BenchPage {
  path: string;
  lighthouse: LighthouseSummary & { failedImageAudits: string[] };
  floor: LighthouseSummary;
  transfer: Transfer;
  aboveTheFold: number;
  controls?: Controls;
}
export const budgets: Record<string, number>;
export function checkPage(page: BenchPage): string[];
export function kb(bytes: number): string;
