export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}
export function scriptTasks(traceEvents: TraceEvent[], origin: string): number[];
