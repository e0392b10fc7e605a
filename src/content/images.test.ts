/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, exifOrientation, imageProblem, sniffImage } from './images';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
    ),
  );

const picture = (format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#7a1f3d' } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

describe('sniffImage names a file’s format by its first bytes', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('%s, as sharp writes it', async (format) => {
    expect(sniffImage(await picture(format))).toBe(format);
  });

  it.each<[string, Uint8Array, string | undefined]>([
    ['an iPhone photo', bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'), 'heic'],
    ['an SVG drawing', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    ['an SVG with an XML declaration', bytes('\uFEFF<?xml version="1.0"?><svg/>'), 'svg'],
    ['a GIF', bytes('GIF89a'), 'gif'],
    ['a text file', bytes('slug: customs\n'), undefined],
  ])('%s', (_, head, format) => {
    expect(sniffImage(head)).toBe(format);
  });
});

describe('exifOrientation reads the turn mark phones put on photos', () => {
  it.each([1, 3, 6, 8])('orientation %i', async (orientation) => {
    const jpeg = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#000' } })
      .jpeg()
      .withMetadata({ orientation })
      .toBuffer();
    expect(exifOrientation(new Uint8Array(jpeg))).toBe(orientation);
  });

  it('nothing for a JPEG without EXIF or another format', async () => {
    expect(exifOrientation(await picture('jpeg'))).toBeUndefined();
    expect(exifOrientation(await picture('png'))).toBeUndefined();
  });
});

describe('imageProblem says why the build cannot use a file', () => {
  const usable = async (format: 'jpeg' | 'png') => ({
    size: 1000,
    head: await picture(format),
    decodes: true,
  });

  it('none for a picture the build reads', async () => {
    expect(imageProblem(await usable('jpeg'))).toBeNull();
  });

  it('none for a phone photo stored on its side, which the build turns upright', async () => {
    const photo = { ...(await usable('jpeg')), orientation: 6 };
    expect(imageProblem(photo)).toBeNull();
  });

  it('refuses the rest, in words an editor can act on', async () => {
    const png = await usable('png');
    expect(imageProblem(undefined)).toMatch(/^does not exist/);
    expect(imageProblem({ ...png, size: MAX_IMAGE_BYTES + 1 })).toMatch(
      /^is 10\.0 MB, more than the 10 MB a picture may have/,
    );
    expect(imageProblem({ ...png, decodes: false })).toMatch(/^cannot be read as a picture/);
    expect(imageProblem({ ...png, head: bytes('<svg/>') })).toMatch(/^is an SVG drawing/);
    expect(
      imageProblem({ ...png, head: bytes([0, 0, 0, 20], 'ftypheic', [0, 0, 0, 0], 'mif1') }),
    ).toMatch(/^is in HEIC \(the format of iPhone photos\) format/);
    expect(imageProblem({ ...png, head: bytes('hello') })).toBe(
      'is not an image (use JPEG, PNG, WebP or AVIF)',
    );
  });
});
