// npm run bench — the performance benchmark (after a build): Lighthouse on every page with
// its default mobile settings (simulated Slow 4G, 4× CPU), five runs, each followed by a run
// of its reference, the same page with every script removed (no-js-copy.ts: as fast as a
// page without any framework can be; see lighthouse-runs.ts for how they are summarised); first-view transfer; an empty control page; the build's duration;
// then, with Slow 4G and 4× CPU applied in Chromium, five visits of every page for its
// controls: the menu at the first paint, interactions, script tasks and the stored-language
// move (interactivity.ts); the content editor on the same phone, signed in, to its first usable form
// (editor.ts).
// Prints a table, writes bench-results/latest.json, exits 1 if a budget is missed.
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { withChrome } from '../lib/lighthouse';
import { startProductionServer } from '../lib/production-server';
import {
  type BenchPage,
  type ControlFigures,
  type LighthouseSummary,
  type Transfer,
  budgets,
  checkPage,
  slowestInteractions,
  kb,
} from './budgets';
import { makeControlPage } from './control-page';
import { list, median, ratio, row } from './figures';
import { measureControls, measurePaints, withBrowser } from './interactivity';
import { lighthouseRuns, pairedLighthouseRuns } from './lighthouse-runs';
import { makeNoJsCopy } from './no-js-copy';
import { benchPages, languageMove } from './pages';
import { measureTransfers } from './transfer';
import { type EditorFigures, measureEditor, startEditorBackend } from './editor';
import { checkEditor, editorBudgets, editorLines } from './editor-report';

