/**
 * @jest-environment node
 */
// The gateway's reading of a picture (./pictures.ts, no sharp on Cloudflare's runtime) against
// the build's (sharp, as gatsby/content/validate.ts reads a picture for the check that runs
// before every build): over a corpus of good, damaged and disguised files, the two agree, and
// agree with what the corpus says the site can use.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CorpusPicture, pictureCorpus } from '../../../e2e/picture-corpus';
import { workingTree } from '../../../gatsby/content/validate';
import { HEAD_BYTES, imageProblem } from '../../../src/content/images';
import { pictureVerdict } from './pictures';

const folder = mkdtempSync(path.join(tmpdir(), 'pictures-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let corpus: CorpusPicture[];
beforeAll(async () => {
  corpus = await pictureCorpus();
  mkdirSync(path.join(folder, 'data/images/about'), { recursive: true });
});

/** The check's verdict with the build's decoder: null when the build can use it. */
async function buildVerdict({ name, bytes }: CorpusPicture) {
  writeFileSync(path.join(folder, 'data/images/about', name), bytes);
  return imageProblem(await workingTree(folder).readImage(`data/images/about/${name}`));
}

/** The check's verdict with the gateway's reader. */
async function gatewayVerdict({ bytes }: CorpusPicture) {
  const read = await pictureVerdict(new Uint8Array(bytes));
  return imageProblem({
    size: bytes.length,
    head: new Uint8Array(bytes.subarray(0, HEAD_BYTES)),
    decodes: read.decodes,
    ...(read.width && read.height ? { pixels: read.width * read.height } : {}),
  });
}

it('reads every picture of the corpus as the build does', async () => {
  const verdicts = [];
  for (const picture of corpus)
    verdicts.push({
      name: picture.name,
      usable: picture.usable,
      build: (await buildVerdict(picture)) === null,
      gateway: (await gatewayVerdict(picture)) === null,
    });
  expect(verdicts).toEqual(
    corpus.map(({ name, usable }) => ({ name, usable, build: usable, gateway: usable })),
  );
});

it('refuses a picture that declares more pixels than allowed before reading its data', async () => {
  const bomb = corpus.find(({ name }) => name === 'bomb.png')!;
  expect(await pictureVerdict(new Uint8Array(bomb.bytes))).toEqual({ decodes: false });
});
