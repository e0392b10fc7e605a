// Pictures as an editor might send them, good and damaged or disguised, made fresh with sharp
// (no binary files in the repository): for the tests that hold the gateway's reading of a
// picture to the build's (functions/_lib/content-api/pictures.test.ts) and try the gateway with
// them (functions/_lib/gateway/red-team.test.ts).
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export interface CorpusPicture {
  /** The file's name, its ending as the editor would give it. */
  name: string;
  bytes: Buffer;
  /** Whether the site's build can use it. */
  usable: boolean;
}

const gradient = (width: number, height: number) => {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 37) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } });
};

/** CRC-32 as PNG computes it, to forge a header whose checksum is right. */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return ~c >>> 0;
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, body, crc]);
};

/** A PNG whose header declares `width` × `height`, with a little data: a decompression bomb's shape. */
function declaredPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function pictureCorpus(): Promise<CorpusPicture[]> {
  const jpeg = await gradient(64, 48).jpeg().toBuffer();
  const progressive = await gradient(64, 48).jpeg({ progressive: true }).toBuffer();
  const png = await gradient(40, 30).png().toBuffer();
  const interlaced = await gradient(40, 30).png({ progressive: true }).toBuffer();
  const palette = await gradient(40, 30).png({ palette: true }).toBuffer();
  const webp = await gradient(40, 30).webp().toBuffer();
  const lossless = await gradient(40, 30).webp({ lossless: true }).toBuffer();
  const avif = await gradient(40, 30).avif().toBuffer();
  const gif = await gradient(40, 30).gif().toBuffer();
  const badCrc = Buffer.from(png);
  // The last byte of the first chunk's checksum (IHDR's, at 29–32).
  badCrc[32] ^= 0xff;
  return [
    { name: 'photo.jpg', bytes: jpeg, usable: true },
    { name: 'progressive.jpg', bytes: progressive, usable: true },
    { name: 'logo.png', bytes: png, usable: true },
    { name: 'interlaced.png', bytes: interlaced, usable: true },
    { name: 'palette.png', bytes: palette, usable: true },
    { name: 'photo.webp', bytes: webp, usable: true },
    { name: 'lossless.webp', bytes: lossless, usable: true },
    { name: 'photo.avif', bytes: avif, usable: true },
    { name: 'webp-named.jpg', bytes: webp, usable: true },
    {
      name: 'header-then-text.jpg',
      bytes: Buffer.concat([
        jpeg.subarray(0, 20),
        Buffer.from('This is not a picture at all.\n'.repeat(40)),
      ]),
      usable: false,
    },
    {
      name: 'truncated.jpg',
      bytes: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
      usable: false,
    },
    {
      name: 'truncated-progressive.jpg',
      bytes: progressive.subarray(0, Math.floor(progressive.length * 0.5)),
      usable: false,
    },
    { name: 'bad-crc.png', bytes: badCrc, usable: false },
    { name: 'truncated.png', bytes: png.subarray(0, png.length - 30), usable: false },
    { name: 'empty.jpg', bytes: Buffer.alloc(0), usable: false },
    { name: 'bomb.png', bytes: declaredPng(100_000, 100_000), usable: false },
    { name: 'truncated.webp', bytes: webp.subarray(0, webp.length - 20), usable: false },
    {
      name: 'truncated.avif',
      bytes: avif.subarray(0, Math.floor(avif.length * 0.7)),
      usable: false,
    },
    { name: 'animation.gif', bytes: gif, usable: false },
    {
      name: 'drawing.png',
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      usable: false,
    },
  ];
}
