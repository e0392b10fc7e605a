// Netlify Blobs, for the gateway's Netlify entry in tests: Netlify's own local Blobs server
// (@netlify/blobs/server), a real store on disk, reached as a deployed function reaches it,
// through the context Netlify puts in NETLIFY_BLOBS_CONTEXT. The server runs in a process of
// its own (its helpers are ES modules with syntax the unit tests' Babel does not take).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serve = `
  const { BlobsServer } = await import('@netlify/blobs/server');
  const server = new BlobsServer({ directory: process.argv[1], token: process.argv[2] });
  const { port } = await server.start();
  console.log(port);
`;

export async function startBlobsStore(): Promise<{ context: string; close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'netlify-blobs-'));
  const token = 'blobs-stand-in-token';
  const child = spawn(process.execPath, ['--input-type=module', '-e', serve, directory, token], {
    cwd: path.resolve(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (line: Buffer) => resolve(Number(String(line).trim())));
    child.once('exit', (code) => reject(new Error(`the Blobs server ended (${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const context = Buffer.from(
    JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'cargo-site', token }),
  ).toString('base64');
  return {
    context,
    close: async () => {
      child.kill();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
