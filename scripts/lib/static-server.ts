// A small static server for public/ that answers as production does: directory URLs
// without their slash redirect (301) to it, unknown paths get HTTP 404 with the 404 page
// of their language. The browser tests start it on a free port.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentTypeOf, textExtensions } from '../../gatsby/serving/content-types';
import { defaultLanguage } from '../../src/core/languages';
import { pageOf } from '../../src/core/routes';

/** The site's content types (gatsby/serving/content-types.ts), with the charset on text. */
function contentType(file: string) {
  const type = contentTypeOf(path.basename(file)) ?? 'application/octet-stream';
  return textExtensions.includes(path.extname(file).slice(1)) ? `${type}; charset=utf-8` : type;
}

async function fileAt(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? file : info.isDirectory() ? 'directory' : null;
  } catch {
    return null;
  }
}

function send(
  response: ServerResponse,
  status: number,
  file: string,
  headers: Record<string, string>,
) {
  response.writeHead(status, {
    ...headers,
    'Content-Type': contentType(file),
  });
  createReadStream(file).pipe(response);
}

/** `headers`: sent with every file (the content editor's tests send its policy). */
export interface StaticServerOptions {
  port?: number;
  host?: string;
  headers?: Record<string, string>;
}

export function startStaticServer(
  root: string,
  { port = 0, host = '127.0.0.1', headers = {} }: StaticServerOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const found = await fileAt(file);
    if (found === 'directory') {
      if (!pathname.endsWith('/')) {
        response.writeHead(301, { Location: `${pathname}/${url.search}` });
        response.end();
        return;
      }
      const index = path.join(file, 'index.html');
      if (await fileAt(index)) return send(response, 200, index, headers);
    } else if (found) {
      return send(response, 200, found, headers);
    }
    // The 404 page of the address's language, as nginx's rules and the CDN's pick it.
    const { language } = pageOf(pathname);
    const notFound = path.join(
      root,
      language === defaultLanguage ? '404.html' : `${language}/404/index.html`,
    );
    if (await fileAt(notFound)) return send(response, 404, notFound, headers);
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${address.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
