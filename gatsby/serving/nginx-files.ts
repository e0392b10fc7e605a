// The serving rules (./rules.ts) as nginx configuration, included by deploy/nginx/site.conf.
import {
  type Header,
  adminFolder,
  cacheControl,
  contentHashedName,
  immutableFolder,
  notFoundPages,
} from './rules';
import { contentTypes, textExtensions } from './content-types';

const banner =
  '# Written by the build from the rules in gatsby/serving/. Edit those, not this file.\n';

/** A value in nginx's double quotes: none of ours needs a quote or a line break inside. */
const quoted = (value: string) => {
  if (/["\n]/.test(value)) throw new Error(`Cannot write this value for nginx: ${value}`);
  return `"${value}"`;
};

/** The site's headers with `replacements` put in place of the same names, or added. */
export function withReplaced(headers: Header[], replacements: Header[]): Header[] {
  const names = new Set(replacements.map(([name]) => name.toLowerCase()));
  return [...headers.filter(([name]) => !names.has(name.toLowerCase())), ...replacements];
}

/**
 * security-headers.conf (every location but the editor's) or admin-headers.conf: on every
 * response, errors included (`always`).
 */
export function nginxHeaders(headers: Header[]): string {
  return (
    banner +
    '# Included in every location: nginx drops inherited add_header lines where a location adds its own.\n' +
    headers.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`).join('\n') +
    '\n'
  );
}

const location = (
  match: string,
  cache: string,
  { extra = [], headers = 'security-headers.conf' }: { extra?: string[]; headers?: string } = {},
) =>
  [
    `location ${match} {`,
    ...extra.map((line) => `  ${line}`),
    `  include ${NGINX_SITE_FOLDER}/${headers};`,
    `  add_header Cache-Control ${quoted(cache)} always;`,
    '}',
  ].join('\n');

/**
 * Anything but GET and HEAD on a file: 405, naming what is allowed, with an empty body.
 * (`return 405 ""` would send nginx's own error page; an empty 200 answered as 405 does not.)
 */
const notAllowed = 'error_page 405 =405 /.not-allowed;';

/** An error page for 403 (a folder without a page) and 404, answered as 404. */
const notFound = (page: string) => `error_page 403 404 =404 ${page};`;

/**
 * The folder of nginx's configuration the site's files live in (`/etc/nginx/site/` on a
 * host, docs/DEPLOYING.md): nginx reads a relative `include` from its configuration's own
 * folder, whichever file it is written in, so every include names this folder.
 */
export const NGINX_SITE_FOLDER = 'site';

/**
 * content-types.conf: the type of every kind of file the site has (./content-types.ts), in
 * the site's server block, so nginx needs no mime.types of its own; `charset=utf-8` on text.
 */
export function nginxContentTypes(): string {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(contentTypes))
    byType.set(type, [...(byType.get(type) ?? []), extension]);
  const textTypes = [...new Set(textExtensions.map((extension) => contentTypes[extension]))];
  return [
    banner.trimEnd(),
    'types {',
    ...[...byType].map(([type, extensions]) => `  ${type} ${extensions.join(' ')};`),
    '}',
    'default_type application/octet-stream;',
    // text/html always gets the charset; nginx refuses it listed twice.
    `charset_types ${textTypes.filter((type) => type !== 'text/html').join(' ')};`,
    '',
  ].join('\n');
}

/** serving-rules.conf: the locations of the site's server block. */
export function nginxServingRules(): string {
  const fallback = notFoundPages.find(({ prefix }) => prefix === '/');
  if (!fallback) throw new Error('No 404 page for paths outside every language prefix');
  // A file name rule becomes a rule on the path: the file sits at the top of public/.
  const hashedPath = `^/${contentHashedName.source.replace(/^\^/, '')}`;
  return [
    banner.trimEnd(),
    notFound(fallback.page),
    notAllowed,
    'location = /.not-allowed {',
    '  internal;',
    `  include ${NGINX_SITE_FOLDER}/security-headers.conf;`,
    '  add_header Allow "GET, HEAD" always;',
    '  return 200 "";',
    '}',
    location('/', cacheControl.revalidate),
    ...notFoundPages
      .filter(({ prefix }) => prefix !== '/')
      .map(({ prefix, page }) =>
        // A location's error_page lines replace the server's: both are repeated here.
        location(prefix, cacheControl.revalidate, { extra: [notFound(page), notAllowed] }),
      ),
    location(`^~ ${adminFolder}`, cacheControl.revalidate, { headers: 'admin-headers.conf' }),
    location(`^~ ${immutableFolder}`, cacheControl.immutable),
    location(`~ ${quoted(hashedPath)}`, cacheControl.immutable),
    '',
  ].join('\n');
}
