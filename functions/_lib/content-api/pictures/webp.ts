// WebP: the RIFF container's sizes and its VP8 / VP8L / VP8X frame header.
import { type PictureVerdict, ascii, refused, sized, view } from './read';

export function webp(bytes: Uint8Array): PictureVerdict {
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
