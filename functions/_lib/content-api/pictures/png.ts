// PNG: every chunk with its CRC-32, the header's fields, the image data inflated (zlib's own Adler-32
// checked by DecompressionStream) to exactly the bytes its rows need, each row's filter valid.
// Memory stays small: the data is inflated as a stream and counted, not kept.
import { type PictureVerdict, ascii, refused, sized, view } from './read';

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

export async function png(bytes: Uint8Array): Promise<PictureVerdict> {
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
