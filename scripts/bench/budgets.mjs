// The performance budgets (issue: fast on a slow phone). Each returns the misses it finds.
export const budgets = {
  performanceScore: 100,
  fcpMs: 800,
  lcpMs: 1200,
  tbtMs: 30,
  cls: 0.005,
  lcpToFloor: 1.25,
  homeTotalBytes: 250 * 1024,
  jsBytes: 135 * 1024,
  htmlBytes: 30 * 1024,
  aboveTheFoldBytes: 14 * 1024,
};

/**
 * Lighthouse's figures are checked on each figure's median over the runs (`median`), the
 * image audits on the median run; sizes are measured once, as they do not vary.
 */
export function checkPage(page) {
  const misses = [];
  const { transfer, path } = page;
  const lh = page.lighthouse.median;
  const floor = page.floor.median;
  if (lh.score < budgets.performanceScore)
    misses.push(`performance ${lh.score} < ${budgets.performanceScore}`);
  if (lh.fcp > budgets.fcpMs) misses.push(`FCP ${lh.fcp} ms > ${budgets.fcpMs}`);
  if (lh.lcp > budgets.lcpMs) misses.push(`LCP ${lh.lcp} ms > ${budgets.lcpMs}`);
  if (lh.tbt > budgets.tbtMs) misses.push(`TBT ${lh.tbt} ms > ${budgets.tbtMs}`);
  if (lh.cls > budgets.cls) misses.push(`CLS ${lh.cls} > ${budgets.cls}`);
  if (lh.lcp > floor.lcp * budgets.lcpToFloor)
    misses.push(`LCP ${(lh.lcp / floor.lcp).toFixed(2)}× the no-JS floor > ${budgets.lcpToFloor}×`);
  if (transfer.js > budgets.jsBytes) misses.push(`JS ${kb(transfer.js)} > ${kb(budgets.jsBytes)}`);
  if (transfer.html > budgets.htmlBytes)
    misses.push(`HTML ${kb(transfer.html)} > ${kb(budgets.htmlBytes)}`);
  if (page.aboveTheFold > budgets.aboveTheFoldBytes)
    misses.push(
      `header and hero end at ${kb(page.aboveTheFold)} compressed > ${kb(budgets.aboveTheFoldBytes)}`,
    );
  if ((path === '/' || path === '/nl/') && transfer.total > budgets.homeTotalBytes)
    misses.push(`first view ${kb(transfer.total)} > ${kb(budgets.homeTotalBytes)}`);
  if (transfer.otherOrigins.length > 0)
    misses.push(`requests to other origins: ${transfer.otherOrigins.join(', ')}`);
  if (transfer.fonts > 0) misses.push(`font downloads: ${kb(transfer.fonts)}`);
  for (const audit of page.lighthouse.failedImageAudits) misses.push(`Lighthouse: ${audit}`);
  return misses;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
