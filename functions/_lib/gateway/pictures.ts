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
// The build's own verdict is sharp's (gatsby/content/validate.ts); gatsby/content/pictures.test.ts
// holds the two to the same verdict over a corpus of damaged and disguised files. What a
// structural reading cannot see is a JPEG's or WebP's compressed data damaged inside (a bit
// flipped in the middle of a scan): sharp then fails where this passes; docs/DEPLOYING.md says so.
import { MAX_PIXELS, sniffImage } from '../../../src/content/images';

export interface PictureVerdict {
  decodes: boolean;
  width?: number;
  height?: number;
}

const refused: PictureVerdict = { decodes: false };

/** The verdict on `bytes`, a file named `path`. */
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

const sized = (width: number, height: number): PictureVerdict =>
  width > 0 && height > 0 && width * height <= MAX_PIXELS
    ? { decodes: true, width, height }
    : refused;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

// PNG ----------------------------------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Channels per colour type, and the bit depths each allows. */
const pngColour: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** The rows of each pass (one pass, or Adam7's seven), as [rows, bytes per row with its filter]. */
function pngRows(width: number, height: number, bitsPerPixel: number, interlaced: boolean) {
  const row = (w: number) => 1 + Math.ceil((w * bitsPerPixel) / 8);
  if (!interlaced) return [[height, row(width)]];
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  return passes
    .map(([x0, y0, dx, dy]) => [Math.ceil((height - y0) / dy), Math.ceil((width - x0) / dx)])
    .filter(([rows, columns]) => rows > 0 && columns > 0)
    .map(([rows, columns]) => [rows, row(columns)]);
}

async function png(bytes: Uint8Array): Promise<PictureVerdict> {
  const data = view(bytes);
  let at = 8;
  let header: { width: number; height: number; bits: number; interlaced: boolean } | undefined;
  let palette = false;
  let colourType = -1;
  const compressed: Uint8Array[] = [];
  let ended = false;
  let idatDone = false;
  while (at < bytes.length) {
    if (ended) break;
    if (at + 12 > bytes.length) return refused;
    const length = data.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    if (at + 12 + length > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return refused;
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== data.getUint32(at + 8 + length))
      return refused;
    if (!header && type !== 'IHDR') return refused;
    if (type === 'IHDR') {
      if (header || length !== 13) return refused;
      const b = view(body);
      const [width, height] = [b.getUint32(0), b.getUint32(4)];
      const [depth, colour, compression, filter, interlace] = body.subarray(8, 13);
      const kind = pngColour[colour];
      if (!kind?.depths.includes(depth) || compression || filter || interlace > 1) return refused;
      if (!sized(width, height).decodes) return refused;
      colourType = colour;
      header = { width, height, bits: depth * kind.channels, interlaced: interlace === 1 };
    } else if (type === 'PLTE') palette = true;
    else if (type === 'IDAT') {
      if (idatDone) return refused;
      compressed.push(body);
    } else if (type === 'IEND') ended = true;
    else if (compressed.length) idatDone = true;
    // An unknown chunk whose name starts in upper case is critical: a reader must refuse it.
    if (!['IHDR', 'PLTE', 'IDAT', 'IEND'].includes(type) && /^[A-Z]/.test(type)) return refused;
    at += 12 + length;
  }
  if (!header || !ended || !compressed.length || (colourType === 3 && !palette)) return refused;
  const rows = pngRows(header.width, header.height, header.bits, header.interlaced);
  return (await inflatedRowsFit(compressed, rows)) ? sized(header.width, header.height) : refused;
}

/** Whether the zlib stream inflates to exactly these rows, each starting with a valid filter. */
async function inflatedRowsFit(parts: Uint8Array[], rows: number[][]): Promise<boolean> {
  const expected = rows.reduce((sum, [count, size]) => sum + count * size, 0);
  const stream = new Blob(parts as BlobPart[])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  const reader = stream.getReader();
  // Where each row starts, in order, to check its filter byte as the data flows past.
  let pass = 0;
  let rowInPass = 0;
  let nextRowAt = 0;
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let i = 0; i < value.length; i += 1) {
      const position = seen + i;
      if (position >= expected) {
        await reader.cancel();
        return false;
      }
      if (position === nextRowAt) {
        if (value[i] > 4) {
          await reader.cancel();
          return false;
        }
        nextRowAt += rows[pass][1];
        rowInPass += 1;
        if (rowInPass === rows[pass][0]) {
          pass += 1;
          rowInPass = 0;
        }
      }
    }
    seen += value.length;
  }
  return seen === expected;
}

