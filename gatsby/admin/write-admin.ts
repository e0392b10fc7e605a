// Writes the content editor into the build's cache (.cache/editor/admin/), never into the
// source tree: the development server serves it at /admin/ (./dev-server.ts) and every build
// copies it into public/admin/ (../post-build.ts): the editor's script, the site's editor code
// and Decap CMS from its npm modules with what the site uses, in chunks (./bundle.ts; served
// from the site's own origin, never a third party's), the configuration written from the
// content model, and the page.
// Files are written only when they change, so an unchanged editor leaves no trace.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { type CmsBackend, cmsBackend } from './backend';
import { EDITOR_ENTRY, bundleEditor } from './bundle';
import { decapConfig } from './decap-config';
import { EDITOR_LOGO_FILE, editorLogo } from './editor-logo';
import { SIGN_IN_ON_SITE, configAsGiven } from '../../src/admin/publishing/site-session';
import { decapConfigFindings } from './decap-config-check';
import { CONTENT_API_META } from '../../src/admin/publishing/content-api';
import { readEditorConfigInput } from './editor-config-input';
import { ADMIN_PATH } from '../../src/core/routes';
import { type EditorLanguage, editorLanguages } from '../../src/core/editor-language';
import { configFileOf } from '../../src/admin/forms/form-names';

export { ADMIN_PATH };

/** A folder that holds the editor at ADMIN_PATH, as a site's root does: serve it to try one. */
export const editorSiteDir = (projectDir: string) => path.join(projectDir, '.cache', 'editor');

/** Where the editor's files are written. */
export const editorDir = (projectDir: string) => path.join(editorSiteDir(projectDir), ADMIN_PATH);

async function writeIfChanged(file: string, content: string | Buffer) {
  written.add(file);
  if (existsSync(file) && Buffer.from(content).equals(readFileSync(file))) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** The files of the present editor (paths): whatever else is in its folder is left from an older one. */
const written = new Set<string>();

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** An editor's page: not for search engines, in English (the editor's language). */
const page = (title: string, head: string[], body: string) => `<!doctype html>
<html lang="en">
  <head>
${[
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  '<meta name="robots" content="noindex, nofollow" />',
  `<title>${escapeHtml(title)}</title>`,
  ...head,
]
  .map((line) => `    ${line}\n`)
  .join('')}  </head>
  ${body}
</html>
`;

const adminPage = (brandName: string, backend: CmsBackend, preload: string[]) =>
  page(
    `Content editor – ${brandName}`,
    [
      ...(backend.signInOnSite
        ? [`<meta name="${SIGN_IN_ON_SITE}" content="${backend.signInOnSite}" />`]
        : []),
      ...(backend.config.proxy_url
        ? [`<meta name="${CONTENT_API_META}" content="${escapeHtml(backend.config.proxy_url)}" />`]
        : []),
      // The brand's mark for the tab, instead of the browser asking the site for /favicon.ico.
      `<link rel="icon" href="${EDITOR_LOGO_FILE}" type="image/svg+xml" />`,
      `<script type="module" src="${EDITOR_ENTRY}"></script>`,
      // The chunks the script imports at once, requested beside it rather than after it.
      ...preload.map((chunk) => `<link rel="modulepreload" href="${escapeHtml(chunk)}" />`),
    ],
    '<body></body>',
  );

/**
 * /admin/ of a build for a host whose editor has nowhere to save yet: what the operator sets,
 * instead of a login that cannot work. Plain HTML; the editor's scripts are not written.
 */
