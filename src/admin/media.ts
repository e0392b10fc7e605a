// Pictures as the editor shows them, in its image fields and its preview. Decap's own
// `getAsset` answers with a blank placeholder while it fetches a stored picture, and its
// image field never asks again, so every stored picture stayed blank (seen with Decap 3.16:
// one transparent image for all seven partner logos). Pictures Decap already holds (a
// fresh upload) come from Decap; stored ones are fetched here from the editor's backend,
// once each, and whoever asked is told when they arrive.
import { joinPath } from '../content/source';
import { editorBackend } from './editor-backend';
import type { AssetProxy } from './decap';

/** Decap's placeholder while it loads a picture (decap-cms-core, actions/media.ts: emptyAsset). */
const PLACEHOLDER_PATH = 'empty.svg';

type GetAsset = (path: string, field?: unknown) => AssetProxy | string;

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

/** Decap's own picture for `value` (a fresh upload, say), unless it is its placeholder. */
export function decapPicture(
  getAsset: GetAsset,
  field: unknown,
  value: string,
): string | undefined {
  if (!value) return undefined;
  const asset = getAsset(value, field);
  if (!asset || (typeof asset === 'object' && asset.path === PLACEHOLDER_PATH)) return undefined;
  // When Decap cannot load a picture it answers with the path itself (`./images/…`), which
  // is no address in the editor.
  const address = String(asset);
  return /^(blob:|data:|https?:)/.test(address) ? address : undefined;
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
