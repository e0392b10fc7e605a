// Pictures as the editor shows them, in its image fields and its preview. Pictures Decap
// already holds (a fresh upload) come from Decap (../decap/assets.ts); stored ones are
// fetched here from the editor's backend, once each, and whoever asked is told when they
// arrive.
import { joinPath } from '../../content/source';
import { editorBackend } from '../decap/editor-backend';

const stored = new Map<string, Promise<string>>();
const arrived = new Map<string, string>();

/** `data/about.yaml` + `./images/about/photo.jpg` → `data/images/about/photo.jpg`. */
export function pictureFile(entryFile: string, value: string): string | undefined {
  return joinPath(entryFile.slice(0, entryFile.lastIndexOf('/')), value);
}

function fetchStored(file: string): Promise<string> {
  if (!stored.has(file))
    stored.set(
      file,
      editorBackend
        .then((backend) => backend.getMediaFile(file))
        .then(({ file: blob, url }) => {
          const address = blob ? URL.createObjectURL(blob) : url;
          if (!address) throw new Error(`no picture at ${file}`);
          arrived.set(file, address);
          return address;
        }),
    );
  return stored.get(file)!;
}

/**
 * The address of the stored picture `value` of the entry in `entryFile`, or undefined while
 * it loads; `onArrival` runs once it can be shown.
 */
export function storedPicture(
  entryFile: string,
  value: string,
  onArrival: () => void,
): string | undefined {
  const file = value ? pictureFile(entryFile, value) : undefined;
  if (!file) return undefined;
  const address = arrived.get(file);
  if (address) return address;
  fetchStored(file).then(onArrival, () => undefined);
  return undefined;
}
