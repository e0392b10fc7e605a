// Plain JavaScript, so the post-build step and the Node scripts (CSP, benchmark) share it.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every .html file below `folder`. */
export async function htmlFiles(folder) {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return entry.name.endsWith('.html') ? [full] : [];
    }),
  );
  return nested.flat();
}
