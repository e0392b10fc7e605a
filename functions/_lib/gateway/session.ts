// The editor's session: who signed in, sealed in a cookie the page's scripts cannot read, and
// kept by id in the host's store (./settings.ts, EDITOR_SESSIONS) so that it can end before its
// time. AES-GCM (Web Crypto) with a key from the host's secret SESSION_SECRET: only the gateway
// can read or make a cookie, and one changed by a single bit fails to open. A session opens
// something only while the store holds its id: signing out deletes it, and the same cookie,
// replayed, opens nothing. It lasts a working day at most. Decap keeps a placeholder in
// localStorage where a GitHub token used to be: without this cookie it opens nothing.
import { cookieValue } from '../web';
import { base64urlOf, bytesOfBase64url } from '../../../src/core/base64';
import type { Person } from './person';
import type { GatewayEnv, SessionKV } from './settings';

/** A session: the person, its id in the store, and when it ends (seconds since 1970). */
export interface Session extends Person {
  sid: string;
  exp: number;
}

/**
 * `__Host-`: set over HTTPS by this very host, for the whole site, and no other domain.
 * SameSite=Strict: no other site's page, link or form makes a request that carries it.
 */
export const SESSION_COOKIE = '__Host-editor_session';
/** A working day, and a little more. */
export const SESSION_SECONDS = 10 * 60 * 60;

const encoder = new TextEncoder();

function fromBase64url(text: string): Uint8Array | undefined {
  try {
    return bytesOfBase64url(text);
  } catch {
    return undefined;
  }
}

const keys = new Map<string, Promise<CryptoKey>>();
/** The sealing key: SHA-256 of the host's secret, for AES-GCM alone. */
function keyOf(secret: string): Promise<CryptoKey> {
  if (!keys.has(secret))
    keys.set(
      secret,
      crypto.subtle
        .digest('SHA-256', encoder.encode(secret))
        .then((raw) =>
          crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']),
        ),
    );
  return keys.get(secret)!;
}

/** The cookie that carries `session`, sealed, to live until the session ends as seen at `now`. */
export async function sealedCookie(session: Session, secret: string, now = Date.now()) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const box = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyOf(secret),
    encoder.encode(JSON.stringify(session)),
  );
  const value = base64urlOf(new Uint8Array([...iv, ...new Uint8Array(box)]));
  const seconds = Math.max(0, session.exp - Math.floor(now / 1000));
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${seconds}; HttpOnly; Secure; SameSite=Strict`;
}

/** The cookie that ends the session in the browser. */
export const endedSessionCookie = () =>
  `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;

/** The session the request's cookie carries, as sealed, or undefined: none, forged, or past its time. */
export async function sealedSession(
  request: Request,
  secret: string,
  now = Date.now(),
): Promise<Session | undefined> {
  const bytes = fromBase64url(cookieValue(request, SESSION_COOKIE) ?? '');
  if (!bytes || bytes.length < 13) return undefined;
  let sealed: Partial<Session>;
  try {
    const open = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      await keyOf(secret),
      bytes.slice(12),
    );
    sealed = JSON.parse(new TextDecoder().decode(open));
  } catch {
    return undefined;
  }
  if (typeof sealed.exp !== 'number' || sealed.exp * 1000 <= now) return undefined;
  if (typeof sealed.sid !== 'string' || !sealed.id || !sealed.name || !sealed.email || !sealed.via)
    return undefined;
  return {
    id: sealed.id,
    sid: sealed.sid,
    exp: sealed.exp,
    name: sealed.name,
    email: sealed.email,
    via: sealed.via,
    ...(sealed.login ? { login: sealed.login } : {}),
    ...(Array.isArray(sealed.groups) && sealed.groups.every((group) => typeof group === 'string')
      ? { groups: sealed.groups }
      : {}),
  };
}

const store = (env: GatewayEnv): SessionKV => env.EDITOR_SESSIONS!;
const sessionKey = (sid: string) => `session:${sid}`;
/** KV keeps a key a minute at least. */
const ttl = (exp: number) => Math.max(60, exp - Math.floor(Date.now() / 1000));

/** A new session for `person`: kept in the store, and its cookie. */
export async function openSession(person: Person, env: GatewayEnv, now = Date.now()) {
  const sid = base64urlOf(crypto.getRandomValues(new Uint8Array(18)));
  const exp = Math.floor(now / 1000) + SESSION_SECONDS;
  await store(env).put(sessionKey(sid), String(exp), { expirationTtl: ttl(exp) });
  // Its age counted from the same moment as its end: a store that answers slowly does not
  // make a session's cookie a second short (CI saw Max-Age=35999).
  return sealedCookie({ ...person, sid, exp }, env.SESSION_SECRET!, now);
}

/** The request's session while the store holds it, or undefined (none, forged, ended, revoked). */
export async function liveSession(request: Request, env: GatewayEnv): Promise<Session | undefined> {
  const session = await sealedSession(request, env.SESSION_SECRET!);
  if (!session) return undefined;
  const kept = await store(env).get(sessionKey(session.sid));
  return kept === String(session.exp) ? session : undefined;
}

/** Ends the session for good: its cookie, replayed, opens nothing. */
export async function revokeSession(session: Session, env: GatewayEnv) {
  await store(env).delete(sessionKey(session.sid));
}
