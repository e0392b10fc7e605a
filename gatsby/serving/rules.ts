// How the site is served, once: the headers every response carries, how long each kind of
// file may be cached, which 404 page each language's paths fall back to, and the
// slash redirects. The build writes these rules out for every server that serves public/
// (nginx, Cloudflare Pages, Netlify; see ./write-serving-files.ts), so none of them is
// written by hand and all of them change together.
import { defaultLanguage, languages, type Language } from '../../src/core/languages';
import { localizePath, notFoundRoute } from '../../src/core/routes';
import { ADMIN_PATH } from '../admin/write-admin';

export type Header = readonly [name: string, value: string];

export const cacheControl = {
  /** HTML, page data and anything else under a lasting name: revalidate every time, so a
   * deploy shows at once (an unchanged file costs a 304). */
  revalidate: 'no-cache',
  /** Content-hashed names: a new build gives new names, so the file never changes. */
  immutable: 'public, max-age=31536000, immutable',
} as const;

/** Browser features the site never uses, switched off for it and anything it embeds. */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'sync-xhr',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Sent with every response, errors included. `csp` is this build's policy (./csp.ts).
 * No Cross-Origin-Opener-Policy on the public pages: it keeps a window of another site that
 * opened one of them (or that one opened) from holding a reference to it, which guards pages
 * with something to leak or a sign-in to abuse; these have neither (no session, no one's data,
 * no windows they open, no framing: frame-ancestors 'none'). It costs: a page with it swaps its
 * browsing-context group as it loads, and Lighthouse's mobile run counts a task for it in the
 * blocking time (docs/PERFORMANCE.md, "The opener policy"). The editor keeps its own
 * (adminHeaders), and the gateway's sign-in pages theirs (functions/_lib/sign-in-pages.ts).
 */
export function securityHeaders(csp: string): Header[] {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
  ];
}

/**
 * The content editor (/admin/, Decap CMS) gets its own policy, for its page only: its script
 * is the site's own and runs no code made from text (Decap's check of its configuration,
 * which compiles with `new Function`, runs in the build instead: ../admin/bundle.ts), writes
 * inline styles, shows pictures from blob: and data: (previews of uploads), reads uploads back from
 * blob:, and connects to its backend (`connectSources`, ../admin/backend.ts). Its preview
 * pane is an `about:srcdoc` frame, which `frame-src 'none'` does not stop. Search engines are told to leave it
 * out. Nothing of this reaches the public pages.
 */
export const adminFolder = ADMIN_PATH;

export function adminPolicy(connectSources: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // blob:: an upload is read back from its blob: address to be sent to the backend.
    `connect-src 'self' blob: ${connectSources.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers the editor's files get in place of the site's. Its sign-in window must be able
 * to answer the editor that opened it (Decap's GitHub handshake, functions/oauth/): the
 * site's `same-origin` would cut that window off, `same-origin-allow-popups` keeps it.
 */
export const adminHeaders = (policy: string): Header[] => [
  ['Content-Security-Policy', policy],
  ['X-Robots-Tag', 'noindex, nofollow'],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
];

/** Every file below this folder has a content hash in its path (gatsby-plugin-image, static/). */
export const immutableFolder = '/static/';

/** Webpack's bundles at the top of public/, named `<chunk>-<contenthash>.js|css`. */
export const contentHashedName = /^[^/.][^/]*-[0-9a-f]{16,}\.(?:js|css)$/;

export interface NotFoundPage {
  language: Language;
  /** Paths below this prefix that have no file get this language's 404 page… */
  prefix: string;
  /** …which is this file, where CDNs look for it (the nearest 404.html up the path). */
  page: string;
}

/** The 404 page of each language, most specific prefix first (the default language last). */
export const notFoundPages: NotFoundPage[] = [...languages]
  .sort((a, b) => Number(a === defaultLanguage) - Number(b === defaultLanguage))
  .map((language) => {
    const prefix = localizePath('/', language);
    return { language, prefix, page: `${prefix}404.html` };
  });

/** Where Gatsby writes each language's 404 page (`/nl/404/index.html`). */
export const builtNotFoundPage = (language: Language) =>
  `${localizePath(notFoundRoute.path, language)}index.html`;

/**
 * Every page's path without its trailing slash, redirected (301) to the real one: `/about` →
 * `/about/`, `/nl` → `/nl/`, an earlier version of the conditions (`/terms/2026-01-01`), the
 * editor's `/admin`. `pages` are the folders the build wrote a page into. nginx does this for
 * any folder by itself; CDNs answer such paths differently (Cloudflare with a 308), so they
 * get the rule.
 */
export function slashRedirects(
  pages: readonly string[],
): Array<readonly [from: string, to: string]> {
  return [...new Set([...pages, adminFolder])]
    .filter((path) => path !== '/')
    .sort()
    .map((path) => [path.slice(0, -1), path] as const);
}
