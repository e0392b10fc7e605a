// The content gateway (../_lib/gateway/gateway.ts) as a Netlify Function: Netlify hands it
// web-standard Requests at the addresses below, and the site's settings as the environment.
// Netlify finds it when the site's functions directory is functions/_netlify
// (docs/DEPLOYING.md, "Switch editing on").
import { type GatewayEnv, handleGateway } from '../_lib/gateway/gateway';

export default (request: Request) => handleGateway(request, process.env as GatewayEnv);

export const config = { path: ['/api/github', '/api/github/*', '/api/session/*'] };
