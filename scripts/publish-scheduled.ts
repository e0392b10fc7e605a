// Publishes the Ready drafts whose time has come (functions/_lib/content-api/schedule.ts), for a
// host that serves the site with nginx and runs the gateway as a Worker elsewhere, or any host
// without a scheduler of its own: run it every five minutes (a systemd timer, cron) with the
// gateway's settings in the environment (docs/DEPLOYING.md). Prints what it did, one draft a
// line; exits 1 when GitHub could not be reached.
import { publishDueOnHost } from '../functions/_lib/gateway/content-endpoint';
import type { GatewayEnv } from '../functions/_lib/gateway/settings';

async function main() {
  const report = await publishDueOnHost(process.env as GatewayEnv);
  if (!report) return console.log('Drafts are off (CMS_DRAFTS): nothing to publish.');
  for (const line of report.published) console.log(`${line}: published.`);
  for (const { line, why } of report.refused) console.log(`${line} stays a draft: ${why}`);
  for (const line of report.deferred)
    console.log(`${line}: GitHub did not answer; the next run tries again.`);
}

main().catch((error: Error) => {
  console.error(`The scheduled publish could not run: ${error.message}`);
  process.exit(1);
});