const notSetUpPage = (brandName: string) =>
  page(
    `Editing is not set up yet – ${brandName}`,
    ['<meta name="color-scheme" content="light dark" />'],
    `<body style="font: 1.0625rem/1.55 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1.25rem">
    <main>
      <h1>Editing is not set up yet</h1>
      <p>This is where the site’s content editor will be. It cannot save anything yet: the site’s host has not been told where the content lives or how editors sign in.</p>
      <p>The person who runs the site sets, in the host’s settings for builds:</p>
      <ul>
        <li><code>CMS_BACKEND=github</code> and <code>CMS_REPO</code>, the site’s repository as <code>owner/name</code>;</li>
        <li>for the site’s content gateway, which alone writes to the repository: <code>GITHUB_APP_ID</code>, <code>GITHUB_APP_INSTALLATION_ID</code> and <code>GITHUB_APP_PRIVATE_KEY</code> of a GitHub App installed on that repository alone, and <code>SESSION_SECRET</code>;</li>
        <li>on Cloudflare Pages: a Cloudflare Access application for <code>/admin/</code> and <code>/api/</code>, named by <code>ACCESS_TEAM_DOMAIN</code> and <code>ACCESS_AUD</code>, so staff sign in with their company account or a code by e-mail;</li>
        <li>on another host: <code>CMS_SIGN_IN</code> (<code>access</code> or <code>github</code>), with <code>/api/</code> and <code>/oauth/</code> sent on to the editor’s Worker.</li>
      </ul>
      <p>Then the site is built again. The steps in full are in the site’s repository: <code>docs/DEPLOYING.md</code>, section “Switch editing on”.</p>
    </main>
  </body>`,
  );

/**
 * The local backend's port that the editor already written here names, when `env` names
 * none: a build started beside a running `npm run cms` (on CMS_PROXY_PORT=8382, say) must
 * not point that editor at another port, which would leave it a blank page at its next load.
 */
export function portInUse(configFile: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if ((env.CMS_BACKEND ?? 'local') !== 'local' || env.CMS_PROXY_PORT || !existsSync(configFile))
    return env;
  const written = parse(readFileSync(configFile, 'utf8')) as { backend?: { proxy_url?: string } };
  const port = URL.canParse(written?.backend?.proxy_url ?? '')
    ? new URL(written.backend!.proxy_url!).port
    : '';
  return port ? { ...env, CMS_PROXY_PORT: port } : env;
}

export async function writeAdmin(projectDir: string, env: NodeJS.ProcessEnv = process.env) {
  written.clear();
  const target = editorDir(projectDir);
  await mkdir(target, { recursive: true });
  const backend = cmsBackend(portInUse(path.join(target, 'config.yml'), env));
  const input = await readEditorConfigInput(projectDir, backend);
  const company = input.data['company.yaml'] as { brandName: string };
  if (backend.name === 'none') {
    await writeIfChanged(path.join(target, 'index.html'), notSetUpPage(company.brandName));
    return removeOthers(target);
  }
  for (const language of editorLanguages) {
    const config = decapConfig(input, language);
    await refuseWhatDecapWould(projectDir, config, language);
    await writeIfChanged(
      path.join(target, configFileOf(language)),
      `# Written from the content model (src/content/schemas.ts) by gatsby/admin/decap-config.ts: do not edit.\n${stringify(config, { lineWidth: 0 })}`,
    );
  }
  const script = await bundleEditor(projectDir);
  for (const { name, text } of script.files) await writeIfChanged(path.join(target, name), text);
  await writeIfChanged(
    path.join(target, 'index.html'),
    adminPage(company.brandName, backend, script.preload),
  );
  await writeIfChanged(path.join(target, EDITOR_LOGO_FILE), editorLogo(company.brandName));
  await removeOthers(target);
}

/**
 * Fails the build where Decap would stop the editor's page at its start ("Error loading the
 * CMS configuration"): the configuration as the page gives it to Decap, with drafts on and off,
 * judged by Decap's own check (./decap-config-check.ts), which the page no longer runs.
 */
async function refuseWhatDecapWould(
  projectDir: string,
  config: ReturnType<typeof decapConfig>,
  language: EditorLanguage,
) {
  for (const drafts of [false, true]) {
    const given = configAsGiven(config, { locale: language, drafts });
    const findings = await decapConfigFindings(projectDir, given);
    if (findings.length > 0)
      throw new Error(
        `Decap refuses the editor's configuration (${configFileOf(language)}, drafts ${drafts ? 'on' : 'off'}), as gatsby/admin/decap-config.ts writes it:\n${findings.join('\n')}`,
      );
  }
}

/** Removes what the present editor did not write (an older editor's chunks), and emptied folders. */
async function removeOthers(folder: string) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (written.has(file)) continue;
    if (!entry.isDirectory()) await rm(file, { force: true });
    else {
      await removeOthers(file);
      if ((await readdir(file)).length === 0) await rmdir(file);
    }
  }
}
