// Small web-standard helpers the host's functions share: a request's cookie, the
// headers every answer of the sign-in and the gateway carries, and how GitHub's API is asked.

/** A cookie's value in the request, or undefined. */
export function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Every answer: kept by no cache, sent with no referrer, sniffed by no browser, indexed by no crawler. */
export const privateAnswerHeaders = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** GitHub's REST API at `origin`, with `authorization` ("token …", "Bearer …"), in ten seconds or less. */
export function askGitHub(
  origin: string,
  path: string,
  authorization: string,
  {
    method = 'GET',
    body,
    timeout = 10_000,
  }: { method?: string; body?: unknown; timeout?: number } = {},
): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method,
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: authorization,
      'User-Agent': 'content-gateway',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    // A redirect to elsewhere is never followed with the credential.
    redirect: 'manual',
    signal: AbortSignal.timeout(timeout),
  });
}
