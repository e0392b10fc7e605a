// The one content check (src/content/check.ts) as the content API runs it: over the content as
// it would be published, with the published site as what came before; its errors refuse.
import { checkContent } from '../../../src/content/check';
import type { Problem } from '../../../src/content/problem';
import { Refusal } from './refusal';
import { snapshotSource, withChanges } from './snapshot-source';
import type { Changes, Snapshot } from './store';

/** The check's errors as a refusal: nothing written. */
export const checkRefusal = (errors: Problem[]) =>
  new Refusal(
    422,
    {
      en: `The content check found ${errors.length} problem${errors.length === 1 ? '' : 's'}: nothing was saved.`,
      nl: `De inhoudscontrole vond ${errors.length} ${errors.length === 1 ? 'probleem' : 'problemen'}: er is niets opgeslagen.`,
    },
    { problems: errors },
  );

/** The content as it would be published: the published files with `changed`'s from `draft`. */
export async function asPublished(published: Snapshot, draft: Snapshot, changed: Iterable<string>) {
  const changes: Changes = new Map();
  for (const path of changed) changes.set(path, (await draft.read(path)) ?? null);
  return { changes, content: withChanges(published, changes) };
}

/** The check's report on `next`, with `published` as what came before; its errors refuse. */
export async function checkOrRefuse(next: Snapshot, published: Snapshot) {
  const report = await checkContent(snapshotSource(next), { before: snapshotSource(published) });
  if (report.errors.length) throw checkRefusal(report.errors);
  return report;
}
