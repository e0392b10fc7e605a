/**
 * @jest-environment node
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findExecutable } from './executables';
import { installCommand } from './install-hints';

const saved = { ...process.env };
let bin: string;
beforeEach(() => {
  bin = mkdtempSync(path.join(tmpdir(), 'bin-'));
});
afterEach(() => {
  process.env = { ...saved };
  rmSync(bin, { recursive: true, force: true });
});

const tool = { variable: 'TOOL_PATH', names: ['tool', 'tool-alt'], fallbacks: ['/no/such/tool'] };
const program = (name: string) => {
  const file = path.join(bin, name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, 0o755);
  return file;
};

describe('findExecutable', () => {
  it('takes the path the variable names, even one that does not exist', () => {
    process.env.TOOL_PATH = '/opt/tool/bin/tool';
    process.env.PATH = bin;
    program('tool');
    expect(findExecutable(tool)).toBe('/opt/tool/bin/tool');
  });

  it('else finds the first of its names on PATH', () => {
    delete process.env.TOOL_PATH;
    process.env.PATH = ['/no/such/folder', bin].join(path.delimiter);
    const alt = program('tool-alt');
    expect(findExecutable(tool)).toBe(alt);
    const first = program('tool');
    expect(findExecutable(tool)).toBe(first);
  });

  it('else the first fallback that exists, or the first one to report as missing', () => {
    delete process.env.TOOL_PATH;
    process.env.PATH = '/no/such/folder';
    const installed = program('installed');
    expect(findExecutable({ ...tool, fallbacks: ['/no/such/tool', installed] })).toBe(installed);
    expect(findExecutable(tool)).toBe('/no/such/tool');
  });
});

describe('installCommand', () => {
  it("names Debian's packages here", () => {
    expect(installCommand(['nginx', 'java'])).toBe(
      'sudo apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static default-jre-headless',
    );
  });

  it('on macOS, leaves out what Homebrew has no package of (the headless shell)', () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { value: 'darwin' });
    try {
      expect(installCommand(['chromium', 'headless-shell', 'nginx'])).toBe(
        'brew install --cask chromium && brew install nginx',
      );
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
  });
});
