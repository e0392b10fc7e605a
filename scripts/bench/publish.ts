// What one Publish in the content editor costs: the reads it sends to the editor's backend
// (each a request; over a hosted backend such as GitHub's API, each a round trip across the
// internet) and the time from "Publish now" to the file written. The editor runs on a copy
// of the project with Decap's local backend, in Chromium; one change to a hub's Dutch name
// is published ROUNDS times in one sitting: the first Publish of a sitting, then the rest.
// Prints the backend's requests by kind and the medians. Usage: npm run bench:publish
import { entryAddress } from '../../src/admin/decap/addresses';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { cmsBackend } from '../../gatsby/admin/backend';
import { editorSiteDir, writeAdmin } from '../../gatsby/admin/write-admin';
import { adminHeaders, adminPolicy } from '../../gatsby/serving/rules';
import { launchOptions } from '../lib/browser';
import { startCmsBackend } from '../lib/cms-backend';
import { freePort } from '../lib/ports';
import { copyProject } from '../lib/project-copy';
import { startStaticServer } from '../lib/static-server';
import { openSignedIn } from '../lib/editor-form';
import { decapParts } from '../../src/admin/decap/parts';
import { fileLabel } from '../../src/content/words';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const root = path.resolve(__dirname, '../..');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

interface Round {
  ms: number;
  requests: Record<string, number>;
}

/** Opens the hubs' form, signed in to the local backend (a click, no password). */
async function openHubs(page: Page, editorUrl: string) {
  await openSignedIn(
    page,
    `${editorUrl}${entryAddress({ collection: 'hubs', file: 'hubs' })}`,
    fileLabel('hubs.yaml'),
  );
}

async function main() {
  const copy = copyProject(root, 'publish-bench-');
  const env = { ...process.env, CMS_BACKEND: 'local', CMS_PROXY_PORT: String(await freePort()) };
  const stops: Array<() => Promise<unknown>> = [];
  try {
    await writeAdmin(copy, env);
    const backend = await startCmsBackend(root, {
      port: Number(env.CMS_PROXY_PORT),
      repoDir: copy,
    });
    stops.push(backend.close);
    const headers = Object.fromEntries(adminHeaders(adminPolicy(cmsBackend(env).connectSources)));
    const site = await startStaticServer(editorSiteDir(copy), { headers });
    stops.push(site.close);
    const browser = await chromium.launch(launchOptions);
    stops.push(() => browser.close());
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });

    let counting: Record<string, number> | undefined;
    page.on('request', (request) => {
      if (!counting || !request.url().startsWith(backend.url)) return;
      const action = String(JSON.parse(request.postData() ?? '{}').action ?? request.method());
      counting[action] = (counting[action] ?? 0) + 1;
    });

    await openHubs(page, `${site.url}/admin/`);
    const hubsFile = path.join(copy, 'data/hubs.yaml');
    // The second hub's Dutch name: its entry unfolded once, its box typed into each round.
    const entry = page.locator(decapParts.entrySummary).nth(1).locator('..');
    await entry.getByRole('button').first().click();
    const dutch = entry.getByLabel('Nederlands');

    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `Testhaven ${round}`;
      await dutch.fill(name);
      const requests: Record<string, number> = {};
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      counting = requests;
      const start = performance.now();
      await page.getByText('Publish now', { exact: true }).click();
      while (!readFileSync(hubsFile, 'utf8').includes(name))
        await new Promise((resolve) => setTimeout(resolve, 20));
      rounds.push({ ms: performance.now() - start, requests });
      counting = undefined;
      // Decap's toolbar says so once the form is the stored file again.
      await page.getByText('Changes saved').first().waitFor();
    }

    const total = (round: Round) => Object.values(round.requests).reduce((a, b) => a + b, 0);
    const describe = (round: Round) =>
      Object.entries(round.requests)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([action, count]) => `${action} ${count}`)
        .join(', ');
    console.log(`One Publish in the editor (local backend), ${ROUNDS} in one sitting:`);
    rounds.forEach((round, index) =>
      console.log(
        `  ${index === 0 ? 'first' : `#${index + 1}   `} ${round.ms.toFixed(0).padStart(6)} ms  ${String(total(round)).padStart(3)} requests  (${describe(round)})`,
      ),
    );
    const later = rounds.slice(1);
    console.log(
      `  median after the first: ${median(later.map((r) => r.ms)).toFixed(0)} ms, ${median(later.map(total))} requests`,
    );
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
