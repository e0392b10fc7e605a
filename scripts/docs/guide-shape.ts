// What makes a guide a map rather than a wall (docs/ARCHITECTURE.md, "The guides"): the README
// short, every long guide opening with a table of where things are and common tasks, and no
// table cell a paragraph. Read by its test; the figures are said once, here.
export const README_MOST_LINES = 150;
export const WORDS_BEFORE_A_MAP = 3000;
export const CELL_MOST_CHARACTERS = 120;

/** The words of a guide, as a reader counts them (code blocks and tables included). */
export const wordCount = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

/** Every cell of every table, trimmed, with its line number. */
export function tableCells(markdown: string): Array<{ line: number; cell: string }> {
  return markdown.split('\n').flatMap((text, index) => {
    if (!/^\s*\|.*\|\s*$/.test(text) || /^\s*\|[\s:|-]+\|\s*$/.test(text)) return [];
    return text
      .trim()
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => ({ line: index + 1, cell: cell.trim() }));
  });
}

/** Whether the guide's first section is its map: `## Map`, holding a table. */
export function opensWithMap(markdown: string): boolean {
  const sections = markdown.split(/^## /m);
  const first = sections[1] ?? '';
  return /^Map\s*\n/.test(first) && tableCells(first).length > 0;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export const headingAnchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Every anchor a guide's headings give, numbered as GitHub numbers a repeated one. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = headingAnchor(heading);
    const times = seen.get(anchor) ?? 0;
    anchors.add(times ? `${anchor}-${times}` : anchor);
    seen.set(anchor, times + 1);
  }
  return anchors;
}

/** Every link of a guide to a guide's heading: `[…](#anchor)` or `[…](OTHER.md#anchor)`. */
export const headingLinks = (markdown: string) =>
  [...markdown.matchAll(/\]\(([^)\s#]*\.md)?#([^)\s]+)\)/g)].map(([, file, anchor]) => ({
    file,
    anchor,
  }));
