import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136+): every function of a script marked with it is
 * compiled while the script streams in, on a background thread. Without it, each function
 * the page calls while hydrating is compiled on the main thread at its first call: about
 * 60 ms of the main thread after the first paint here, on a laptop. Nearly every function
 * of the site's chunks runs at start, so whole files are marked. Other browsers ignore
 * the comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line; it must come before anything else. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/** The script's source map, moved down one line to match the added first line. */
export function sourceMapWithCompileHint(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string; x_compileHint?: boolean };
  if (parsed.x_compileHint) return map;
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}`, x_compileHint: true });
}

/** Marks the build's scripts (webpack's chunks in public/) and their source maps. */
export async function addCompileHints(publicDir: string): Promise<void> {
  const scripts = (await readdir(publicDir)).filter((name) => name.endsWith('.js'));
  await Promise.all(
    scripts.map(async (name) => {
      const file = path.join(publicDir, name);
      await writeFile(file, withCompileHint(await readFile(file, 'utf8')));
      const map = await readFile(`${file}.map`, 'utf8').catch(() => null);
      if (map !== null) await writeFile(`${file}.map`, sourceMapWithCompileHint(map));
    }),
  );
}
