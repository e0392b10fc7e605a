// A Chromium driven the way a visitor's browser runs: through a tab target, over the Chrome
// DevTools Protocol. Playwright attaches to each page target directly, and Chromium refuses to
// prerender for a page that holds such a session ("PrerenderingDisabledByDevTools":
// content/browser/devtools/devtools_instrumentation.cc, IsPrerenderAllowed, which asks for
// sessions with tab-target support); Playwright also starts Chromium with the back/forward
// cache switched off. The tests of Speculation Rules and of the back/forward cache
// (e2e/tests/next-page.spec.ts) need both as visitors have them, so they drive this instead:
// the full Chromium, not the suite's headless shell, which has no back/forward cache
// (scripts/lib/browser.ts), one tab, a session on the tab and one on whichever page it shows.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { launchOptions } from '../scripts/lib/browser';

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
}

interface TargetInfo {
  targetId: string;
  type: string;
  subtype?: string;
  url: string;
}

/** The addresses in Preload.preloadingAttemptSourcesUpdated: what the rules would load ahead. */
const sourcesOf = (params: Record<string, unknown> | undefined) =>
  new Set(
    ((params?.preloadingAttemptSources ?? []) as Array<{ key: { url: string } }>).map(
      ({ key }) => key.url,
    ),
  );

/** What Chromium says of a prerender (Preload.prerenderStatusUpdated). */
export interface PrerenderStatus {
  url: string;
  status: 'Pending' | 'Running' | 'Ready' | 'Success' | 'Failure' | 'NotSupported';
  reason?: string;
}

async function devToolsAddress(chromium: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let said = '';
    chromium.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const address = /DevTools listening on (ws:\/\/\S+)/.exec(said)?.[1];
      if (address) resolve(address);
    });
    chromium.on('exit', (code) => reject(new Error(`Chromium stopped (${code}): ${said}`)));
  });
}

export class TabBrowser {
  private nextId = 0;
  private readonly answers = new Map<number, (message: Message) => void>();
  private readonly listeners = new Set<(message: Message) => void>();
  /** The session of the page the tab shows now; a prerender's, once it is activated. */
  private pageSession = '';
  private readonly pageSessions = new Map<string, string>();
  /** Every prerender status, in order. */
  readonly prerenders: PrerenderStatus[] = [];
  /** The addresses the page's speculation rules name now (Preload.preloadingAttemptSourcesUpdated). */
  private candidates = new Set<string>();

