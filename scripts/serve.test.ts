/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const projectDir = path.resolve(__dirname, '..');

describe.each(['prod', 'cdn'])('npm run serve:%s', (name) => {
  it('fails with a message naming the port and how to choose another when the port is taken', async () => {
    const other = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    const { port } = other.address() as net.AddressInfo;
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', name], {
        cwd: projectDir,
        env: { ...process.env, PORT: String(port) },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stdout).not.toContain('Serving');
      expect(result.stderr).toContain(`Port ${port} is already in use`);
      expect(result.stderr).toContain(`PORT=${port + 1} npm run serve:${name}`);
    } finally {
      other.close();
    }
  });
});
