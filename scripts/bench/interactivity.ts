// How soon and how fast a page answers a visitor on a slow phone, measured in Chromium with
// Lighthouse's Slow 4G and 4× CPU applied (not simulated), at 375 px:
// - whether the menu works at the first paint: from the first paint on, the menu button is
//   clicked every frame until the drawer opens; the dead time is from the first try to the
//   one that worked (0: it worked the moment the page was on screen);
// - how long each interaction takes once the page has loaded (menu,
//   theme toggle, carousel pause), by the Event Timing API: the longest event of the
//   interaction, from input to the next paint; none over 16 ms means under 16;
// - the longest main-thread task in which the site's script files ran, or the longest run of
//   one of its inline scripts, from a trace of the whole visit (load, interactions);
// - for a visitor whose stored language is the other one: the time from opening the link to
//   the first paint of the page in their language, and whether the wrong one painted first.
import { type Browser, type Page, chromium } from 'playwright-core';
import * as browserSettings from '../lib/browser';
import { GLOBAL_NAME_SHIM } from '../lib/tsx-names';
import { throttleLikeSlowPhone } from '../lib/slow-phone';
import type { ControlFigures, Controls } from './budgets';
import { median } from './figures';
import { scriptTasks } from './script-tasks';
import { isHomePage } from '../lib/pages';
import { languageMove } from './pages';

const viewport = { width: 375, height: 740 };

/** What the probe records in the page, on `window.__bench`. */
interface Probe {
  fcp: number | null;
  lcp: number | null;
  menuFirstTry: number | null;
  menuWorked: number | null;
  events: Array<{ id: number; name: string; duration: number }>;
}

declare global {
  interface Window {
    __bench: Probe;
  }
}

/**
 * A page in a fresh phone-sized context, with the same network and CPU as Lighthouse's
 * mobile preset applied by the browser. Close its context when done.
 */
async function throttledPhone(browser: Browser) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 2, isMobile: true });
  // Before the probe, whose inner functions tsx wraps in `__name` (../lib/tsx-names.ts).
  await context.addInitScript(GLOBAL_NAME_SHIM);
  const page = await context.newPage();
  await throttleLikeSlowPhone(context, page);
  return { context, page };
}

/** Runs in every document before its own scripts: first paint, the menu probe, events. */
function probe() {
  const bench: Probe = { fcp: null, lcp: null, menuFirstTry: null, menuWorked: null, events: [] };
  window.__bench = bench;
  function tryMenu() {
    const button = document.querySelector('button[aria-controls="mobile-drawer"]');
    const drawer = document.getElementById('mobile-drawer') as HTMLDialogElement | null;
    const now = performance.now();
    if (bench.menuFirstTry === null) bench.menuFirstTry = now;
    if (button && drawer) {
      (button as HTMLElement).click();
      if (drawer.open) {
        bench.menuWorked = now;
        drawer.close();
        return;
      }
    }
    requestAnimationFrame(tryMenu);
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') {
        bench.fcp = entry.startTime;
        tryMenu();
      }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    // interactionId and durationThreshold: Event Timing, newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as Array<
      PerformanceEventTiming & { interactionId: number }
    >)
      if (entry.interactionId)
        bench.events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );

/** Does `act`, then returns the interaction's duration: its longest event (0 when under 16 ms). */
async function interaction(page: Page, act: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() => window.__bench.events.length);
  await act();
  await settle(page);
  const events = await page.evaluate((from) => window.__bench.events.slice(from), before);
  return Math.max(0, ...events.map((event) => event.duration));
}

