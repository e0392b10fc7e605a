// Where a tool the scripts run is on this machine: the path an environment variable names,
// else the first of its usual names on PATH, else where Debian's package puts it (for a
// user whose PATH lacks /usr/sbin, say). Other systems: docs/TESTING.md#other-systems.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

function onPath(name: string): string | null {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, name);
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The tool's path: `process.env[variable]` when set (used as it is, even if missing, so a
 * wrong setting is reported rather than silently replaced), else the first of `names` on
 * PATH, else the first of `fallbacks` that exists, else the first fallback (reported missing).
 */
export interface ExecutableSearch {
  /** The environment variable that names the tool's path. */
  variable: string;
  /** Its usual names, looked for on PATH. */
  names: string[];
  /** Where packages put it, the first the one reported when none exists. */
  fallbacks: string[];
}

export function findExecutable({ variable, names, fallbacks }: ExecutableSearch): string {
  if (process.env[variable]) return process.env[variable];
  for (const name of names) {
    const found = onPath(name);
    if (found) return found;
  }
  return fallbacks.find((file) => existsSync(file)) ?? fallbacks[0];
}
