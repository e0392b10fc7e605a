// The content type of every kind of file the build writes, by extension: the one list the
// servers read. nginx gets it as its `types` (generated/content-types.conf), so it needs no
// mime.types of the system's; the local static server sends the same; the compressed copies
// are made of the text kinds. The build stops on a file in public/ of a kind not listed here
// (./write-serving-files.ts). CDNs know these types themselves.

/** Extension → content type. */
export const contentTypes: Record<string, string> = {
  html: 'text/html',
  css: 'text/css',
  js: 'application/javascript',
  json: 'application/json',
  // Source maps, for developers' tools only.
  map: 'application/json',
  xml: 'application/xml',
  txt: 'text/plain',
  // The content editor's configuration (/admin/config.yml).
  yml: 'text/yaml',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  // The general conditions' downloads (gatsby/terms/).
  pdf: 'application/pdf',
  // The content editor's bundle loads WebAssembly.
  wasm: 'application/wasm',
};

/** Kinds of text a browser downloads: compressed, and sent with `charset=utf-8`. */
export const textExtensions = [
  'html',
  'css',
  'js',
  'json',
  'xml',
  'txt',
  'yml',
  'webmanifest',
  'svg',
];

/** Files with no extension the build writes for CDNs only (their rules); never served. */
export const cdnRuleFiles = ['_headers', '_redirects'];

/** The content type of a file name, or undefined for a kind not in the list. */
export function contentTypeOf(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? undefined : contentTypes[fileName.slice(dot + 1).toLowerCase()];
}
