// A copy of the build with every script removed: what each page would cost with no
// JavaScript at all, the floor the real page is compared with.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { htmlFiles } from '../../gatsby/html-files.mjs';

export async function makeNoJsCopy(publicDir, target) {
  await rm(target, { recursive: true, force: true });
  await cp(publicDir, target, { recursive: true });
  for (const file of await htmlFiles(target)) {
    const html = await readFile(file, 'utf8');
    const stripped = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*\bas="(?:script|fetch)"[^>]*>/g, '');
    await writeFile(file, stripped);
  }
  return target;
}
