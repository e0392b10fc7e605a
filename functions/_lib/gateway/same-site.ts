// Requests from the editor's own page only: the browser's own words (Origin, Sec-Fetch-Site),
// where it says them, must name this site. Besides, each address asks for what no form of
// another site can send: the content API a JSON body (../gateway/content-endpoint.ts), signing out a
// header (./session-endpoints.ts); a cross-site fetch with either needs a preflight the
// gateway never grants.
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
