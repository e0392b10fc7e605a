// AVIF: every ISO box nested within its parent, the picture's size (ispe), every item's data
// within the file.
import { type PictureVerdict, ascii, refused, sized, view } from './read';

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

export function avif(bytes: Uint8Array): PictureVerdict {
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
