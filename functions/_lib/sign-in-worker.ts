// The editor's sign-in as a Cloudflare Worker of its own, for a site served elsewhere (nginx,
// any static host): the same two addresses as the Pages Functions beside the site
// (../oauth/), on the Worker's origin. The site's build points its editor here with
// CMS_AUTH_URL=https://<the worker>/oauth/authorize, and the Worker's settings name the site
// in EDITOR_ORIGIN (docs/DEPLOYING.md, "Switch editing on").
import {
  AUTHORIZE_PATH,
  CALLBACK_PATH,
  type SignInEnv,
  finishSignIn,
  startSignIn,
} from './github-sign-in';

export default {
  fetch(request: Request, env: SignInEnv): Promise<Response> | Response {
    const { pathname } = new URL(request.url);
    const answer = { [AUTHORIZE_PATH]: startSignIn, [CALLBACK_PATH]: finishSignIn }[pathname];
    if (!answer) return new Response('Not found', { status: 404 });
    if (request.method !== 'GET')
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET' } });
    return answer({ request, env });
  },
};
