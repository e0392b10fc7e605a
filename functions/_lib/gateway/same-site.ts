// Requests from the editor's own page only. A change also needs the Authorization header
// Decap sends with every call, which no cross-site form can send and a cross-site fetch cannot
// without a preflight the gateway never grants; and the browser's own words (Origin,
// Sec-Fetch-Site), where it says them, must name this site.
import { type GatewayEnv, siteOrigin } from './settings';

export const crossSite =
  'Refused: this request did not come from the editor on this site (a page of another site, or a form, cannot change content here).';

/** Whether the browser says the request came from this site's own pages (when it says so). */
export function fromTheSite(request: Request, env: GatewayEnv, url: URL): boolean {
  const origin = request.headers.get('Origin');
  if (origin && origin !== siteOrigin(env, url)) return false;
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  return !fetchSite || fetchSite === 'same-origin';
}

/** A request that changes something: anything but a read. */
export const changes = (request: Request) => !['GET', 'HEAD'].includes(request.method);

/** Whether a request may go on: from the site, and with Decap's header when it changes anything. */
export const mayGoOn = (request: Request, env: GatewayEnv, url: URL) =>
  fromTheSite(request, env, url) && (!changes(request) || request.headers.has('Authorization'));
