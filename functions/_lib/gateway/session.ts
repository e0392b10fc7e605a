// The editor's session: who signed in, sealed in a cookie the page's scripts cannot read.
// AES-GCM (Web Crypto) with a key from the host's secret SESSION_SECRET: only the gateway
// can read or make one, and a cookie changed by a single bit fails to open. It lasts a
// working day; signing out, or its end, is signing in again. Decap keeps a placeholder in
// localStorage where a GitHub token used to be: without this cookie it opens nothing.

/** Who is editing: the name and e-mail their commits carry. */
export interface Person {
  name: string;
  email: string;
  /** Their GitHub login, when they signed in with GitHub. */
  login?: string;
  /** How they signed in. */
  via: 'access' | 'github';
}

interface Sealed extends Person {
  /** When the session ends, in seconds since 1970. */
  exp: number;
}

/**
 * `__Host-`: set over HTTPS by this very host, for the whole site, and no other domain.
 * SameSite=Strict: no other site's page, link or form makes a request that carries it.
 */
export const SESSION_COOKIE = '__Host-editor_session';
/** A working day, and a little more. */
export const SESSION_SECONDS = 10 * 60 * 60;
/** The shortest secret the gateway accepts: 32 characters (`openssl rand -base64 32` gives 44). */
export const MIN_SECRET_LENGTH = 32;

import { base64url, cookieValue } from '../web';

const encoder = new TextEncoder();

function fromBase64url(text: string): Uint8Array | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
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

/** The cookie that starts a session for `person`, until `now` + a working day. */
export async function sessionCookie(person: Person, secret: string, now = Date.now()) {
  const sealed: Sealed = { ...person, exp: Math.floor(now / 1000) + SESSION_SECONDS };
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const box = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyOf(secret),
    encoder.encode(JSON.stringify(sealed)),
  );
  const value = base64url(new Uint8Array([...iv, ...new Uint8Array(box)]));
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${SESSION_SECONDS}; HttpOnly; Secure; SameSite=Strict`;
}

/** The cookie that ends the session. */
export const endedSessionCookie = () =>
  `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;

/** The person whose session the request carries, or undefined: none, forged, or ended. */
export async function personOf(
  request: Request,
  secret: string,
  now = Date.now(),
): Promise<Person | undefined> {
  const bytes = fromBase64url(cookieValue(request, SESSION_COOKIE) ?? '');
  if (!bytes || bytes.length < 13) return undefined;
  let sealed: Sealed;
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
  return {
    name: sealed.name,
    email: sealed.email,
    via: sealed.via,
    ...(sealed.login ? { login: sealed.login } : {}),
  };
}
