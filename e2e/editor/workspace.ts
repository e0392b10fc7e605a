// The project copy the editor's browser tests write through Decap: its files, its backend
// (the local content API), the editor's pages with their own security policy, and a browser that is
// signed in once. One per test file; the page objects beside it take its address from here.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { cmsBackend } from '../../gatsby/admin/backend';
import { editorDir, editorSiteDir, writeAdmin } from '../../gatsby/admin/write-admin';
import { adminHeaders, adminPolicy } from '../../gatsby/serving/rules';
import { fixtureRoot } from '../../jest/fixture';
import { startCmsBackend } from '../../scripts/lib/cms-backend';
import { PRIVATE_GIT_DIR } from '../../scripts/lib/local-store';
import { freeRestartablePort } from '../../scripts/lib/ports';
import { copyProject } from '../../scripts/lib/project-copy';
import { startStaticServer } from '../../scripts/lib/static-server';
import { runInCopy } from '../project-commands';

const root = path.resolve(__dirname, '../..');

class EditorWorkspace {
  /** The copy of the project (with the tests' own content) that the editor writes. */
  copy = '';
  /** The editor's address, `/admin/` of a static server with the editor's headers. */
  editorUrl = '';
  /** The browser's storage after signing in once: every test's browser starts from it. */
  readonly signedIn = path.join(tmpdir(), `editor-signed-in-${process.pid}.json`);
  /** The editor's backend settings: every build and validation of the copy writes them again. */
  private env: NodeJS.ProcessEnv = {};
  private backend?: Awaited<ReturnType<typeof startCmsBackend>>;
  private stops: Array<() => Promise<void>> = [];

  async start(browser: Browser, signIn: (page: import('@playwright/test').Page) => Promise<void>) {
    this.copy = copyProject(root, 'editor-', { content: fixtureRoot });
    this.env = {
      ...process.env,
      CMS_BACKEND: 'local',
      CMS_PROXY_PORT: String(await freeRestartablePort()),
    };
    await writeAdmin(this.copy, this.env);
    await this.startBackend();
    const headers = Object.fromEntries(
      adminHeaders(adminPolicy(cmsBackend(this.env).connectSources)),
    );
    const site = await startStaticServer(editorSiteDir(this.copy), { headers });
    this.stops.push(site.close);
    this.editorUrl = `${site.url}/admin/`;
    const context = await browser.newContext({ storageState: undefined });
    await signIn(await context.newPage());
    await context.storageState({ path: this.signedIn });
    await context.close();
  }

  async close() {
    await this.stopBackend();
    for (const stop of this.stops) await stop();
    rmSync(this.copy, { recursive: true, force: true });
    rmSync(this.signedIn, { force: true });
  }

  /**
   * Starts the editor's backend (the content API on the copy), with `settings` of its own
   * (`CMS_DRAFTS: 'on'`); a test stops it and starts it again.
   */
  startBackend = async (settings: Record<string, string> = {}) => {
    this.backend = await startCmsBackend(root, {
      port: Number(this.env.CMS_PROXY_PORT),
      repoDir: this.copy,
      env: settings,
    });
  };

  /** The drafts' branches of the copy (the content API keeps them in a repository of its own there). */
  draftBranches = () =>
    execFileSync(
      'git',
      [
        '--git-dir',
        path.join(this.copy, PRIVATE_GIT_DIR),
        'for-each-ref',
        '--format=%(refname:short)',
        'refs/heads/cms/',
      ],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean);

  stopBackend = async () => {
    await this.backend?.close();
    this.backend = undefined;
  };

  /** A file of the copy, as the backend last wrote it. */
  fileText = (file: string) => readFileSync(path.resolve(this.copy, file), 'utf8');

  /** Puts files back as a test found them, so each test starts from the project's content. */
  restore = (files: Record<string, string>) =>
    Object.entries(files).forEach(([file, text]) =>
      writeFileSync(path.join(this.copy, file), text),
    );

  /** Lines of `file` that differ from `before`, or its whole text when it has another number. */
  changedLines = (file: string, before: string) => {
    const [was, now] = [before.split('\n'), this.fileText(file).split('\n')];
    if (now.length !== was.length) return now;
    return now.filter((line, index) => line !== was[index]);
  };

  /** The picture files of a folder of data/images/, by name. */
  pictureFiles = (folder: string) =>
    readdirSync(path.join(this.copy, 'data/images', folder)).sort();

  /** The editor's configuration as the copy's build or `npm run cms` wrote it. */
  editorConfig = () => path.join(editorDir(this.copy), 'config.yml');

  /** One of the project's tools in the copy, with the editor's backend settings. */
  run = (command: string, args: string[]) => runInCopy(this.copy, command, args, this.env);

  /** The project's content check on the copy (what the build would say). */
  validate = () => this.run('tsx', [path.join(root, 'scripts/validate-content.ts')]);
}

export const workspace = new EditorWorkspace();
