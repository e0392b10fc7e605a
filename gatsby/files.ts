import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `folder` (not the folders), as full paths in a stable order. */
export async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
