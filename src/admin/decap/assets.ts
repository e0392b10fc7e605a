// Decap's own `getAsset` answers with a blank placeholder while it fetches a stored picture,
// and its image field never asks again, so every stored picture stayed blank (seen with
// Decap 3.16: one transparent image for all seven partner logos; decap-cms #7099, closed
// without a fix that reached 3.16). The editor takes from Decap only the pictures it holds
// itself (a fresh upload) and fetches stored ones (../pictures/media.ts). Test: "every
// partner logo shows its own picture in the form" (e2e/tests/editor-pictures-preview.spec.ts).
import type { AssetProxy } from './types';

/** Decap's placeholder while it loads a picture (decap-cms-core, actions/media.ts: emptyAsset). */
export const PLACEHOLDER_PATH = 'empty.svg';

/** Decap's `getAsset`, as its widgets and previews are handed it. */
export type GetAsset = (path: string, field?: unknown) => AssetProxy | string;

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
