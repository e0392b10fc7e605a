/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveEditor } from './dev-server';
import { editorDir } from './write-admin';

describe('the development server’s editor', () => {
  const project = mkdtempSync(path.join(tmpdir(), 'dev-editor-'));
  const folder = editorDir(project);
  mkdirSync(path.join(folder, 'chunks'), { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(folder, 'chunks', 'chunk-A.js'), 'export {}');
  writeFileSync(path.join(project, 'secret.txt'), 'not the editor’s');
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  /** What the editor's handler does with a request for `address` below /admin/. */
  function answer(address: string): string {
    let handler: Parameters<Parameters<typeof serveEditor>[0]['use']>[1] | undefined;
    serveEditor({ use: (_path, given) => (handler = given) }, project);
    let sent = 'next';
    handler!(
      { path: address },
      { sendFile: (file) => (sent = path.relative(folder, file)) },
      () => undefined,
    );
    return sent;
  }

  it('serves its page and its files by their paths in its folder, the script’s chunks included', () => {
    expect(answer('/')).toBe('index.html');
    expect(answer('/chunks/chunk-A.js')).toBe(path.join('chunks', 'chunk-A.js'));
  });

  it('passes on what it does not hold, and nothing outside its folder', () => {
    expect(answer('/chunks/none.js')).toBe('next');
    expect(answer('/../../../secret.txt')).toBe('next');
  });
});
