export class PortTakenError extends Error {
  port: number;
}
export function ensurePortFree(port: number): Promise<void>;
export function freePort(): Promise<number>;
export function waitForHttp(
  port: number,
  child: import('node:child_process').ChildProcess,
  name: string,
  seconds?: number,
): Promise<void>;
