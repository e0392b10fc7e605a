// Pictures deleted from the published site (Decap's media library): none that an open draft
// uses, every draft read once for all of them; a picture the site no longer has is already
// deleted, and a deletion of nothing writes nothing.
import { Refusal } from './refusal';
import { readText } from './snapshot-source';
import type { Author, Store } from './store';
import { writeLine } from './write';

/** The names every open draft uses: its changed files, and the words of its texts. */
async function usedByDrafts(store: Store): Promise<(path: string) => boolean> {
  const drafts = await Promise.all(
    (await store.lines('cms/')).map(async (line) => {
      const found = await store.draft(line);
      if (!found) return { changed: [] as string[], texts: [] as string[] };
      const snapshot = await store.at(found.version);
      const texts = await Promise.all(found.record.changed.map((path) => readText(snapshot, path)));
      return { changed: found.record.changed, texts: texts.filter((text) => text !== undefined) };
    }),
  );
  return (path) => {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return drafts.some(
      ({ changed, texts }) => changed.includes(path) || texts.some((text) => text.includes(name)),
    );
  };
}

export async function deletePictures(
  store: Store,
  pictures: string[],
  { author, drafts }: { author: Author; drafts: boolean },
): Promise<void> {
  if (drafts) {
    const used = await usedByDrafts(store);
    const inUse = pictures.find(used);
    if (inUse)
      throw new Refusal(409, {
        en: `${inUse} is used by a draft: it stays until that draft is published or deleted.`,
        nl: `${inUse} wordt door een concept gebruikt: ze blijft tot dat concept gepubliceerd of verwijderd is.`,
      });
  }
  await writeLine(store, {
    line: store.publishedLine,
    author,
    now: new Date(),
    // A picture the site no longer has is dropped as a change that changes nothing.
    plan: async ({ published }) => ({
      changes: new Map(pictures.map((path) => [path, null] as const)),
      message: `Pictures deleted: ${pictures.filter((path) => published.paths.includes(path)).join(', ')}`,
    }),
  });
}
