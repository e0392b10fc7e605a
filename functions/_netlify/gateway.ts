// The editor's content gateway and sign-in as a Netlify Function: Netlify hands it
// web-standard Requests at the addresses below, and the site's settings as the environment;
// it answers them as the Worker does (../_lib/sign-in-worker.ts). Netlify finds it when the
// site's functions directory is functions/_netlify (docs/DEPLOYING.md, "Switch editing on").
import type { GatewayEnv } from '../_lib/gateway/gateway';
import editorWorker from '../_lib/sign-in-worker';

export default (request: Request) => editorWorker.fetch(request, process.env as GatewayEnv);

export const config = {
  path: ['/api/github', '/api/github/*', '/api/session/*', '/oauth/authorize', '/oauth/callback'],
};
