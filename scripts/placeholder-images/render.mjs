// Renders the placeholder images into data/images/. Run again after changing a scene:
//   node scripts/placeholder-images/render.mjs
// The company's own photos simply replace the files; this script is then no longer needed.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { parse } from 'yaml';
import { partnerLogos } from './partners.mjs';
import * as scenes from './scenes.mjs';

const out = new URL('../../data/images/', import.meta.url).pathname;

const photos = [
  ['services/clearing-forwarding.jpg', scenes.clearingForwarding(), 2000],
  ['services/import-export.jpg', scenes.importExport(), 2000],
  ['services/cold-storage.jpg', scenes.coldStorage(), 2000],
  ['services/freight-handling.jpg', scenes.freightHandling(), 2000],
  ['about/operations-at-dusk.jpg', scenes.aboutHeader(), 2000],
];

for (const [file, source, width] of photos) {
  await sharp(Buffer.from(source), { density: 150 })
    .resize({ width })
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(out + file);
  console.log(file);
}
// The home-screen icon for phones, from the favicon (the brand mark).
const staticDir = new URL('../../static/', import.meta.url).pathname;
await sharp(`${staticDir}favicon.svg`, { density: 600 })
  .resize(180, 180)
  .png()
  .toFile(`${staticDir}apple-touch-icon.png`);
console.log('static/apple-touch-icon.png');

// The square logo search engines show (structured data), from the same mark.
await sharp(`${staticDir}favicon.svg`, { density: 1200 })
  .resize(512, 512)
  .png()
  .toFile(`${staticDir}logo.png`);
console.log('static/logo.png');

// The default share image for social networks and chat apps: 1200 × 630, the brand's style.
const company = parse(readFileSync(new URL('../../data/company.yaml', import.meta.url), 'utf8'));
await sharp(Buffer.from(scenes.shareImage(company.brandName, company.blurb.en.split('.')[0])))
  .png({ compressionLevel: 9 })
  .toFile(`${staticDir}og-image.png`);
console.log('static/og-image.png');

for (const [name, source] of Object.entries(partnerLogos)) {
  await sharp(Buffer.from(source), { density: 144 })
    .resize({ width: 640 })
    .png({ compressionLevel: 9 })
    .toFile(`${out}partners/${name}.png`);
  console.log(`partners/${name}.png`);
}