// JPEG ---------------------------------------------------------------------------------------

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(bytes: Uint8Array): PictureVerdict {
  const data = view(bytes);
  let at = 2;
  let frame: { width: number; height: number; components: Set<number> } | undefined;
  let scans = 0;
  let restartInterval = 0;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return refused;
    let marker = bytes[at + 1];
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && at + 2 < bytes.length) marker = bytes[++at + 1];
    at += 2;
    if (marker === 0xd9) return frame && scans > 0 ? sized(frame.width, frame.height) : refused;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xd8 || marker === 0)
      return refused;
    if (at + 2 > bytes.length) return refused;
    const length = data.getUint16(at);
    if (length < 2 || at + length > bytes.length) return refused;
    const segment = bytes.subarray(at + 2, at + length);
    if (SOF.has(marker)) {
      if (frame || segment.length < 6) return refused;
      const height = (segment[1] << 8) | segment[2];
      const width = (segment[3] << 8) | segment[4];
      const count = segment[5];
      if (count < 1 || count > 4 || segment.length !== 6 + count * 3) return refused;
      const components = new Set<number>();
      for (let c = 0; c < count; c += 1) components.add(segment[6 + c * 3]);
      frame = { width, height, components };
      if (!sized(width, height).decodes) return refused;
    } else if (marker === 0xdd) {
      if (segment.length !== 2) return refused;
      restartInterval = (segment[0] << 8) | segment[1];
    } else if (marker === 0xda) {
      if (!frame || segment.length < 1) return refused;
      const count = segment[0];
      if (count < 1 || segment.length !== 4 + count * 2) return refused;
      for (let c = 0; c < count; c += 1)
        if (!frame.components.has(segment[1 + c * 2])) return refused;
      at += length;
      const end = scanEnd(bytes, at, restartInterval > 0);
      if (end === undefined || end === at) return refused;
      scans += 1;
      at = end;
      continue;
    }
    at += length;
  }
  // No end-of-image marker: the file stops short.
  return refused;
}

/** Where a scan's entropy-coded data ends (at the next marker), or undefined if it runs out or is damaged. */
function scanEnd(bytes: Uint8Array, from: number, restarts: boolean): number | undefined {
  let expectedRestart = 0;
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1];
    if (next === 0x00 || next === 0xff) continue;
    if (next >= 0xd0 && next <= 0xd7) {
      if (!restarts || next - 0xd0 !== expectedRestart) return undefined;
      expectedRestart = (expectedRestart + 1) % 8;
      at += 1;
      continue;
    }
    return at;
  }
  return undefined;
}

// WebP ---------------------------------------------------------------------------------------

function webp(bytes: Uint8Array): PictureVerdict {
  const data = view(bytes);
  if (bytes.length < 20 || data.getUint32(4, true) + 8 > bytes.length) return refused;
  const end = data.getUint32(4, true) + 8;
  let at = 12;
  let size: PictureVerdict | undefined;
  let image = false;
  while (at + 8 <= end) {
    const type = ascii(bytes, at, 4);
    const length = data.getUint32(at + 4, true);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (at + 8 + length > end) return refused;
    if (type === 'VP8 ') {
      if (length < 10 || body[3] !== 0x9d || body[4] !== 0x01 || body[5] !== 0x2a) return refused;
      // A key frame: bit 0 of the frame tag is 0; its first partition fits in the chunk.
      if (body[0] & 1) return refused;
      const partition = ((body[0] | (body[1] << 8) | (body[2] << 16)) >>> 5) & 0x7ffff;
      if (10 + partition > length) return refused;
      const frame = view(body);
      size ??= sized(frame.getUint16(6, true) & 0x3fff, frame.getUint16(8, true) & 0x3fff);
      image = true;
    } else if (type === 'VP8L') {
      if (length < 5 || body[0] !== 0x2f) return refused;
      const bits = view(body).getUint32(1, true);
      size ??= sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
      image = true;
    } else if (type === 'VP8X') {
      if (length < 10) return refused;
      const w = 1 + (body[4] | (body[5] << 8) | (body[6] << 16));
      const h = 1 + (body[7] | (body[8] << 8) | (body[9] << 16));
      size = sized(w, h);
      if (!size.decodes) return refused;
    }
    at += 8 + length + (length % 2);
  }
  return image && size?.decodes ? size : refused;
}

