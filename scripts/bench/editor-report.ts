// The editor's figures (./editor.ts) as the bench prints them, and their budgets.
import type { EditorFigures } from './editor';
import { list, ratio, row } from './figures';

export const editorBudgets = {
  /** The site's files on the wire before the first form is usable (the issue: at most 500 KB brotli). */
  bytesBefore: 500 * 1024,
  /**
   * Navigation to the first usable form on the throttled phone, the median, as a multiple of
   * the empty control page's first paint on the same phone in the same run: a ratio, so that a
   * slower machine moves both (16.6× before the cuts of docs/PERFORMANCE.md, "The editor";
   * 12.2× after them, 12,970 and 10,302 ms then).
   */
  usableOverControlFcp: 14,
};

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

export function checkEditor(editor: EditorFigures, controlFcp: number): string[] {
  const misses: string[] = [];
  if (editor.bytesBefore > editorBudgets.bytesBefore)
    misses.push(
      `the editor's files before a form is usable: ${kilobytes(editor.bytesBefore)} KB > ${kilobytes(editorBudgets.bytesBefore)} KB`,
    );
  if (editor.usableMs > editorBudgets.usableOverControlFcp * controlFcp)
    misses.push(
      `the first usable form: ${editor.usableMs} ms (median) > ${editorBudgets.usableOverControlFcp}× the control page's first paint, ${controlFcp} ms`,
    );
  return misses;
}

export function editorLines(editor: EditorFigures, controlFcp: number, runs: number): string[] {
  const files = Object.entries(editor.files).sort(([, a], [, b]) => b - a);
  const later = new Map<string, number[]>();
  for (const visit of editor.runs)
    for (const [file, bytes] of Object.entries(visit.after))
      later.set(file, [...(later.get(file) ?? []), bytes]);
  return [
    `The editor on a phone (Chromium at 375 px with Slow 4G and 4× CPU applied; ${runs} cold visits of the company's form, signed in to the local content API). Usable: from navigation to the first frame after which the phone field holds a character typed into it, median (× the empty control page's first paint on the same phone, ${controlFcp} ms). Bytes: the site's files on the wire (compressed, headers included) requested before that moment.`,
    '',
    '| Usable ms (× control FCP; runs) | KB before usable | Content API calls before usable |',
    '| --- | --- | --- |',
    row([
      `${editor.usableMs} (${ratio(editor.usableMs, controlFcp)}; ${list(editor.runs.map((run) => run.usableMs))})`,
      kilobytes(editor.bytesBefore),
      editor.apiCalls,
    ]),
    '',
    '| File, before usable | KB on the wire |',
    '| --- | --- |',
    ...files.map(([file, bytes]) => row([`\`${file}\``, kilobytes(bytes)])),
    ...(later.size > 0
      ? [
          '',
          '| File, after usable (loaded by itself, not used) | KB on the wire | in runs |',
          '| --- | --- | --- |',
          ...[...later].map(([file, sizes]) =>
            row([`\`${file}\``, kilobytes(Math.max(...sizes)), sizes.length]),
          ),
        ]
      : []),
  ];
}
