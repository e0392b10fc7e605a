// What each format's reader shares: the verdict's shape, the pixel limit, and reading bytes.
import { MAX_PIXELS } from '../../../../src/content/images';

export interface PictureVerdict {
  decodes: boolean;
  width?: number;
  height?: number;
}

export const refused: PictureVerdict = { decodes: false };

/** A readable picture of this size, or refused when it declares more pixels than allowed. */
export const sized = (width: number, height: number): PictureVerdict =>
  width > 0 && height > 0 && width * height <= MAX_PIXELS
    ? { decodes: true, width, height }
    : refused;

export const view = (bytes: Uint8Array) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));