async function main() {
  const projectDir = process.cwd();
  const resultsDir = path.join(projectDir, 'bench-results');
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  // BENCH_ONLY=/,/nl/ measures some pages only, while working on them.
  const paths = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : benchPages;

  function timedBuild() {
    if (process.argv.includes('--no-build')) return null;
    const start = Date.now();
    const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error('the build failed');
    return (Date.now() - start) / 1000;
  }

  /** Images at desktop width: the same "properly sized" check at 1280 px wide. */
  async function desktopImageAudit(port: number, url: string): Promise<string[]> {
    const lighthouse = (await import('lighthouse')).default;
    const desktop = (await import('lighthouse/core/config/desktop-config.js')).default;
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', onlyAudits: ['uses-responsive-images'] },
      {
        ...desktop,
        settings: {
          ...desktop.settings,
          screenEmulation: { ...desktop.settings!.screenEmulation, width: 1280 },
          onlyAudits: ['uses-responsive-images'],
        },
      },
    );
    const audit = result?.lhr.audits['uses-responsive-images'];
    return audit && audit.score !== null && audit.score < 1
      ? ['uses-responsive-images (1280 px)']
      : [];
  }

  /** Compressed bytes up to the end of the header (and the hero, where the page has one). */
  async function aboveTheFoldBytes(file: string): Promise<number> {
    const html = await readFile(file, 'utf8');
    const heroEnd = html.indexOf('</section>', html.indexOf('id="hero-heading"'));
    const headerEnd = html.indexOf('</header>') + '</header>'.length;
    const end = html.includes('id="hero-heading"') ? heroEnd + '</section>'.length : headerEnd;
    return brotliCompressSync(html.slice(0, end), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6 },
    }).length;
  }

  const htmlFile = (p: string) => path.join(projectDir, 'public', p, 'index.html');

  const buildSeconds = timedBuild();
  await mkdir(resultsDir, { recursive: true });
  const noJsDir = await makeNoJsCopy(
    path.join(projectDir, 'public'),
    path.join(resultsDir, 'public-no-js'),
  );
  const controlDir = await makeControlPage(path.join(resultsDir, 'control'));
  const site = await startProductionServer(projectDir);
  const floorSite = await startProductionServer(projectDir, { publicDir: noJsDir });
  const controlSite = await startProductionServer(projectDir, { publicDir: controlDir });
  const editorBackend = await startEditorBackend(projectDir, path.join(projectDir, 'public'));
  let editor: EditorFigures | undefined;
  const pages: Array<BenchPage & { floorTransfer: Transfer }> = [];
  let control: (LighthouseSummary & { phone?: { fcp: number; runs: number[] } }) | undefined;
  try {
    const transfers = await measureTransfers(paths.map((p) => site.url + p));
    const floorTransfers = await measureTransfers(paths.map((p) => floorSite.url + p));
    await withChrome(async (port) => {
      process.stderr.write('  control page…\n');
      // The first run after Chromium starts pays its cold start (on this VM: TBT 119 ms, then
      // 18 and 15 ms on the same page); one discarded run keeps that out of the figures.
      await lighthouseRuns(port, `${controlSite.url}/`, 1);
      control = await lighthouseRuns(port, `${controlSite.url}/`, runs);
      for (const p of paths) {
        process.stderr.write(`  ${p}…\n`);
        const { lighthouse, floor } = await pairedLighthouseRuns(
          port,
          site.url + p,
          floorSite.url + p,
          runs,
        );
        lighthouse.failedImageAudits.push(...(await desktopImageAudit(port, site.url + p)));
        pages.push({
          path: p,
          lighthouse,
          floor,
          transfer: transfers[site.url + p],
          floorTransfer: floorTransfers[floorSite.url + p],
          aboveTheFold: await aboveTheFoldBytes(htmlFile(p)),
        });
      }
    });
    await withBrowser(async (browser) => {
      process.stderr.write('  control page on a throttled phone…\n');
      await measurePaints(browser, `${controlSite.url}/`); // the browser's cold start, discarded
      const visits = [];
      for (let i = 0; i < runs; i += 1)
        visits.push(await measurePaints(browser, `${controlSite.url}/`));
      control!.phone = { fcp: median(visits.map((v) => v.fcp)), runs: visits.map((v) => v.fcp) };
      for (const page of pages) {
        process.stderr.write(`  ${page.path} on a throttled phone…\n`);
        page.controls = await measureControls(browser, site.url, page.path, runs);
      }
      process.stderr.write('  the editor on a throttled phone…\n');
      editor = await measureEditor(browser, `${site.url}/admin/`, projectDir, runs);
    });
  } finally {
    await editorBackend.close();
    await site.close();
    await floorSite.close();
    await controlSite.close();
  }

  for (const page of pages) page.misses = checkPage(page, control?.median);
  if (!control?.phone) throw new Error('the control page was not measured');
  const reference = { ...control, phone: control.phone };
  /** TBT across all runs of all pages: what the browser costs here, with and without scripts. */
  function tbtSpread(summaries: LighthouseSummary[]) {
    const all = summaries.flatMap((summary) => summary.runs.map((run) => run.tbt));
    return `median ${median(all)} ms, from ${Math.min(...all)} to ${Math.max(...all)} ms`;
  }
  const interactionText = ({ menu, escape, theme, pause }: ControlFigures['interactions']) =>
    [menu, escape, theme, pause ?? '—'].map((ms) => (ms === 0 ? '<16' : ms)).join(' / ');
  const lines = [
    `Benchmark ${new Date().toISOString().slice(0, 10)}: server ${site.kind}${site.brotli ? ' with brotli' : ''}, ${runs} runs per page.`,
    buildSeconds === null
      ? 'Build: not timed (--no-build).'
      : `Production build: ${buildSeconds.toFixed(1)} s.`,
    '',
    `Lighthouse mobile (simulated Slow 4G, 4× CPU): figures from Lighthouse's median run; budgets checked on each figure's median over the runs. Below each page, its reference: the same page built by the project with every script removed (no framework, no script of its own), measured in the same run, interleaved. TBT: the page's median, the reference's, and the difference; the budget: the page's median at most ${budgets.tbtOverEmptyPageMs} ms over the empty control page's (what the scripts block is the phone table's script task). Script KB: script files and the inline scripts' share of the compressed page.`,
    '',
    '| Page | Score | FCP ms | LCP ms (× reference) | TBT ms: page − reference = added (page runs) | CLS | SI ms | Total KB (× reference) | Requests | HTML KB | CSS KB | Script KB | Images KB | Fonts KB | Hero at KB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pages.flatMap(
      ({ path: p, lighthouse, floor, transfer: t, floorTransfer: ft, aboveTheFold }) => {
        const [lh, ref] = [lighthouse.medianRun, floor.medianRun];
        const sizes = (transfer: Transfer) => [
          transfer.requests,
          (transfer.html / 1024).toFixed(1),
          (transfer.css / 1024).toFixed(1),
          (transfer.js / 1024).toFixed(1),
          (transfer.images / 1024).toFixed(1),
          (transfer.fonts / 1024).toFixed(1),
        ];
        return [
          row([
            `\`${p}\``,
            lh.score,
            `${lh.fcp} (${ratio(lh.fcp, ref.fcp)})`,
            `${lh.lcp} (${ratio(lh.lcp, ref.lcp)})`,
            `${lighthouse.median.tbt} − ${floor.median.tbt} = ${lighthouse.median.tbt - floor.median.tbt} (${list(lighthouse.runs.map((run) => run.tbt))})`,
            lh.cls,
            lh.speedIndex,
            `${(t.total / 1024).toFixed(1)} (${ratio(t.total, ft.total)})`,
            ...sizes(t),
            (aboveTheFold / 1024).toFixed(1),
          ]),
          row([
            '↳ reference, no script',
            ref.score,
            ref.fcp,
            ref.lcp,
            `${floor.median.tbt} (${list(floor.runs.map((run) => run.tbt))})`,
            ref.cls,
            ref.speedIndex,
            (ft.total / 1024).toFixed(1),
            ...sizes(ft),
            '',
          ]),
        ];
      },
    ),
    '',
    `Control (an empty page, same server and settings): FCP ${reference.medianRun.fcp} ms, TBT runs ${list(reference.runs.map((run) => run.tbt))} ms.`,
    `TBT over every run: ${tbtSpread(pages.map((page) => page.lighthouse))}; the same pages with no JavaScript: ${tbtSpread(pages.map((page) => page.floor))}.`,
    '',
    `Controls on a phone (Chromium at 375 px with Slow 4G and 4× CPU applied, not simulated; medians of ${runs} cold visits). The empty control page's first paint there: ${reference.phone.fcp} ms (${list(reference.phone.runs)}). Menu dead: from the first paint until the menu opens. Interactions (Event Timing, once the page has loaded; <16: no event over 16 ms): the menu opened, closed with Escape, the theme, the strip's pause, medians, and in brackets each at its slowest of the visits (the budget). Script task: the longest main-thread task in which the site's script files ran, or the longest run of one of its inline scripts; under 50 ms the scripts add no blocking time (TBT 0 at 4× CPU). Language move: a visitor with the other language stored, from opening the link to the first paint of the page in their language (× that page's own first paint).`,
    '',
    '| Page | FCP ms | LCP ms (÷ control FCP) | Menu dead ms | Interactions ms | Longest script task ms (runs) | Language move ms (runs) | Wrong language painted | Budgets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pages.map(({ path: p, controls, misses }) => {
      const { median: m, runs: visits, languageMove: move } = controls!;
      const target = pages.find((other) => other.path === languageMove(p).target);
      return row([
        `\`${p}\``,
        m.fcp,
        `${m.lcp} (${ratio(m.lcp!, reference.phone.fcp)})`,
        m.menuDeadMs,
        `${interactionText(m.interactions)} (slowest ${interactionText(slowestInteractions(visits))})`,
        `${m.longestScriptTaskMs} (${list(visits.map((v) => v.longestScriptTaskMs))})`,
        move
          ? `${move.moveMs} (${target ? ratio(move.moveMs, target.controls!.median.fcp) : '—'}; ${list(move.runs)})`
          : '— (404: stays)',
        move ? (move.wrongPagePainted ? 'yes' : 'no') : '—',
        misses!.length === 0 ? 'met' : `${misses!.length} missed`,
      ]);
    }),
    '',
    ...editorLines(editor!, reference.phone.fcp, runs),
  ];
  console.log(lines.join('\n'));
  const missed = pages.filter((page) => page.misses!.length > 0);
  const editorMisses = checkEditor(editor!, reference.phone.fcp);
  if (missed.length > 0 || editorMisses.length > 0) {
    console.log('\nBudgets missed:');
    for (const page of missed)
      for (const miss of page.misses!) console.log(`  ${page.path}: ${miss}`);
    for (const miss of editorMisses) console.log(`  the editor: ${miss}`);
  } else console.log('\nEvery budget is met.');
  await writeFile(
    path.join(resultsDir, 'latest.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        buildSeconds,
        budgets: { ...budgets, editor: editorBudgets },
        runs,
        server: site.kind,
        control: reference,
        pages,
        editor,
      },
      null,
      2,
    ),
  );
  console.log(
    `\nFigures: bench-results/latest.json (budgets: ${JSON.stringify(budgets)}; sizes in ${kb(1024).split(' ')[1]})`,
  );
  process.exitCode = missed.length > 0 || editorMisses.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
