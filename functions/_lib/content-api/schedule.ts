// The scheduled run (every few minutes, docs/DEPLOYING.md): each Ready draft whose time has
// come is published as it was set Ready (./workflow.ts), each on its own. A refusal (the draft
// changed, the site changed under it, the check) takes its time off with the reason on the
// draft, written with compare-and-swap like every write (./write.ts), so it never puts back an
// older state; anything else (the store not answering, a race) leaves the time for the next run.
import { Refusal } from './refusal';
import type { Store } from './store';
import { publishDraft, takeTimeOff } from './workflow';

export interface RunReport {
  published: string[];
  refused: Array<{ line: string; why: string }>;
  /** Left for the next run: the store failed while publishing these. */
  deferred: string[];
}

export async function publishDue(store: Store, now: Date): Promise<RunReport> {
  const report: RunReport = { published: [], refused: [], deferred: [] };
  for (const line of await store.lines('cms/')) {
    try {
      const record = (await store.draft(line))?.record;
      if (!record?.publishAt || new Date(record.publishAt).getTime() > now.getTime()) continue;
      try {
        await publishDraft(store, line, now);
        report.published.push(line);
      } catch (error) {
        // Gone meanwhile (published or deleted by hand): nothing to say on it.
        if (error instanceof Refusal && error.status === 404) continue;
        if (!(error instanceof Refusal)) throw error;
        await takeTimeOff(store, line, error.inEveryLanguage(), now);
        report.refused.push({ line, why: error.message });
      }
    } catch {
      report.deferred.push(line);
    }
  }
  return report;
}
