// npm run test:busy -- [jest's arguments] — the unit tests on a busy machine: LOAD (default 8)
// processes each keep a core busy while Jest runs, so that a test whose time limit holds only on
// an idle machine fails here, not in CI on a day the machine is shared. Jest's own timing
// goes in its report; the load is what `uptime` shows meanwhile.
import { spawn } from 'node:child_process';

const load = Number(process.env.LOAD ?? 8);
const busy = Array.from({ length: load }, () =>
  spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }),
);
const jest = spawn('npx', ['jest', ...process.argv.slice(2)], { stdio: 'inherit' });
jest.on('exit', (code) => {
  for (const child of busy) child.kill();
  process.exit(code ?? 1);
});
