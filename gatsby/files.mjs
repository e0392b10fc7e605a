// The one folder walker of the build and its tools (the pages, the compressed copies, the
// source files the content check reads, the HTML checker's pages). Plain JavaScript, so the
// Node scripts share it with the build.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file below `folder`, as full paths. `skip(folderPath)` leaves a folder out with
 * everything in it.
 */
export async function filesBelow(folder, { skip = () => false } = {}) {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return skip(full) ? [] : filesBelow(full, { skip });
      return [full];
    }),
  );
  return nested.flat();
}
