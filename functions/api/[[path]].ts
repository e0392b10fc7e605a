// Everything below /api/ on Cloudflare Pages: the content gateway (../_lib/gateway/gateway.ts),
// beside the site on its own origin.
import { type GatewayEnv, handleGateway } from '../_lib/gateway/gateway';

export const onRequest = ({ request, env }: { request: Request; env: GatewayEnv }) =>
  handleGateway(request, env);