// AVIF ---------------------------------------------------------------------------------------

interface Box {
  type: string;
  start: number;
  body: number;
  end: number;
}

/** The boxes between `from` and `to`, each within them, or undefined when one overruns. */
function boxes(bytes: Uint8Array, from: number, to: number): Box[] | undefined {
  const data = view(bytes);
  const found: Box[] = [];
  let at = from;
  while (at < to) {
    if (at + 8 > to) return undefined;
    let size = data.getUint32(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) return undefined;
      size = Number(data.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at || at + size > to) return undefined;
    found.push({ type: ascii(bytes, at + 4, 4), start: at, body, end: at + size });
    at += size;
  }
  return found;
}

function avif(bytes: Uint8Array): PictureVerdict {
  const top = boxes(bytes, 0, bytes.length);
  const meta = top?.find(({ type }) => type === 'meta');
  if (!top || top[0]?.type !== 'ftyp' || !meta || !top.some(({ type }) => type === 'mdat'))
    return refused;
  // meta is a full box: four bytes of version and flags before its children.
  const inMeta = boxes(bytes, meta.body + 4, meta.end);
  const iprp = inMeta?.find(({ type }) => type === 'iprp');
  const ipco = iprp && boxes(bytes, iprp.body, iprp.end)?.find(({ type }) => type === 'ipco');
  const ispe = ipco && boxes(bytes, ipco.body, ipco.end)?.find(({ type }) => type === 'ispe');
  const iloc = inMeta?.find(({ type }) => type === 'iloc');
  if (!ispe || !iloc) return refused;
  const data = view(bytes);
  if (!itemsWithinFile(bytes, iloc)) return refused;
  return sized(data.getUint32(ispe.body + 4), data.getUint32(ispe.body + 8));
}

/** Whether every extent the item locations (iloc) name in the file lies within it. */
function itemsWithinFile(bytes: Uint8Array, iloc: Box): boolean {
  const data = view(bytes);
  const version = bytes[iloc.body];
  let at = iloc.body + 4;
  const read = (size: number) => {
    if (at + size > iloc.end) throw new Error('iloc overruns its box');
    const value =
      size === 0
        ? 0
        : size === 2
          ? data.getUint16(at)
          : size === 4
            ? data.getUint32(at)
            : size === 8
              ? Number(data.getBigUint64(at))
              : undefined;
    if (value === undefined) throw new Error('iloc names a size no reader knows');
    at += size;
    return value;
  };
  const sizes = read(2);
  const [offsetSize, lengthSize, baseSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15];
  const indexSize = version === 1 || version === 2 ? sizes & 15 : 0;
  const count = read(version < 2 ? 2 : 4);
  for (let item = 0; item < count; item += 1) {
    read(version < 2 ? 2 : 4);
    // 0: the data is in the file; 1: in the meta box's idat.
    const method = version === 1 || version === 2 ? read(2) & 15 : 0;
    read(2);
    const base = read(baseSize);
    const extents = read(2);
    for (let extent = 0; extent < extents; extent += 1) {
      if (indexSize) read(indexSize);
      const offset = read(offsetSize);
      const length = read(lengthSize);
      if (method === 0 && base + offset + length > bytes.length) return false;
    }
  }
  return true;
}
