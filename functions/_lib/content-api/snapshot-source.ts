// A version of the content, with a save's changes over it, as the content check reads it
// (src/content/source.ts). Pictures are read whole and judged as the build will read them
// (./pictures.ts), never by their first bytes alone.
import { HEAD_BYTES, exifOrientation } from '../../../src/content/images';
import { isBelowContentRoots } from '../../../src/content/content-files';
import type { ContentSource } from '../../../src/content/source';
import { pictureVerdict } from './pictures';
import type { Changes, Snapshot } from './store';

const decoder = new TextDecoder();

/** The files of `snapshot` with `changes` in their place. */
export function withChanges(snapshot: Snapshot, changes: Changes = new Map()): Snapshot {
  if (changes.size === 0) return snapshot;
  const paths = new Set(snapshot.paths);
  for (const [path, bytes] of changes) {
    if (bytes === null) paths.delete(path);
    else paths.add(path);
  }
  return {
    version: snapshot.version,
    paths: [...paths].sort(),
    read: async (path) =>
      changes.has(path) ? (changes.get(path) ?? undefined) : snapshot.read(path),
    id: (path) => (changes.has(path) ? undefined : snapshot.id(path)),
  };
}

export const readText = async (snapshot: Snapshot, path: string) => {
  const bytes = await snapshot.read(path);
  return bytes && decoder.decode(bytes);
};

/** Pictures' verdicts by their file's id: an id is its bytes, so a verdict never goes stale. */
const verdicts = new Map<string, ReturnType<typeof pictureVerdict>>();
const MAX_KEPT = 2000;

/** Whether the build can read the picture, judged once per version of it. */
function verdictOf(id: string | undefined, bytes: Uint8Array) {
  if (id === undefined) return pictureVerdict(bytes);
  if (!verdicts.has(id)) {
    if (verdicts.size >= MAX_KEPT) verdicts.delete(verdicts.keys().next().value!);
    verdicts.set(id, pictureVerdict(bytes));
  }
  return verdicts.get(id)!;
}

/** The content check's view of a snapshot. */
export function snapshotSource(snapshot: Snapshot): ContentSource {
  return {
    readText: (path) => readText(snapshot, path),
    async listFiles(folder) {
      const prefix = `${folder.replace(/\/$/, '')}/`;
      const below = snapshot.paths.filter((path) => path.startsWith(prefix));
      if (below.length === 0) return undefined;
      return below.map((path) => path.slice(prefix.length)).filter((name) => !name.includes('/'));
    },
    listContent: async () => snapshot.paths.filter(isBelowContentRoots),
    async readImage(path) {
      const all = await snapshot.read(path);
      if (!all) return undefined;
      const head = all.subarray(0, HEAD_BYTES);
      const { decodes, width, height } = await verdictOf(snapshot.id(path), all);
      return {
        size: all.length,
        head,
        decodes,
        orientation: exifOrientation(head),
        ...(width && height ? { pixels: width * height } : {}),
      };
    },
  };
}
