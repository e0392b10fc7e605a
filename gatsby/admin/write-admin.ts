// Writes the content editor into static/admin/ (ignored by git), from which Gatsby serves it
// at /admin/ in development and copies it into every build: Decap CMS bundled from its npm
// modules with what the site uses (./decap-bundle.ts; served from the site's own origin,
// never a third party's), the configuration written from the content model, the editor's
// own code and the page.
// Files are written only when they change, so an unchanged editor leaves no trace.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { cmsBackend } from './backend';
import { bundleEditor } from './bundle';
import { bundleDecap } from './decap-bundle';
import { decapConfig } from '../../src/admin/decap-config';
import { readEditorConfigInput } from './editor-config-input';

/** Where the editor is served, and the folder of static/ it is written to. */
export const ADMIN_PATH = '/admin/';
const ADMIN_DIR = `static${ADMIN_PATH}`;

async function writeIfChanged(file: string, content: string | Buffer) {
  written.add(path.basename(file));
  if (existsSync(file) && Buffer.from(content).equals(readFileSync(file))) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** The files of the present editor: whatever else is in its folder is left from an older one. */
const written = new Set<string>();

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

function adminPage(brandName: string) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor – ${escapeHtml(brandName)}</title>
    <script src="decap-cms.js"></script>
    <script type="module" src="editor.js"></script>
  </head>
  <body></body>
</html>
`;
}

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
  const target = path.join(projectDir, ADMIN_DIR);
  const backend = cmsBackend(portInUse(path.join(target, 'config.yml'), env));
  const input = await readEditorConfigInput(projectDir, backend);
  const config = decapConfig(input);
  const company = input.data['company.yaml'] as { brandName: string };
  await writeIfChanged(
    path.join(target, 'config.yml'),
    `# Written from the content model (src/content/schemas.ts) by src/admin/decap-config.ts: do not edit.\n${stringify(config, { lineWidth: 0 })}`,
  );
  await writeIfChanged(path.join(target, 'index.html'), adminPage(company.brandName));

  await writeIfChanged(path.join(target, 'decap-cms.js'), await bundleDecap(projectDir));
  await writeIfChanged(path.join(target, 'editor.js'), await bundleEditor(projectDir));
  for (const entry of await readdir(target))
    if (!written.has(entry)) await rm(path.join(target, entry), { recursive: true, force: true });
}