/** One cold visit of `url`: first paint, the menu's dead time, interactions, script tasks. */
export async function measureVisit(
  browser: Browser,
  url: string,
  { hasCarousel }: { hasCarousel: boolean },
): Promise<ControlFigures> {
  const { context, page } = await throttledPhone(browser);
  await page.addInitScript(probe);
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'v8.execute',
    ],
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => window.__bench.menuWorked !== null, null, {
      timeout: 120_000,
    });
    await settle(page);
    const menu = await interaction(page, async () => {
      await page.click('button[aria-controls="mobile-drawer"]');
      await page.locator('#mobile-drawer[open]').waitFor();
    });
    const escape = await interaction(page, async () => {
      await page.keyboard.press('Escape');
      await page.locator('#mobile-drawer:not([open])').waitFor({ state: 'attached' });
    });
    const theme = await interaction(page, async () => {
      await page.click('[data-theme-toggle]');
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    });
    let pause: number | null = null;
    if (hasCarousel) {
      const toggle = page.getByRole('switch');
      await toggle.scrollIntoViewIfNeeded();
      await settle(page);
      pause = await interaction(page, async () => {
        await toggle.click();
        await page.waitForFunction(
          () => document.querySelector<HTMLInputElement>('input[role="switch"]')!.checked,
        );
      });
    }
    const bench = await page.evaluate(() => window.__bench);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    const tasks = scriptTasks(events, new URL(url).origin);
    return {
      fcp: Math.round(bench.fcp!),
      lcp: Math.round(bench.lcp!),
      menuDeadMs: Math.round(bench.menuWorked! - bench.menuFirstTry!),
      interactions: { menu, escape, theme, pause },
      longestScriptTaskMs: Math.round(tasks[0] ?? 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * A visit to `url` by someone whose stored language is `stored`: when the first paint of
 * the page in their language comes, counted from opening the link, and whether the page
 * they opened painted before they were moved.
 */
export async function measureLanguageMove(
  browser: Browser,
  url: string,
  stored: string,
  target: string,
): Promise<{ moveMs: number; wrongPagePainted: boolean }> {
  const { context, page } = await throttledPhone(browser);
  await page.addInitScript((language) => {
    if (sessionStorage.getItem('opened') === null) {
      sessionStorage.setItem('opened', String(performance.timeOrigin));
      localStorage.setItem('lang', language);
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint')
          sessionStorage.setItem(
            `painted ${location.pathname}`,
            String(performance.timeOrigin + entry.startTime),
          );
    }).observe({ type: 'paint', buffered: true });
  }, stored);
  try {
    await page.goto(url, { timeout: 120_000 }).catch(() => {
      // The move interrupts the first navigation; the page in the right language follows.
    });
    await page.waitForURL(target, { timeout: 120_000 });
    const targetPath = new URL(target).pathname;
    await page.waitForFunction((p) => sessionStorage.getItem(`painted ${p}`) !== null, targetPath, {
      timeout: 120_000,
    });
    return await page.evaluate(
      ([from, to]) => ({
        moveMs: Math.round(
          Number(sessionStorage.getItem(`painted ${to}`)) -
            Number(sessionStorage.getItem('opened')),
        ),
        wrongPagePainted: sessionStorage.getItem(`painted ${from}`) !== null,
      }),
      [new URL(url).pathname, targetPath],
    );
  } finally {
    await context.close();
  }
}

/**
 * A cold visit of a page with no controls (the bench's empty control page): its first and
 * largest paint on the throttled phone, the reference the pages' largest paints are
 * divided by.
 */
export async function measurePaints(
  browser: Browser,
  url: string,
): Promise<{ fcp: number; lcp: number }> {
  const { context, page } = await throttledPhone(browser);
  await page.addInitScript(probe);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => window.__bench.fcp !== null && window.__bench.lcp !== null);
    const bench = await page.evaluate(() => window.__bench);
    return { fcp: Math.round(bench.fcp!), lcp: Math.round(bench.lcp!) };
  } finally {
    await context.close();
  }
}

export async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch(browserSettings.launchOptions);
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/** `runs` visits of a page (and as many language moves), with each figure's median. */
export async function measureControls(
  browser: Browser,
  baseUrl: string,
  path: string,
  runs: number,
): Promise<Controls> {
  const isHome = isHomePage(path);
  const visits: ControlFigures[] = [];
  for (let i = 0; i < runs; i += 1)
    visits.push(await measureVisit(browser, baseUrl + path, { hasCarousel: isHome }));
  const middle = (pick: (visit: ControlFigures) => number) => median(visits.map(pick));
  const summary: Controls = {
    runs: visits,
    median: {
      fcp: middle((v) => v.fcp),
      lcp: middle((v) => v.lcp!),
      menuDeadMs: middle((v) => v.menuDeadMs),
      interactions: {
        menu: middle((v) => v.interactions.menu),
        escape: middle((v) => v.interactions.escape),
        theme: middle((v) => v.interactions.theme),
        pause: isHome ? middle((v) => v.interactions.pause!) : null,
      },
      longestScriptTaskMs: middle((v) => v.longestScriptTaskMs),
    },
    languageMove: null,
  };
  // 404 pages stay where they are: their address is the unknown one the visitor asked for.
  if (!path.endsWith('/404/')) {
    const { stored, target } = languageMove(path);
    const moves: Array<{ moveMs: number; wrongPagePainted: boolean }> = [];
    for (let i = 0; i < runs; i += 1)
      moves.push(await measureLanguageMove(browser, baseUrl + path, stored, baseUrl + target));
    summary.languageMove = {
      moveMs: median(moves.map((move) => move.moveMs)),
      wrongPagePainted: moves.some((move) => move.wrongPagePainted),
      runs: moves.map((move) => move.moveMs),
    };
  }
  return summary;
}
