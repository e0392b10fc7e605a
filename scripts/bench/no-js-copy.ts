// A copy of the build with every script removed: what each page would cost with no
// JavaScript at all, the floor the real page is compared with.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { filesBelow } from '../../gatsby/files';
import { precompress } from '../../gatsby/precompress';

export async function makeNoJsCopy(publicDir: string, target: string): Promise<string> {
  await rm(target, { recursive: true, force: true });
  await cp(publicDir, target, { recursive: true });
  const pages = (await filesBelow(target)).filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    const stripped = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*\bas="(?:script|fetch)"[^>]*>/g, '');
    await writeFile(file, stripped);
  }
  // The server sends the compressed copies: they must be the stripped pages too.
  await precompress(target, pages);
  return target;
}
