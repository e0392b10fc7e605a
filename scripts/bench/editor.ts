// The content editor's page as a member of staff's phone meets it (docs/PERFORMANCE.md, "The
// editor"): Chromium at 375 px with Lighthouse's Slow 4G and 4× CPU applied, signed in to the
// local content API, a cold visit straight to the company's form. Measured in the page:
// - the time from navigation to the first form usable: every frame from the start, the phone
//   field, once it shows the stored number, is typed into (the input event React listens to);
//   the first frame after which the field holds what was typed is the moment;
// - the bytes on the wire by file (Resource Timing's transferSize: compressed body and
//   headers) of the site's own files requested before that moment, and of those after it;
//   the content API's calls before it are counted (another origin: their sizes are not shown
//   to the page, and they are content, not the editor).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { parse } from 'yaml';
import { entryAddress } from '../../src/admin/decap/addresses';
import { fileLabel } from '../../src/content/words';
import { startCmsBackend } from '../lib/cms-backend';
import { openSignedIn } from '../lib/editor-form';
import { copyProject } from '../lib/project-copy';
import { throttleLikeSlowPhone } from '../lib/slow-phone';
import { GLOBAL_NAME_SHIM } from '../lib/tsx-names';
import { median } from './figures';

/** The form the bench opens, and the field typed into: the company's phone. */
const FORM = { collection: 'company', file: 'company' };
const TYPED = '0';

/** One cold visit. */
export interface EditorVisit {
  /** Navigation to the first frame after which the phone field held a typed character. */
  usableMs: number;
  /** The site's files requested before the form was usable: path → bytes on the wire. */
  before: Record<string, number>;
  /** The site's files requested after it (loaded when used). */
  after: Record<string, number>;
  /** Calls to the content API before the form was usable. */
  apiCalls: number;
}

export interface EditorFigures {
  runs: EditorVisit[];
  /** Medians over the runs. */
  usableMs: number;
  bytesBefore: number;
  /** The first run's files (the bytes of a file do not vary between cold visits). */
  files: Record<string, number>;
  apiCalls: number;
}

const sum = (bytes: Record<string, number>) => Object.values(bytes).reduce((a, b) => a + b, 0);

/** What the probe records in the page, on `window.__editorBench`. */
interface EditorProbe {
  usable: number | null;
}
declare global {
  interface Window {
    __editorBench: EditorProbe;
  }
}

/** Runs in the editor's page before its scripts: types into the phone field every frame until it takes. */
function probe({ stored, typed }: { stored: string; typed: string }) {
  const bench: EditorProbe = { usable: null };
  window.__editorBench = bench;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  let tried: HTMLInputElement | null = null;
  function attempt() {
    if (tried?.isConnected && tried.value === stored + typed) {
      bench.usable = performance.now();
      return;
    }
    tried = null;
    const field = [...document.querySelectorAll('input')].find(
      (input) => input.value === stored && input.getClientRects().length > 0 && !input.disabled,
    );
    if (field) {
      setValue.call(field, stored + typed);
      field.dispatchEvent(new InputEvent('input', { bubbles: true, data: typed }));
      tried = field;
    }
    requestAnimationFrame(attempt);
  }
  requestAnimationFrame(attempt);
}

/** One cold visit of the form at `formUrl`, signed in (`storageState`), on the throttled phone. */
async function visit(
  browser: Browser,
  formUrl: string,
  storageState: string,
  stored: string,
): Promise<EditorVisit> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState,
  });
  try {
    await context.addInitScript(GLOBAL_NAME_SHIM);
    const page = await context.newPage();
    await throttleLikeSlowPhone(context, page);
    await page.addInitScript(probe, { stored, typed: TYPED });
    await page.goto(formUrl, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => window.__editorBench.usable !== null, null, {
      timeout: 180_000,
      polling: 100,
    });
    // What the page goes on to load by itself, without being used, counts after.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    return await page.evaluate(() => {
      const usable = window.__editorBench.usable!;
      const origin = location.origin;
      const before: Record<string, number> = {};
      const after: Record<string, number> = {};
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceResourceTiming;
      before[new URL(navigation.name).pathname] = navigation.transferSize;
      let apiCalls = 0;
      for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        const url = new URL(entry.name);
        if (url.origin !== origin) {
          if (entry.startTime < usable) apiCalls += 1;
          continue;
        }
        const files = entry.startTime < usable ? before : after;
        files[url.pathname] = (files[url.pathname] ?? 0) + entry.transferSize;
      }
      return { usableMs: Math.round(usable), before, after, apiCalls };
    });
  } finally {
    await context.close();
  }
}

/** The local content API the build's editor names (its config.yml), over a copy of the project. */
export async function startEditorBackend(projectDir: string, publicDir: string) {
  const config = parse(readFileSync(path.join(publicDir, 'admin/config.yml'), 'utf8')) as {
    backend?: { proxy_url?: string };
  };
  const address = config.backend?.proxy_url;
  if (!address || !/^http:\/\/127\.0\.0\.1:\d+\//.test(address))
    throw new Error(
      'The bench measures the editor of a build for this machine (CMS_BACKEND unset or local): run `npm run build` without CMS_BACKEND.',
    );
  const copy = copyProject(projectDir, 'editor-bench-');
  const backend = await startCmsBackend(projectDir, {
    port: Number(new URL(address).port),
    repoDir: copy,
  });
  return {
    close: async () => {
      await backend.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

/**
 * `runs` cold visits of the company's form in the editor at `editorUrl` (`/admin/` of the
 * production server, its content API running), after one discarded warm-up.
 */
export async function measureEditor(
  browser: Browser,
  editorUrl: string,
  projectDir: string,
  runs: number,
): Promise<EditorFigures> {
  const stored = String(
    (parse(readFileSync(path.join(projectDir, 'data/company.yaml'), 'utf8')) as { phone: string })
      .phone,
  );
  const formUrl = `${editorUrl}${entryAddress(FORM)}`;
  const storageState = path.join(tmpdir(), `editor-bench-${process.pid}.json`);
  const context = await browser.newContext();
  try {
    // Signed in once, unthrottled (the local backend asks for a click, no password).
    await openSignedIn(await context.newPage(), formUrl, fileLabel('company.yaml'));
    writeFileSync(storageState, JSON.stringify(await context.storageState()));
  } finally {
    await context.close();
  }
  try {
    await visit(browser, formUrl, storageState, stored); // the browser's cold start, discarded
    const visits: EditorVisit[] = [];
    for (let i = 0; i < runs; i += 1)
      visits.push(await visit(browser, formUrl, storageState, stored));
    return {
      runs: visits,
      usableMs: median(visits.map((v) => v.usableMs)),
      bytesBefore: median(visits.map((v) => sum(v.before))),
      files: visits[0].before,
      apiCalls: median(visits.map((v) => v.apiCalls)),
    };
  } finally {
    rmSync(storageState, { force: true });
  }
}
