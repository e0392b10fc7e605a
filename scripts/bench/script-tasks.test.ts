import { type TraceEvent, scriptTasks } from './script-tasks';

const main = { pid: 1, tid: 7 };
const events: TraceEvent[] = [
  { ph: 'M', name: 'thread_name', ...main, args: { name: 'CrRendererMain' } },
  { ph: 'M', name: 'thread_name', pid: 1, tid: 9, args: { name: 'Compositor' } },
  // Parsing, with an inline script of 1 ms: only its run is the script's.
  { ph: 'X', name: 'RunTask', ...main, ts: 0, dur: 90_000 },
  {
    ph: 'X',
    name: 'EvaluateScript',
    ...main,
    ts: 10,
    dur: 1_000,
    args: { data: { url: 'https://site.example/' } },
  },
  // The app's script: 42 ms.
  { ph: 'X', name: 'RunTask', ...main, ts: 100_000, dur: 42_000 },
  {
    ph: 'X',
    name: 'FunctionCall',
    ...main,
    ts: 100_500,
    dur: 40_000,
    args: { data: { url: 'https://site.example/app-1a2b.js' } },
  },
  // Another origin's script, and a site script on another thread: not the site's main thread.
  { ph: 'X', name: 'RunTask', ...main, ts: 200_000, dur: 70_000 },
  {
    ph: 'X',
    name: 'EvaluateScript',
    ...main,
    ts: 200_100,
    dur: 60_000,
    args: { data: { url: 'https://other.example/x.js' } },
  },
  { ph: 'X', name: 'RunTask', pid: 1, tid: 9, ts: 300_000, dur: 80_000 },
  {
    ph: 'X',
    name: 'FunctionCall',
    pid: 1,
    tid: 9,
    ts: 300_100,
    dur: 1_000,
    args: { data: { url: 'https://site.example/app-1a2b.js' } },
  },
  // A second, shorter task of the site's scripts.
  { ph: 'X', name: 'RunTask', ...main, ts: 400_000, dur: 12_000 },
  {
    ph: 'X',
    name: 'v8.compile',
    ...main,
    ts: 400_100,
    dur: 2_000,
    args: { data: { url: 'https://site.example/framework-9f.js' } },
  },
];

describe('scriptTasks', () => {
  it("lists the main thread's tasks in which the site's script files ran and its inline scripts' runs, longest first, in ms", () => {
    expect(scriptTasks(events, 'https://site.example')).toEqual([42, 12, 1]);
  });

  it('counts no request or paint as script, even of the site', () => {
    const request: TraceEvent = {
      ph: 'X',
      name: 'ResourceSendRequest',
      ...main,
      ts: 20,
      dur: 5_000,
      args: { data: { url: 'https://site.example/hero.avif' } },
    };
    expect(scriptTasks([...events, request], 'https://site.example')).toEqual([42, 12, 1]);
  });
});
