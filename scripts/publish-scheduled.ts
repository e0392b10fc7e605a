// Publishes the Ready drafts whose time has come (functions/_lib/gateway/schedule.ts), for a
// host that serves the site with nginx and runs the gateway as a Worker elsewhere, or any host
// without a scheduler of its own: run it every five minutes (a systemd timer, cron) with the
// gateway's settings in the environment (docs/DEPLOYING.md). Prints what it did, one draft a
// line; exits 1 when GitHub could not be reached.
import { publishDue } from '../functions/_lib/gateway/schedule';
import { type GatewayEnv, draftsOn } from '../functions/_lib/gateway/settings';

async function main() {
  const env = process.env as GatewayEnv;
  if (!draftsOn(env)) return console.log('Drafts are off (CMS_DRAFTS): nothing to publish.');
  for (const run of await publishDue(env))
    console.log(
      run.published
        ? `Draft #${run.number} published (${run.published}).`
        : `Draft #${run.number} stays a draft: ${run.refused}`,
    );
}

main().catch((error: Error) => {
  console.error(`The scheduled publish could not run: ${error.message}`);
  process.exit(1);
});
