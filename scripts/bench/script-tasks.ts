// What a page's own scripts cost the main thread, from a Chromium trace: the tasks in which
// its script files ran, and the runs of its inline scripts (whose task is the HTML parser's,
// so only the script's own run is theirs).

/** An event of a Chromium trace, as far as this reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  args?: { name?: string; fileName?: string; data?: { url?: string; scriptName?: string } };
}

/** The trace events of running script: compiling, evaluating, calling into it. */
const scriptWork = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile']);

/**
 * The main thread's time for the site's scripts, in ms, longest first: each task in which a
 * script file of `origin` ran, and each run of an inline script of one of its pages.
 */
export function scriptTasks(traceEvents: TraceEvent[], origin: string): number[] {
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = traceEvents.filter((e) => mainThreads.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
  const tasks = onMain.filter(
    (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask',
  );
  const urlOf = (e: TraceEvent) =>
    e.args?.data?.url ?? e.args?.data?.scriptName ?? e.args?.fileName;
  const ofSite = onMain.filter((e) => scriptWork.has(e.name) && urlOf(e)?.startsWith(origin));
  const isFile = (e: TraceEvent) => /\.js(\?|$)/.test(urlOf(e)!);
  const scripts = ofSite.filter(isFile);
  const inlineRuns = ofSite.filter((e) => !isFile(e)).map((e) => e.dur! / 1000);
  const found = new Set<TraceEvent>();
  for (const script of scripts) {
    const task = tasks.find(
      (t) =>
        t.pid === script.pid &&
        t.tid === script.tid &&
        t.ts! <= script.ts! &&
        script.ts! < t.ts! + t.dur!,
    );
    if (task) found.add(task);
  }
  return [...[...found].map((task) => task.dur! / 1000), ...inlineRuns].sort((a, b) => b - a);
}
