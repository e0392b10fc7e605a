// Netlify's Scheduled Function that publishes Ready drafts whose time has come
// (../_lib/content-api/schedule.ts), every five minutes, with the site's settings as the
// environment. Netlify finds it beside the gateway (functions/_netlify/).
import { publishDueOnHost } from '../_lib/gateway/content-endpoint';
import type { GatewayEnv } from '../_lib/gateway/settings';

export default async () => {
  await publishDueOnHost(process.env as GatewayEnv);
};

export const config = { schedule: '*/5 * * * *' };
