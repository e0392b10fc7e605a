// The editor's server as a Cloudflare Worker of its own: the sign-in, the content gateway and
// the scheduled publishing (a Cron Trigger), for a site served elsewhere (nginx, any static
// host): the same addresses as the Pages Functions beside the site (../oauth/, ../api/). The
// gateway's session is a cookie of the site's origin, so the site sends /api/ on to the Worker
// (a Worker route on the site's domain, or nginx's proxy_pass), and EDITOR_ORIGIN names the
// site. The site's build points its editor here with
// CMS_AUTH_URL=https://<the worker>/oauth/authorize, and the Worker's settings name the site
// in EDITOR_ORIGIN (docs/DEPLOYING.md, "Switch editing on").
import {
  AUTHORIZE_PATH,
  CALLBACK_PATH,
  type SignInEnv,
  finishSignIn,
  startSignIn,
} from './github-sign-in';
import { type GatewayEnv, handleGateway } from './gateway/gateway';
import { publishDueOnHost } from './gateway/content-endpoint';

export default {
  fetch(request: Request, env: SignInEnv & GatewayEnv): Promise<Response> | Response {
    // The Worker that only runs the schedule (for a site on Cloudflare Pages, whose functions
    // answer the editor) answers nothing at all on its own address.
    if (env.CMS_SCHEDULE_ONLY === 'on') return new Response('Not found', { status: 404 });
    const { pathname } = new URL(request.url);
    // The content gateway, where the site sends /api/ on to this Worker on its own origin.
    if (pathname.startsWith('/api/')) return handleGateway(request, env);
    const answer = { [AUTHORIZE_PATH]: startSignIn, [CALLBACK_PATH]: finishSignIn }[pathname];
    if (!answer) return new Response('Not found', { status: 404 });
    if (request.method !== 'GET')
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET' } });
    return answer({ request, env });
  },
  // A Cron Trigger (every five minutes, docs/DEPLOYING.md): Ready drafts whose time has come,
  // published (content-api/schedule.ts).
  scheduled(
    _controller: unknown,
    env: GatewayEnv,
    context: { waitUntil(promise: Promise<unknown>): void },
  ) {
    context.waitUntil(publishDueOnHost(env));
  },
};
