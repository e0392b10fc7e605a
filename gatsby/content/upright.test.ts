/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { turnPhotosUpright } from './upright';

const root = mkdtempSync(path.join(tmpdir(), 'upright-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** 40 × 30 as stored, with the given EXIF orientation (6: turn a quarter clockwise). */
const photo = (format: 'jpeg' | 'png', orientation?: number) => {
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#7a1f3d' } });
  const encoded = format === 'jpeg' ? image.jpeg() : image.png();
  return (orientation ? encoded.withMetadata({ orientation }) : encoded).toBuffer();
};

it('turns a sideways JPEG upright in place, without its mark, and leaves the rest untouched', async () => {
  mkdirSync(path.join(root, 'data/images/about'), { recursive: true });
  const at = (name: string) => path.join(root, 'data/images/about', name);
  writeFileSync(at('phone.JPG'), await photo('jpeg', 6));
  writeFileSync(at('camera.jpg'), await photo('jpeg', 1));
  writeFileSync(at('logo.png'), await photo('png'));
  const untouched = [readFileSync(at('camera.jpg')), readFileSync(at('logo.png'))];

  expect(await turnPhotosUpright(root)).toEqual(['data/images/about/phone.JPG']);
  const turned = await sharp(at('phone.JPG')).metadata();
  expect([turned.width, turned.height, turned.orientation ?? 1]).toEqual([30, 40, 1]);
  expect([readFileSync(at('camera.jpg')), readFileSync(at('logo.png'))]).toEqual(untouched);
  // A second build finds nothing to turn.
  expect(await turnPhotosUpright(root)).toEqual([]);
});
