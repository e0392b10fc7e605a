// Cloudflare Access, stood in for the content gateway's tests: a team's published keys at
// /cdn-cgi/access/certs (the gateway's ACCESS_TEAM_DOMAIN is this server), and tokens it
// signs as Access signs a person's, or forged, expired, or for another application.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export interface AccessStandIn {
  /** The team's address: the tokens' issuer. */
  url: string;
  /** The Access application's audience tag. */
  aud: string;
  /** A token for `email`, as Access hands one; `options` change what a test needs wrong. */
  token(
    email: string,
    options?: {
      name?: string;
      aud?: string;
      expiresIn?: number;
      forged?: boolean;
      issuer?: string;
    },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startAccessStandIn(): Promise<AccessStandIn> {
  const [team, stranger] = await Promise.all([
    generateKeyPair('RS256', { extractable: true }),
    generateKeyPair('RS256', { extractable: true }),
  ]);
  const jwk = { ...(await exportJWK(team.publicKey)), kid: 'team-key', alg: 'RS256', use: 'sig' };
  const server = createServer((request, response) => {
    if (request.url === '/cdn-cgi/access/certs') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk], public_cert: { kid: 'team-key' } }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const aud = 'aud-of-the-editor-application';
  return {
    url,
    aud,
    async token(
      email,
      { name, aud: audience = aud, expiresIn = 3600, forged = false, issuer = url } = {},
    ) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email, ...(name ? { name } : {}), type: 'app' })
        .setProtectedHeader({ alg: 'RS256', kid: 'team-key' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(`user-${email}`)
        .setIssuedAt(now - 60)
        .setExpirationTime(now + expiresIn)
        .sign(forged ? stranger.privateKey : team.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
