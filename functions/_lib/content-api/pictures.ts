// Whether a picture the editor sends can be read by the build, judged on Cloudflare's runtime
// (no sharp there) by reading the whole file, never by its first bytes alone:
// - PNG: every chunk with its CRC-32, the header's fields, the image data inflated (zlib's own
//   Adler-32 checked by DecompressionStream) to exactly the bytes its rows need, each row's
//   filter valid;
// - JPEG: every segment, the frame's size and components, each scan's entropy-coded data to
//   its end (restart markers in order, no stray marker), the end-of-image marker;
// - WebP: the RIFF container's sizes and its VP8 / VP8L / VP8X frame header;
// - AVIF: every ISO box nested within its parent, the picture's size (ispe), every item's data
//   within the file.
// Before any of that, the declared size: more pixels than MAX_PIXELS is refused unread (a
// decompression bomb declares a huge picture in a small file). Memory stays small: PNG's data
// is inflated as a stream and counted, not kept.
//
// Each format's reader is in ./pictures/. The build's own verdict is sharp's
// (gatsby/content/validate.ts); ./pictures.test.ts holds the two to the same verdict over a
// corpus of damaged and disguised files. What a structural reading cannot see is compressed
// data damaged inside a scan (bytes flipped in its middle): libjpeg, under sharp, draws such a
// picture with a smudge rather than failing, so the build takes it too.
import { sniffImage } from '../../../src/content/images';
import { avif } from './pictures/avif';
import { jpeg } from './pictures/jpeg';
import { png } from './pictures/png';
import { type PictureVerdict, refused } from './pictures/read';
import { webp } from './pictures/webp';

export type { PictureVerdict } from './pictures/read';

/** Whether the build can read `bytes` as a picture, and its size. */
export async function pictureVerdict(bytes: Uint8Array): Promise<PictureVerdict> {
  try {
    switch (sniffImage(bytes.subarray(0, 4096))) {
      case 'png':
        return await png(bytes);
      case 'jpeg':
        return jpeg(bytes);
      case 'webp':
        return webp(bytes);
      case 'avif':
        return avif(bytes);
      default:
        return refused;
    }
  } catch {
    return refused;
  }
}
