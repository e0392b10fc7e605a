// The serving rules (./rules.ts) as nginx configuration, included by deploy/nginx/site.conf.
import {
  type Header,
  adminFolder,
  cacheControl,
  contentHashedName,
  immutableFolder,
  notFoundPages,
} from './rules';

const banner =
  '# Written by the build from gatsby/serving/rules.ts. Edit the rules, not this file.\n';

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
    `  include ${headers};`,
    `  add_header Cache-Control ${quoted(cache)} always;`,
    '}',
  ].join('\n');

/** An error page for 403 (a folder without a page) and 404, answered as 404. */
const notFound = (page: string) => `error_page 403 404 =404 ${page};`;

/** serving-rules.conf: the locations of the site's server block. */
export function nginxServingRules(): string {
  const fallback = notFoundPages.find(({ prefix }) => prefix === '/');
  if (!fallback) throw new Error('No 404 page for paths outside every language prefix');
  // A file name rule becomes a rule on the path: the file sits at the top of public/.
  const hashedPath = `^/${contentHashedName.source.replace(/^\^/, '')}`;
  return [
    banner.trimEnd(),
    notFound(fallback.page),
    location('/', cacheControl.revalidate),
    ...notFoundPages
      .filter(({ prefix }) => prefix !== '/')
      .map(({ prefix, page }) =>
        location(prefix, cacheControl.revalidate, { extra: [notFound(page)] }),
      ),
    location(`^~ ${adminFolder}`, cacheControl.revalidate, { headers: 'admin-headers.conf' }),
    location(`^~ ${immutableFolder}`, cacheControl.immutable),
    location(`~ ${quoted(hashedPath)}`, cacheControl.immutable),
    '',
  ].join('\n');
}
