// Lighthouse's SEO and Best Practices scores for every page of the production build,
// served by nginx: `npm run audit:seo` (after a build). Prints a table; docs/ARCHITECTURE.md keeps
// the latest one.
import { pagesToLook } from './lib/pages';
import { audit, failingAudits, withChrome } from './lib/lighthouse';
import { startProductionServer } from './lib/production-server';

async function main() {
  const paths = pagesToLook;
  const server = await startProductionServer(process.cwd());
  const rows: Array<{
    path: string;
    seo: number | string;
    practices: number | string;
    misses: string;
  }> = [];
  try {
    await withChrome(async (port) => {
      for (const path of paths) {
        const lhr = await audit(port, server.url + path, ['seo', 'best-practices']);
        if (lhr.runtimeError) {
          // Lighthouse does not audit a page that answers an error status, as 404 pages must.
          rows.push({
            path,
            seo: '—',
            practices: '—',
            misses: `not audited: ${lhr.runtimeError.code}`,
          });
          continue;
        }
        const seo = Math.round((lhr.categories.seo.score ?? 0) * 100);
        const practices = Math.round((lhr.categories['best-practices'].score ?? 0) * 100);
        const misses = [...failingAudits(lhr, 'seo'), ...failingAudits(lhr, 'best-practices')];
        rows.push({ path, seo, practices, misses: misses.join(', ') || '—' });
      }
    });
  } finally {
    await server.close();
  }
  console.log(`| Page | SEO | Best Practices | Audits missed |\n| --- | --- | --- | --- |`);
  for (const row of rows)
    console.log(`| \`${row.path}\` | ${row.seo} | ${row.practices} | ${row.misses} |`);
  const realPages = rows.filter((row) => !row.path.includes('missing'));
  process.exitCode = realPages.every((row) => row.seo === 100 && row.practices === 100) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
