import sharp from 'sharp';

/**
 * A phone's photo: 4000 × 3000 pixels as stored, marked with EXIF orientation 6 (turn a
 * quarter clockwise to show), about 6 MB. Shown upright it is 3000 × 4000 and its red rises
 * from left to right, its blue from top to bottom, so any crop of it says which way it was
 * turned.
 */
export async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [3000, 4000];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      // A little texture, so the JPEG is as large as a real photo.
      const grain = (x * 7919 + y * 104729) % 61;
      raw[at] = Math.round((x / width) * 220) + (grain % 30);
      raw[at + 1] = 40 + (grain % 50);
      raw[at + 2] = Math.round((y / height) * 220) + (grain % 30);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .rotate(270)
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Red and blue of a picture's top-left and bottom-right corners, as it is shown. */
export async function cornerColours(file: string) {
  const { data, info } = await sharp(file)
    .rotate()
    .resize(20, 20, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return { red: data[at], blue: data[at + 2] };
  };
  return { topLeft: pixel(0, 0), bottomRight: pixel(19, 19) };
}

/** The start of an iPhone's HEIC photo: an ISO media file of brand `heic`. */
export const heicPhoto = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic'),
    Buffer.alloc(2000),
  ]);

export const svgDrawing = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>',
  );

/** A JPEG's first bytes followed by 11 MB: over the size limit. */
export const oversizePhoto = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024)]);
