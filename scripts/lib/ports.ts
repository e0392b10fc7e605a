// Ports for the local servers: is one free, find one, and wait until a server answers on it.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/** Thrown when the port a server was asked for is in use by another program. */
export class PortTakenError extends Error {
  readonly port: number;
  constructor(port: number) {
    super(`Port ${port} is already in use by another program.`);
    this.port = port;
  }
}

/**
 * Fails with PortTakenError unless `port` can be listened on. Checked before a server
 * starts: once it has, something answering on the port proves nothing, since the program
 * already there answers too.
 */
export function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortTakenError(port) : error),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Resolves once `port` can be listened on again, or after `seconds` (the next start then says
 * whose it is). A server's process that has exited can leave its port taken for a moment: CI
 * saw the editor's backend, stopped and started again on its port, refused as "already in use"
 * at once, the port outside the range of outgoing connections.
 */
export async function portFreed(port: number, seconds = 10): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      return await ensurePortFree(port);
    } catch (error) {
      if (!(error instanceof PortTakenError) || Date.now() > deadline) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free port for a server that is stopped and started again on the same port (the editor's
 * backend in the browser tests): below the range the system hands out for outgoing
 * connections (32768 and up on Linux), so that no connection of another program takes it as
 * its own end while the server is down. A port from `freePort` is in that range: CI saw a
 * restart refused with "already in use".
 */
export async function freeRestartablePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    try {
      await ensurePortFree(port);
      return port;
    } catch (error) {
      if (!(error instanceof PortTakenError)) throw error;
    }
  }
}

/** The status of `/` on `port`, or undefined while nothing answers. */
const answers = (port: number) =>
  new Promise<number | undefined>((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', () => resolve(undefined));
    request.on('timeout', () => request.destroy());
  });

/**
 * Resolves once an HTTP request to `port` gets an answer (any status, or one `ready` accepts);
 * rejects if `child` exits first or nothing answers so within `seconds`.
 */
export async function waitForHttp(
  port: number,
  child: ChildProcess,
  name: string,
  seconds = 60,
  ready: (status: number) => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it answered`);
    const status = await answers(port);
    if (status !== undefined && ready(status)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer on port ${port} within ${seconds} s`);
}
