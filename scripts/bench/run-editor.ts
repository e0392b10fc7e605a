// npm run bench:editor — the content editor's page on a slow phone (./editor.ts), after a
// build without CMS_BACKEND: the production server, the local content API, the empty control
// page's first paint on the same phone as the run's reference, five cold visits. Prints the
// bytes by file and the time to the first usable form, checks their budgets, exits 1 on a miss.
// `npm run bench` measures the same beside the visitors' pages.
import path from 'node:path';
import { startProductionServer } from '../lib/production-server';
import { makeControlPage } from './control-page';
import { checkEditor, editorLines } from './editor-report';
import { measureEditor, startEditorBackend } from './editor';
import { median } from './figures';
import { measurePaints, withBrowser } from './interactivity';

async function main() {
  const projectDir = process.cwd();
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const publicDir = path.join(projectDir, 'public');
  const controlDir = await makeControlPage(path.join(projectDir, 'bench-results', 'control'));
  const backend = await startEditorBackend(projectDir, publicDir);
  const site = await startProductionServer(projectDir);
  const controlSite = await startProductionServer(projectDir, { publicDir: controlDir });
  try {
    const { editor, controlFcp } = await withBrowser(async (browser) => {
      await measurePaints(browser, `${controlSite.url}/`); // the browser's cold start, discarded
      const paints = [];
      for (let i = 0; i < runs; i += 1)
        paints.push((await measurePaints(browser, `${controlSite.url}/`)).fcp);
      return {
        controlFcp: median(paints),
        editor: await measureEditor(browser, `${site.url}/admin/`, projectDir, runs),
      };
    });
    console.log(editorLines(editor, controlFcp, runs).join('\n'));
    const misses = checkEditor(editor, controlFcp);
    for (const miss of misses) console.log(`Budget missed: ${miss}`);
    if (misses.length === 0) console.log('\nEvery budget of the editor is met.');
    process.exitCode = misses.length > 0 ? 1 : 0;
  } finally {
    await backend.close();
    await site.close();
    await controlSite.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
