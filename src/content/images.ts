/**
 * What makes a picture usable by the build, as plain rules on a file's first bytes and size:
 * the validator applies them to the files in data/images/, and the content editor to a file
 * before it uploads it (src/admin/), so both refuse the same files in the same words.
 * gatsby-transformer-sharp makes the site's AVIF and WebP sizes from JPEG, PNG, WebP and
 * AVIF; it skips SVG and GIF, and the sharp build the project installs cannot read HEIC.
 */

import type { EditorLanguage, Said } from '../core/editor-language';

/** The file's bytes the rules look at, its size, and whether a decoder could read it. */
export interface ImageFile {
  /** Size in bytes. */
  size: number;
  /** The first bytes of the file (at least HEAD_BYTES, or all of a smaller file). */
  head: Uint8Array;
  /** Whether the file decoded as a picture (sharp in Node, the browser in the editor). */
  decodes: boolean;
  /** A JPEG's EXIF orientation (1: upright; 2–8: stored turned or mirrored), if it has one. */
  orientation?: number;
  /** Its width × height, as its header declares them, where the reader knows them. */
  pixels?: number;
}

/** How many leading bytes the checks need: the format's signature and a JPEG's EXIF block. */
export const HEAD_BYTES = 128 * 1024;

/** Larger files are refused: a phone's photo is 3–6 MB; 2,500 pixels wide is plenty here. */
export const MAX_IMAGE_MEGABYTES = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MEGABYTES * 1024 * 1024;

/**
 * More pixels than this are refused before they are decoded (a "decompression bomb" declares
 * a huge picture in a small file): 50 million, more than any phone's photo (8,000 × 6,000 is 48).
 */
export const MAX_PIXELS = 50_000_000;

/** Formats the build makes the site's sizes from, by the name sniffImage gives them. */
export const usableFormats = ['jpeg', 'png', 'webp', 'avif'] as const;
export const USABLE_FORMATS_TEXT = 'JPEG, PNG, WebP or AVIF';

/** Formats recognised only to name them in a refusal. */
const formatNames: Record<string, string> = {
  heic: 'HEIC (the format of iPhone photos)',
  gif: 'GIF',
  tiff: 'TIFF',
  bmp: 'BMP',
};

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The file's format from its first bytes, whatever its name says; undefined if unknown. */
export function sniffImage(head: Uint8Array): string | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 4) === 'GIF8') return 'gif';
  if (ascii(head, 0, 4) === 'II*\0' || ascii(head, 0, 4) === 'MM\0*') return 'tiff';
  if (ascii(head, 0, 2) === 'BM') return 'bmp';
  if (ascii(head, 4, 8) === 'ftyp') {
    // An ISO media file: its brands (major, then compatible ones) say AVIF or HEIC.
    const boxEnd = Math.min(head.length, (head[2] << 8) | head[3]);
    const brands = [ascii(head, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, at + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
    if (brands.some((brand) => /^(hei[cxms]|hev[cxms]|mif1|msf1)$/.test(brand))) return 'heic';
    return undefined;
  }
  const text = new TextDecoder()
    .decode(head.subarray(0, 256))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<svg[\s/>]/.test(text) || /^<\?xml|^<!DOCTYPE svg/i.test(text)) return 'svg';
  return undefined;
}

/**
 * A JPEG's EXIF orientation, read from its APP1 block: phones store a photo as the sensor
 * saw it and mark how to turn it. gatsby-plugin-sharp turns the pixels but sizes the page's
 * picture from the unturned width and height, so a photo marked 6 would come out cropped.
 */
export function exifOrientation(bytes: Uint8Array): number | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    const length = view.getUint16(at + 2);
    // Start of scan: the picture itself, after every block that could hold EXIF.
    if (marker === 0xda) return undefined;
    if (marker === 0xe1 && ascii(bytes, at + 4, at + 10) === 'Exif\0\0') {
      const tiff = at + 10;
      if (tiff + 8 > bytes.length) return undefined;
      const little = ascii(bytes, tiff, tiff + 2) === 'II';
      const ifd = tiff + view.getUint32(tiff + 4, little);
      if (ifd + 2 > bytes.length) return undefined;
      const entries = view.getUint16(ifd, little);
      for (let index = 0; index < entries; index += 1) {
        const entry = ifd + 2 + index * 12;
        if (entry + 12 > bytes.length) return undefined;
        if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
      }
      return undefined;
    }
    at += 2 + length;
  }
  return undefined;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Why the build cannot use this file, as a clause that follows the file's name ("photo.heic
 * is in HEIC format…"), in the editor's `language`, or null when it can. `undefined`: there is
 * no such file.
 */
export function imageProblem(
  image: ImageFile | undefined,
  language: EditorLanguage = 'en',
): string | null {
  const said = (words: Said) => words[language];
  const usable = said({ en: USABLE_FORMATS_TEXT, nl: USABLE_FORMATS_TEXT.replace(' or ', ' of ') });
  const smaller = said({
    en: 'save it smaller (2,500 pixels wide is plenty)',
    nl: 'sla haar kleiner op (2500 pixels breed is ruim genoeg)',
  });
  if (!image)
    return said({
      en: 'does not exist (paths start from the data/ folder)',
      nl: 'bestaat niet (paden beginnen bij de map data/)',
    });
  const format = sniffImage(image.head);
  if (format === 'svg')
    return said({
      en: `is an SVG drawing, and the site makes its picture sizes from photos and pictures in ${usable}: export it as PNG`,
      nl: `is een SVG-tekening, en de site maakt haar afbeeldingsformaten van foto's en afbeeldingen in ${usable}: exporteer haar als PNG`,
    });
  if (format && formatNames[format])
    return said({
      en: `is in ${formatNames[format]} format, which the site cannot use: save it as ${usable}`,
      nl: `is in ${formatNames[format]}-formaat, dat de site niet kan gebruiken: sla haar op als ${usable}`,
    });
  if (!format || !(usableFormats as readonly string[]).includes(format))
    return said({
      en: `is not an image (use ${usable})`,
      nl: `is geen afbeelding (gebruik ${usable})`,
    });
  if (image.size > MAX_IMAGE_BYTES)
    return said({
      en: `is ${megabytes(image.size)} MB, more than the ${MAX_IMAGE_MEGABYTES} MB a picture may have: ${smaller}`,
      nl: `is ${megabytes(image.size).replace('.', ',')} MB, meer dan de ${MAX_IMAGE_MEGABYTES} MB die een afbeelding mag hebben: ${smaller}`,
    });
  if (image.pixels !== undefined && image.pixels > MAX_PIXELS)
    return said({
      en: `has ${(image.pixels / 1e6).toFixed(0)} million pixels, more than the ${MAX_PIXELS / 1e6} million a picture may have: ${smaller}`,
      nl: `heeft ${(image.pixels / 1e6).toFixed(0)} miljoen pixels, meer dan de ${MAX_PIXELS / 1e6} miljoen die een afbeelding mag hebben: ${smaller}`,
    });
  if (!image.decodes)
    return said({
      en: `cannot be read as a picture (the file may be damaged): save it again as ${usable}`,
      nl: `kan niet als afbeelding gelezen worden (het bestand is misschien beschadigd): sla haar opnieuw op als ${usable}`,
    });
  return null;
}
