// The data files and the interface texts as the editor's backend has them, for the parts of
// a preview that the open entry does not hold (the home page's other sections, the footer,
// the headings). Read once, and brought up to date by every save (./checked-backend.ts).
import { parse } from 'yaml';
import { isLanguage } from '../../core/languages';
import { type LocaleResources, readLocaleResources } from '../../content/locales';
import { contentFiles } from '../../content/schemas';
import { storedFiles } from './backend-files';
import { editorBackend } from '../decap/editor-backend';

/** The content files' values by their paths, as the preview's views read them. */
export type ContentValues = Record<string, unknown>;

const values: ContentValues = {};
/** Replaced, not changed, by a save: the preview's translations are made once per value. */
let texts: LocaleResources = {};
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

/** `locales/nl/home.json` → its texts in place of the stored ones. */
function storeTexts(path: string, text: string) {
  const [, language, file] = path.split('/');
  if (!isLanguage(language) || !file?.endsWith('.json')) return;
  try {
    const namespace = file.slice(0, -'.json'.length);
    texts = { ...texts, [language]: { ...texts[language], [namespace]: JSON.parse(text) } };
  } catch {
    // As above: the last good texts stay.
  }
}

/** The stored values, by file name, once loadStoredContent has read them all. */
export const storedContent = (): ContentValues | undefined => (loaded ? values : undefined);

/** The stored interface texts, by language and namespace (read with the values). */
export const storedTexts = (): LocaleResources => texts;

export function loadStoredContent(): Promise<void> {
  loading ??= editorBackend.then(async (backend) => {
    await Promise.all([
      ...contentFiles.map(async ({ file }) => {
        const path = `data/${file}`;
        store(path, (await backend.getEntry(path)).data);
      }),
      readLocaleResources(storedFiles(backend)).then((read) => (texts = read)),
    ]);
    loaded = true;
    listeners.forEach((listener) => listener());
  });
  // A failed read is tried again by the next preview.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** After a save: the files as they now are. */
export function rememberSaved(files: ReadonlyMap<string, string>) {
  for (const [path, text] of files) {
    if (path.startsWith('data/')) store(path, text);
    if (path.startsWith('locales/')) storeTexts(path, text);
  }
  listeners.forEach((listener) => listener());
}

export function onStoredContentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
