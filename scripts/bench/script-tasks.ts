// The main-thread tasks of a Chromium trace in which a page's own script files ran.

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

/** Tasks on the page's main thread in which a script file of `origin` ran, longest first. */
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
  const scripts = onMain.filter((e) => {
    const url = e.args?.data?.url ?? e.args?.data?.scriptName ?? e.args?.fileName;
    return typeof url === 'string' && url.startsWith(origin) && /\.js(\?|$)/.test(url);
  });
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
  return [...found].map((task) => task.dur! / 1000).sort((a, b) => b - a);
}
