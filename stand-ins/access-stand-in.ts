// Cloudflare Access, stood in for the content gateway's tests: a team's published keys at
// /cdn-cgi/access/certs (the gateway's ACCESS_TEAM_DOMAIN is this server), tokens it signs as
// Access signs a person's, or forged, expired, or for another application, and a person's
// identity with their directory groups at /cdn-cgi/access/get-identity, for the person whose
// token the request's CF_Authorization cookie carries, as Cloudflare's Access plugin for Pages
// asks it (a token that is not the team's gets no identity).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify } from 'jose';

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
  /** The directory's groups each person is in, by e-mail, as the identity endpoint names them. */
  groups: Map<string, string[]>;
  /** How many times the identity endpoint was asked. */
  identityAsked: number;
  /** The identity endpoint fails (503), as a service may. */
  identityFails: boolean;
  close(): Promise<void>;
}

export async function startAccessStandIn(): Promise<AccessStandIn> {
  const [team, stranger] = await Promise.all([
    generateKeyPair('RS256', { extractable: true }),
    generateKeyPair('RS256', { extractable: true }),
  ]);
  const jwk = { ...(await exportJWK(team.publicKey)), kid: 'team-key', alg: 'RS256', use: 'sig' };
  const groups = new Map<string, string[]>();
  const server = createServer(async (request, response) => {
    if (request.url === '/cdn-cgi/access/certs') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk], public_cert: { kid: 'team-key' } }));
      return;
    }
    if (request.url === '/cdn-cgi/access/get-identity') {
      standIn.identityAsked += 1;
      if (standIn.identityFails) return void response.writeHead(503).end();
      const token = /(?:^|;\s*)CF_Authorization=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      try {
        const { payload } = await jwtVerify(token ?? '', team.publicKey, { issuer: url });
        const email = String(payload.email);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({
            id: payload.sub,
            email,
            name: payload.name ?? email,
            groups: groups.get(email) ?? [],
          }),
        );
      } catch {
        response.writeHead(400, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ err: 'no identity for this token' }));
      }
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const aud = 'aud-of-the-editor-application';
  const standIn: AccessStandIn = {
    url,
    aud,
    groups,
    identityAsked: 0,
    identityFails: false,
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
  return standIn;
}
