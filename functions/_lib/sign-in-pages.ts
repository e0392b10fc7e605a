// The pages of a sign-in window, for the GitHub sign-in (./github-sign-in.ts) and the content
// gateway's (./gateway/gateway.ts): plain HTML that says what happened and what to do, under
// a policy that lets no script run but the handshake's own (by its hash), loads nothing, and
// may not be framed; every answer no-store, with no referrer.

import { privateAnswerHeaders } from './web';
import { base64Of } from '../../src/core/base64';

export const signInHeaders = {
  ...privateAnswerHeaders,
  // The page must reach the editor's window that opened it (the editor's own policy is
  // same-origin-allow-popups, gatsby/serving/rules.ts).
  'Cross-Origin-Opener-Policy': 'unsafe-none',
};
/** Headers a page adds, each appended: two cookies set at once stay two. */
export type ExtraHeaders = Record<string, string> | Array<[string, string]>;

/** JSON that can sit inside a <script> element: no `<` to end it early. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return base64Of(new Uint8Array(digest));
}

/** A plain page for the person in the sign-in window: what happened and what to do. */
export async function page(
  status: number,
  title: string,
  text: string,
  {
    script = '',
    data,
    extraHeaders = {},
  }: { script?: string; data?: unknown; extraHeaders?: ExtraHeaders } = {},
): Promise<Response> {
  const scriptSource = script ? `'sha256-${await sha256Base64(script)}'` : "'none'";
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
</head>
<body style="font: 1rem/1.5 system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<h1 style="font-size: 1.4rem">${escapeHtml(title)}</h1>
<p id="status">${escapeHtml(text)}</p>
${data === undefined ? '' : `<script type="application/json" id="sign-in">${jsonInHtml(data)}</script>`}
${script ? `<script>${script}</script>` : ''}
</body>
</html>
`;
  const headers = new Headers({
    ...signInHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': [
      "default-src 'none'",
      `script-src ${scriptSource}`,
      "style-src 'unsafe-inline'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  });
  const extra = Array.isArray(extraHeaders) ? extraHeaders : Object.entries(extraHeaders);
  for (const [name, value] of extra) headers.append(name, value);
  return new Response(body, { status, headers });
}

/**
 * The handshake's last step, in the sign-in window: tell the editor's window (only if it is
 * of the site's origin) that sign-in is under way; when it answers from that origin, hand it
 * the placeholder. Both are read from the page's data block, never from its address.
 */
const handshakeScript = `(() => {
  const status = document.getElementById('status');
  const opener = window.opener;
  const { origin, answer: data } = JSON.parse(document.getElementById('sign-in').textContent);
  if (!opener) {
    status.textContent = 'This window was not opened by the editor. Open the editor at /admin/ and sign in there.';
    return;
  }
  window.addEventListener('message', (event) => {
    if (event.source !== opener || event.origin !== origin || event.data !== 'authorizing:github') return;
    opener.postMessage('authorization:github:success:' + JSON.stringify(data), origin);
  });
  opener.postMessage('authorizing:github', origin);
})();`;

/**
 * What Decap is handed in place of a token: the same for everyone, and worth nothing (the
 * session is a cookie the page's scripts cannot read, ./gateway/session.ts).
 */
export const PLACEHOLDER_TOKEN = 'session-cookie';

/** The page that ends a sign-in in its window: it hands Decap the placeholder by the handshake. */
export const handshakePage = (origin: string, extraHeaders: ExtraHeaders) =>
  page(200, 'Signed in', 'Signed in. This window closes by itself.', {
    script: handshakeScript,
    data: { origin, answer: { token: PLACEHOLDER_TOKEN, provider: 'github' } },
    extraHeaders,
  });

/** A plain page that says why a sign-in failed, for the sign-in window. */
export const failedPage = (status: number, text: string, extraHeaders: ExtraHeaders = {}) =>
  page(status, 'Sign-in failed', text, { extraHeaders });
