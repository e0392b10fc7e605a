// What the content check needs to know of a picture in the browser (src/content/images.ts
// decides): its size, its first bytes (format, EXIF orientation), and whether it decodes.
import { HEAD_BYTES, type ImageFile, exifOrientation } from '../../content/images';

/** The first bytes and size of a picture, and whether this browser can decode it. */
export async function imageFile(blob: Blob): Promise<ImageFile> {
  const head = new Uint8Array(await blob.slice(0, HEAD_BYTES).arrayBuffer());
  let decodes = false;
  try {
    (await createImageBitmap(blob)).close();
    decodes = true;
  } catch {
    decodes = false;
  }
  return { size: blob.size, head, decodes, orientation: exifOrientation(head) };
}
