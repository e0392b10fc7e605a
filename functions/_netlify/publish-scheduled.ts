// Netlify's Scheduled Function that publishes Ready drafts whose time has come
// (../_lib/gateway/schedule.ts), every five minutes, with the site's settings as the
// environment. Netlify finds it beside the gateway (functions/_netlify/).
import { publishDue } from '../_lib/gateway/schedule';
import { type GatewayEnv, draftsOn } from '../_lib/gateway/settings';

export default async () => {
  const env = process.env as GatewayEnv;
  if (draftsOn(env)) await publishDue(env);
};

export const config = { schedule: '*/5 * * * *' };