  private constructor(
    private readonly chromium: ChildProcess,
    private readonly socket: WebSocket,
    private readonly profile: string,
  ) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Message;
      if (message.id !== undefined) this.answers.get(message.id)?.(message);
      else this.listeners.forEach((listener) => listener(message));
    });
    this.listeners.add((message) => this.follow(message));
  }

  static async launch(viewport = { width: 1280, height: 800 }): Promise<TabBrowser> {
    const profile = await mkdtemp(path.join(tmpdir(), 'tab-browser-'));
    const chromium = spawn(
      launchOptions.executablePath,
      [
        ...launchOptions.args,
        '--headless',
        '--remote-debugging-port=0',
        `--user-data-dir=${profile}`,
        `--window-size=${viewport.width},${viewport.height}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const socket = new WebSocket(await devToolsAddress(chromium));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const browser = new TabBrowser(chromium, socket, profile);
    await browser.attachToTab();
    return browser;
  }

  private follow({ method, params }: Message) {
    if (method === 'Target.attachedToTarget') {
      const info = params!.targetInfo as TargetInfo;
      if (info.type === 'page') {
        const session = params!.sessionId as string;
        this.pageSessions.set(info.targetId, session);
        // Not awaited: a message handler; the answers come before any later command's.
        void this.send('Page.enable', {}, session);
        void this.send('Preload.enable', {}, session);
      }
      // The tab's own page; a prerender is attached too, and becomes the page when activated.
      if (info.type === 'page' && info.subtype !== 'prerender' && !this.pageSession)
        this.pageSession = params!.sessionId as string;
    }
    if (method === 'Target.targetInfoChanged') {
      const info = params!.targetInfo as TargetInfo;
      const session = this.pageSessions.get(info.targetId);
      if (info.type === 'page' && info.subtype !== 'prerender' && session)
        this.pageSession = session;
    }
    if (method === 'Preload.preloadingAttemptSourcesUpdated') this.candidates = sourcesOf(params);
    if (method === 'Preload.prerenderStatusUpdated') {
      const key = params!.key as { url: string };
      this.prerenders.push({
        url: key.url,
        status: params!.status as PrerenderStatus['status'],
        reason: params!.prerenderStatus as string | undefined,
      });
    }
  }

  /** Sends a command to the browser, or to a session; resolves with its result. */
  async send<T = Record<string, unknown>>(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<T> {
    const id = ++this.nextId;
    const answer = new Promise<Message>((resolve) => this.answers.set(id, resolve));
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    const message = await answer;
    this.answers.delete(id);
    if (message.error) throw new Error(`${method}: ${message.error.message}`);
    return message.result as T;
  }

  /** Resolves with the first message `matches` accepts, from now on. */
  waitFor(matches: (message: Message) => boolean): Promise<Message> {
    return new Promise((resolve) => {
      const listener = (message: Message) => {
        if (!matches(message)) return;
        this.listeners.delete(listener);
        resolve(message);
      };
      this.listeners.add(listener);
    });
  }

  private async attachToTab() {
    const { targetInfos } = await this.send<{ targetInfos: TargetInfo[] }>('Target.getTargets', {
      filter: [{ type: 'tab' }],
    });
    const tab = targetInfos.find((target) => target.type === 'tab');
    if (!tab) throw new Error('Chromium opened no tab');
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId: tab.targetId,
      flatten: true,
    });
    const page = this.waitFor(
      (message) => message.method === 'Target.attachedToTarget' && message.sessionId === sessionId,
    );
    await this.send(
      'Target.setAutoAttach',
      { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
      sessionId,
    );
    await page;
  }

  /** A command to the page the tab shows. */
  onPage<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}) {
    return this.send<T>(method, params, this.pageSession);
  }

  /** Opens `url` in the tab and waits for its load event. */
  async open(url: string) {
    const session = this.pageSession;
    const loaded = this.waitFor(
      (message) => message.method === 'Page.loadEventFired' && message.sessionId === session,
    );
    await this.onPage('Page.navigate', { url });
    await loaded;
  }

  /** The value of `expression` on the page the tab shows now. */
  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.onPage<{
      result: { value: T };
      exceptionDetails?: { text: string };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
    return result.value;
  }

  /** The middle of the first visible element `selector` finds. */
  private async middleOf(selector: string) {
    const box = await this.evaluate<{ x: number; y: number } | null>(`(() => {
      const element = [...document.querySelectorAll(${JSON.stringify(selector)})]
        .find((candidate) => candidate.getBoundingClientRect().width > 0 &&
          candidate.getBoundingClientRect().left >= 0);
      if (!element) return null;
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    })()`);
    if (!box) throw new Error(`Nothing visible matches ${selector}`);
    return box;
  }

  /**
   * Resolves once the page's speculation rules name `url`: Chromium takes a pointer resting on
   * a link as intent only for a link its rules already cover, and on a busy machine it reads
   * them after the load event (a hover before that was never followed by a prerender).
   */
  async ruledIn(url: string): Promise<void> {
    if (this.candidates.has(url)) return;
    await this.waitFor(
      ({ method, params }) =>
        method === 'Preload.preloadingAttemptSourcesUpdated' && sourcesOf(params).has(url),
    );
  }

  /** Moves the pointer onto the element, as a visitor's mouse would. */
  async hover(selector: string) {
    const { x, y } = await this.middleOf(selector);
    await this.onPage('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  }

  /**
   * Clicks the element and resolves once the tab shows `url`, loaded: a prerendered page
   * activated, or a page fetched on the click.
   */
  async clickTo(selector: string, url: string) {
    const session = this.pageSession;
    const shown = this.waitFor(({ method, params, sessionId }) => {
      const info = params?.targetInfo as TargetInfo | undefined;
      const frame = params?.frame as { url: string; parentId?: string } | undefined;
      return (
        (method === 'Target.targetInfoChanged' &&
          info!.type === 'page' &&
          !info!.subtype &&
          info!.url === url) ||
        (method === 'Page.frameNavigated' &&
          sessionId === session &&
          !frame!.parentId &&
          frame!.url === url)
      );
    });
    await this.click(selector);
    await shown;
    await this.evaluate(
      `new Promise((loaded) => document.readyState === 'complete' ? loaded() : addEventListener('load', loaded))`,
    );
  }

  /** Clicks the element with the left button. */
  async click(selector: string) {
    const { x, y } = await this.middleOf(selector);
    for (const type of ['mousePressed', 'mouseReleased'])
      await this.onPage('Input.dispatchMouseEvent', {
        type,
        x,
        y,
        button: 'left',
        clickCount: 1,
      });
  }

  /**
   * Goes back one page; resolves with how the page came back: 'restored' from the
   * back/forward cache, or Chromium's reasons for not keeping it there.
   */
  async back(): Promise<'restored' | string[]> {
    const session = this.pageSession;
    const outcome = this.waitFor(
      (message) =>
        message.sessionId === session &&
        ((message.method === 'Page.frameNavigated' &&
          message.params!.type === 'BackForwardCacheRestore') ||
          message.method === 'Page.backForwardCacheNotUsed'),
    );
    const { currentIndex, entries } = await this.onPage<{
      currentIndex: number;
      entries: Array<{ id: number }>;
    }>('Page.getNavigationHistory');
    await this.onPage('Page.navigateToHistoryEntry', { entryId: entries[currentIndex - 1].id });
    const { method, params } = await outcome;
    if (method === 'Page.frameNavigated') return 'restored';
    const reasons = params!.notRestoredExplanations as Array<{ reason: string }>;
    return reasons.map(({ reason }) => reason);
  }

  /** Resolves when Chromium has prerendered `url` and it is ready to show; fails if it gave up. */
  async prerendered(url: string): Promise<void> {
    const said = (status: PrerenderStatus) =>
      status.url === url && /Ready|Failure/.test(status.status);
    let last = this.prerenders.find(said);
    if (!last) {
      await this.waitFor(
        (message) =>
          message.method === 'Preload.prerenderStatusUpdated' &&
          (message.params!.key as { url: string }).url === url &&
          /Ready|Failure/.test(message.params!.status as string),
      );
      last = [...this.prerenders].reverse().find(said);
    }
    if (last?.status !== 'Ready')
      throw new Error(`Chromium did not prerender ${url}: ${last?.reason ?? 'no reason given'}`);
  }

  /**
   * Closes Chromium as a person would (Browser.close: it writes its profile and ends its
   * helpers), then removes the profile; a helper may still be finishing its files then.
   */
  async close() {
    const exited = new Promise((resolve) => this.chromium.once('exit', resolve));
    // Its answer may never come: Chromium may close the socket first.
    void this.send('Browser.close').catch(() => this.chromium.kill());
    const stuck = setTimeout(() => this.chromium.kill(), 10_000);
    await exited;
    clearTimeout(stuck);
    this.socket.close();
    await rm(this.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
