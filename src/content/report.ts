import type { ValidationReport } from './problem';

/** `1 problem`, `3 problems`: a count of a thing in the check's words. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The report as editors read it in a terminal: problems first, then warnings. */
export function formatReport(report: ValidationReport): string {
  const lines = [
    `Content check: ${plural(report.errors.length, 'problem')}, ${plural(report.warnings.length, 'warning')}`,
    ...report.errors.map(({ message }) => `  ✖ ${message}`),
    ...report.warnings.map(({ message }) => `  ⚠ ${message}`),
  ];
  if (report.errors.length > 0)
    lines.push(
      '',
      'Fix the problems in the files named above, then try again. docs/EDITING.md explains each message.',
    );
  return lines.join('\n');
}
