// The serving rules (./rules.ts) in the files CDNs read from the site's output folder:
// `_headers` and `_redirects`, as Cloudflare Pages and Netlify both name them. Their
// dialects differ in one way that matters: when several rules match a path, Cloudflare
// joins the values of a header with commas, so a narrower rule must first detach the
// broader rule's Cache-Control (`! Cache-Control`), while Netlify lets the later rule win
// and rejects the `!` line. Cloudflare finds each language's 404 page by itself (the
// nearest 404.html up the path); Netlify needs a rule for the Dutch one.
import {
  type Header,
  adminFolder,
  cacheControl,
  immutableFolder,
  notFoundPages,
  slashRedirects,
} from './rules';

export type CdnDialect = 'cloudflare' | 'netlify';

/** Netlify's build sets NETLIFY=true; any other build writes Cloudflare's dialect. */
export const cdnDialect = (env: NodeJS.ProcessEnv = process.env): CdnDialect =>
  env.NETLIFY === 'true' ? 'netlify' : 'cloudflare';

/** Cloudflare Pages' limits on `_headers`; it ignores what lies beyond them. */
export const CLOUDFLARE_MAX_RULES = 100;
export const CLOUDFLARE_MAX_LINE = 2000;

const banner = (file: string) =>
  `# ${file}: written by the build from gatsby/serving/rules.ts. Edit the rules, not this file.\n`;

interface HeadersInput {
  security: Header[];
  /** What the content editor's files get instead (rules.ts, adminHeaders). */
  admin: Header[];
  /** Content-hashed files at the top of public/, as `/name-hash.js`. */
  hashedFiles: string[];
  dialect: CdnDialect;
}

export function headersFile({ security, admin, hashedFiles, dialect }: HeadersInput): string {
  const detach = (name: string) => (dialect === 'cloudflare' ? [`! ${name}`] : []);
  const lines = (headers: Header[]) => headers.map(([name, value]) => `${name}: ${value}`);
  /** Headers of a narrower rule that replace, not join, those of the rules before it. */
  const replacing = (headers: Header[]) => [
    ...headers.flatMap(([name]) => detach(name)),
    ...lines(headers),
  ];
  const immutable: Header[] = [['Cache-Control', cacheControl.immutable]];
  const rules: Array<[path: string, lines: string[]]> = [
    [
      '/*',
      [
        // Cloudflare lets any origin's scripts read every file; nginx does not, nor do we.
        ...detach('Access-Control-Allow-Origin'),
        ...lines(security),
        `Cache-Control: ${cacheControl.revalidate}`,
      ],
    ],
    [`${adminFolder}*`, replacing(admin)],
    ...[`${immutableFolder}*`, ...hashedFiles].map((path): [string, string[]] => [
      path,
      replacing(immutable),
    ]),
  ];
  if (dialect === 'cloudflare') {
    if (rules.length > CLOUDFLARE_MAX_RULES)
      throw new Error(
        `_headers would need ${rules.length} rules; Cloudflare Pages reads ${CLOUDFLARE_MAX_RULES}. ` +
          'public/ probably holds bundles of earlier builds: `npm run clean`, then build again.',
      );
    const long = rules
      .flatMap(([, lines]) => lines)
      .find((line) => line.length + 2 > CLOUDFLARE_MAX_LINE);
    if (long)
      throw new Error(
        `A _headers line is longer than Cloudflare's ${CLOUDFLARE_MAX_LINE} characters: ${long.slice(0, 60)}…`,
      );
  }
  return (
    banner('_headers') +
    rules
      .map(([path, lines]) => [path, ...lines.map((line) => `  ${line}`)].join('\n'))
      .join('\n') +
    '\n'
  );
}

/** `_redirects`: every page of the build (its folder's path, `/about/`) without its slash sent to it. */
export function redirectsFile(dialect: CdnDialect, pages: readonly string[]): string {
  const lines = slashRedirects(pages).map(([from, to]) => `${from} ${to} 301`);
  if (dialect === 'netlify')
    for (const { prefix, page } of notFoundPages)
      if (prefix !== '/') lines.push(`${prefix}* ${page} 404`);
  return banner('_redirects') + lines.join('\n') + '\n';
}
