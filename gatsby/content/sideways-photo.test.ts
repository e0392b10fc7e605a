/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

// The module patched by patches/gatsby-plugin-sharp+5.16.0.patch (it ships no types).
const { getImageMetadata } = require('gatsby-plugin-sharp/image-data') as {
  getImageMetadata(file: object, dominantColour: boolean): Promise<object>;
};

const folder = mkdtempSync(path.join(tmpdir(), 'sideways-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A photo as phones store a portrait one: 40 × 30 stored, marked "turn a quarter to show". */
async function sidewaysPhoto(name: string) {
  const file = path.join(folder, name);
  writeFileSync(
    file,
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7a1f3d' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  return { absolutePath: file, internal: { contentDigest: name } };
}

describe("gatsby-plugin-sharp's size of a photo stored on its side (patched)", () => {
  it.each([
    ['its cheap size reader', false],
    ['its reader with the dominant colour', true],
  ])('is the upright size, from %s, so the build never crops or squeezes it', async (_, colour) => {
    const file = await sidewaysPhoto(`photo-${colour}.jpg`);
    expect(await getImageMetadata(file, colour)).toMatchObject({ width: 30, height: 40 });
  });
});
