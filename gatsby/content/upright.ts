// Phones store a photo as the sensor saw it, with an EXIF mark saying how to turn it for
// showing. gatsby-plugin-sharp turns the pixels but sizes the picture from the stored,
// unturned width and height, so the site would show such a photo cropped. The content
// editor turns a photo upright when it is uploaded (src/admin/upload-check.ts); a photo
// committed straight to data/images/ (a text editor, a git host's web upload) is turned here,
// in place, before Gatsby reads it, so both roads end with the same file.
import { open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HEAD_BYTES, exifOrientation } from '../../src/content/images';
import { filesBelow } from '../files';

/** As the editor writes a photo it turned: the build makes its own sizes from it. */
const UPRIGHT_QUALITY = 92;

async function orientationOf(file: string): Promise<number | undefined> {
  const handle = await open(file);
  try {
    const head = new Uint8Array(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return exifOrientation(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * Turns every sideways JPEG below `folder` upright, without the mark, and returns their
 * paths relative to `root`. A file sharp cannot read is left for the content check to name.
 */
export async function turnPhotosUpright(root: string, folder = 'data/images'): Promise<string[]> {
  const turned: string[] = [];
  for (const file of await filesBelow(path.join(root, folder))) {
    if (!/\.jpe?g$/i.test(file) || ((await orientationOf(file)) ?? 1) <= 1) continue;
    const upright = await sharp(file)
      .rotate()
      .jpeg({ quality: UPRIGHT_QUALITY })
      .toBuffer()
      .catch(() => undefined);
    if (!upright) continue;
    await writeFile(file, upright);
    turned.push(path.relative(root, file));
  }
  return turned;
}
