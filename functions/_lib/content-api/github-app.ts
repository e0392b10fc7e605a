// The content API's credential: a GitHub App installed on this one repository, with
// permission to read and write its contents and pull requests (a draft seen on GitHub, its notes), and its
// metadata (a developer's right to push), nothing else. The host keeps the App's private key as a
// secret; the gateway signs a short JWT with it (RS256, jose) and trades that for an
// installation token, which GitHub lets live an hour and which names this repository alone.
// The browser never sees either.
import { SignJWT, importPKCS8 } from 'jose';
import { askGitHub } from '../web';
import { base64Of, bytesOfBase64 } from '../../../src/core/base64';

export interface AppSettings {
  GITHUB_APP_ID?: string;
  GITHUB_APP_INSTALLATION_ID?: string;
  /** The App's private key, as GitHub gives it (PKCS#1) or as PKCS#8, in PEM. */
  GITHUB_APP_PRIVATE_KEY?: string;
  /** GitHub's API, replaced by a stand-in in tests only. */
  GITHUB_API_ORIGIN?: string;
}

export const apiOrigin = (env: AppSettings) =>
  new URL(env.GITHUB_API_ORIGIN || 'https://api.github.com').origin;

/** The DER bytes of a PEM block. */
const der = (pem: string) => bytesOfBase64(pem.replace(/-----[^-]+-----/g, ''));

/** An ASN.1 length. */
const length = (n: number) =>
  n < 0x80
    ? [n]
    : n < 0x100
      ? [0x81, n]
      : n < 0x10000
        ? [0x82, n >> 8, n & 0xff]
        : [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff];

/**
 * GitHub hands out an App's key as PKCS#1 (`BEGIN RSA PRIVATE KEY`); Web Crypto imports only
 * PKCS#8. Wrapped here (PKCS#8 is PKCS#1 inside a header naming RSA, RFC 5208), so the host's
 * secret is the file as GitHub gave it.
 */
export function pkcs8Pem(pem: string): string {
  if (!pem.includes('BEGIN RSA PRIVATE KEY')) return pem;
  const inner = der(pem);
  const rsa = [
    0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
  ];
  const body = [0x02, 0x01, 0x00, ...rsa, 0x04, ...length(inner.length), ...inner];
  const wrapped = new Uint8Array([0x30, ...length(body.length), ...body]);
  const base64 = base64Of(wrapped).replace(/.{64}/g, '$&\n');
  return `-----BEGIN PRIVATE KEY-----\n${base64}\n-----END PRIVATE KEY-----\n`;
}

/**
 * What the token is asked for: exactly what the store uses (functions/_lib/content-api/
 * github-store.ts), by GitHub's "Permissions required for GitHub Apps": git's data and refs
 * are Contents, pull requests Pull requests, a collaborator's permission Metadata.
 */
export const APP_PERMISSIONS = {
  contents: 'write',
  pull_requests: 'write',
  metadata: 'read',
} as const;

interface Token {
  token: string;
  /** When to ask for a new one: five minutes before GitHub ends it. */
  renewAt: number;
}
const tokens = new Map<string, Promise<Token>>();

/** A token of the App's installation on `repo`, kept while it has five minutes left. */
export async function installationToken(env: AppSettings, repo: string, now = Date.now()) {
  const key = `${apiOrigin(env)} ${env.GITHUB_APP_INSTALLATION_ID} ${repo}`;
  const kept = tokens.get(key);
  if (kept) {
    const token = await kept.catch(() => undefined);
    if (token && token.renewAt > now) return token.token;
  }
  const fresh = newToken(env, repo, now);
  tokens.set(key, fresh);
  fresh.catch(() => tokens.delete(key));
  return (await fresh).token;
}

async function newToken(env: AppSettings, repo: string, now: number): Promise<Token> {
  const seconds = Math.floor(now / 1000);
  const key = await importPKCS8(pkcs8Pem(env.GITHUB_APP_PRIVATE_KEY!), 'RS256');
  // GitHub allows ten minutes at most; a minute back for a clock that runs ahead.
  const jwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(env.GITHUB_APP_ID!)
    .setIssuedAt(seconds - 60)
    .setExpirationTime(seconds + 9 * 60)
    .sign(key);
  const address = `/app/installations/${env.GITHUB_APP_INSTALLATION_ID}/access_tokens`;
  const response = await askGitHub(apiOrigin(env), address, `Bearer ${jwt}`, {
    method: 'POST',
    // Narrower than the installation: this repository, and what the store uses of it.
    body: { repositories: [repo.split('/')[1]], permissions: APP_PERMISSIONS },
  });
  if (!response.ok) throw new Error(`GitHub refused the App's token (${response.status})`);
  const { token, expires_at: expires } = (await response.json()) as {
    token: string;
    expires_at: string;
  };
  return { token, renewAt: Date.parse(expires) - 5 * 60 * 1000 };
}
