// A static server for public/ where nginx is not at hand (the editor's browser tests, its
// screenshots, the publish bench, the production server's fallback): sirv sends the files
// (ETag and 304, ranges, the build's .br and .gz copies, no path outside the folder), and
// this module adds what production answers that sirv does not: a folder's address without
// its slash redirects (301) to it, the site's content types (gatsby/serving/content-types.ts),
// an unknown path gets HTTP 404 with the 404 page of its language, and the CDNs' rule files
// are not served.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { cdnRuleFiles, contentTypeOf, textExtensions } from '../../gatsby/serving/content-types';
import { defaultLanguage } from '../../src/core/languages';
import { pageOf } from '../../src/core/routes';

/** The site's content type of the file an address names, with the charset on text. */
function contentType(file: string) {
  const type = contentTypeOf(path.basename(file));
  return type && textExtensions.includes(path.extname(file).slice(1))
    ? `${type}; charset=utf-8`
    : type;
}

const isFolder = (file: string) =>
  stat(file).then(
    (info) => info.isDirectory(),
    () => false,
  );

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
  /** The 404 page of the address's language, as nginx's rules and the CDN's pick it. */
  function notFound(pathname: string, response: ServerResponse) {
    const { language } = pageOf(pathname);
    const page = language === defaultLanguage ? '404.html' : `${language}/404/index.html`;
    response.writeHead(404, { ...headers, 'Content-Type': contentType(page) });
    createReadStream(path.join(root, page))
      .on('error', () => response.end('Not found'))
      .pipe(response);
  }

  const files = sirv(root, {
    // Read at each request: the editor's tests write files while it serves.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    // An address is a file, or a folder's index.html.
    extensions: ['html'],
    setHeaders(response, pathname) {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      const type = contentType(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      if (type) response.setHeader('Content-Type', type);
    },
  });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400);
      return response.end();
    }
    if (cdnRuleFiles.includes(path.basename(pathname))) return notFound(pathname, response);
    if (!pathname.endsWith('/') && (await isFolder(path.join(root, path.normalize(pathname))))) {
      response.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      return response.end();
    }
    files(request, response, () => notFound(pathname, response));
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
