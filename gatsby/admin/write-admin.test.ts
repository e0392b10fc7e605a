/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portInUse } from './write-admin';

describe('the local backend port a written editor keeps', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'admin-'));
  const config = path.join(folder, 'config.yml');
  writeFileSync(
    config,
    'backend:\n  name: proxy\n  proxy_url: http://127.0.0.1:8382/api/v1\n  branch: main\n',
  );
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is the running editor’s when the environment names no port', () => {
    expect(portInUse(config, {}).CMS_PROXY_PORT).toBe('8382');
    expect(portInUse(config, { CMS_BACKEND: 'local' }).CMS_PROXY_PORT).toBe('8382');
  });

  it('is the environment’s when it names one (npm run cms, the tests)', () => {
    expect(portInUse(config, { CMS_PROXY_PORT: '9000' }).CMS_PROXY_PORT).toBe('9000');
  });

  it('is not invented for another backend, or when no editor was written yet', () => {
    expect(portInUse(config, { CMS_BACKEND: 'github' }).CMS_PROXY_PORT).toBeUndefined();
    expect(portInUse(path.join(folder, 'none.yml'), {}).CMS_PROXY_PORT).toBeUndefined();
  });
});
