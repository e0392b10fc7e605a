// JPEG: every segment, the frame's size and components, each scan's entropy-coded data to its
// end (restart markers in order, no stray marker), and the end-of-image marker.
import { type PictureVerdict, refused, sized, view } from './read';

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

export function jpeg(bytes: Uint8Array): PictureVerdict {
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
