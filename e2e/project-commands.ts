import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** What a project command printed, and how it ended. */
export interface CommandResult {
  status: number | null;
  output: string;
}

/**
 * Runs one of the project's own tools (`gatsby`, `tsx`, from its node_modules/.bin) in a copy
 * of the project, as CI would: no telemetry, no colours, at most five minutes (`timeout`).
 * `env` is the environment it starts from (the editor's copy passes its backend's settings).
 */
export function runInCopy(
  copy: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  timeout = 300_000,
): CommandResult {
  const result = spawnSync(path.join(root, 'node_modules/.bin', command), args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1' },
    timeout,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
