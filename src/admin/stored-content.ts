// The data files as the editor's backend has them, for the parts of a preview that the
// open entry does not hold (the home page's other sections, the footer). Read once, and
// brought up to date by every save (./checked-backend.ts).
import { parse } from 'yaml';
import { contentFiles } from '../content/schemas';
import type { ContentValues } from './preview/page-views';
import { editorBackend } from './editor-backend';

const values: ContentValues = {};
const listeners = new Set<() => void>();
let loading: Promise<void> | undefined;
let loaded = false;

const fileName = (path: string) => path.replace(/^data\//, '');

function store(path: string, text: string) {
  try {
    values[fileName(path)] = parse(text);
  } catch {
    // A file that does not parse keeps its last good value; the content check reports it.
  }
}

/** The stored values, by file name, once loadStoredContent has read them all. */
export const storedContent = (): ContentValues | undefined => (loaded ? values : undefined);

export function loadStoredContent(): Promise<void> {
  loading ??= editorBackend.then(async (backend) => {
    await Promise.all(
      contentFiles.map(async ({ file }) => {
        const path = `data/${file}`;
        store(path, (await backend.getEntry(path)).data);
      }),
    );
    loaded = true;
    listeners.forEach((listener) => listener());
  });
  // A failed read is tried again by the next preview.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** After a save: the files as they now are. */
export function rememberSaved(files: ReadonlyMap<string, string>) {
  for (const [path, text] of files) if (path.startsWith('data/')) store(path, text);
  listeners.forEach((listener) => listener());
}

export function onStoredContentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
