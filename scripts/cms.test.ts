/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const projectDir = path.resolve(__dirname, '..');

async function occupiedPort() {
  const other = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => other.once('listening', resolve));
  return { other, port: (other.address() as net.AddressInfo).port };
}

describe('npm run cms', () => {
  it.each(['PORT', 'CMS_PROXY_PORT'])(
    'stops before starting anything when %s is taken, naming the port and how to choose another',
    async (variable) => {
      const { other, port } = await occupiedPort();
      try {
        const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/cms.ts'], {
          cwd: projectDir,
          env: { ...process.env, [variable]: String(port) },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(result.status).toBe(1);
        expect(result.stdout).not.toContain('Content editor:');
        expect(result.stderr).toContain(`Port ${port} is already in use`);
        expect(result.stderr).toContain(`${variable}=${port + 1} npm run cms`);
      } finally {
        other.close();
      }
    },
  );
});
