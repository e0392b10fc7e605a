// Writes the content editor into static/admin/ (ignored by git), from which Gatsby serves it
// at /admin/ in development and copies it into every build: Decap CMS's ready-built bundle
// from the decap-cms package (served from the site's own origin, never a third party's),
// the configuration written from the content model, the site's file formats and the page.
// Files are written only when they change, so an unchanged editor leaves no trace.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { cmsBackend } from './backend';
import { decapConfig } from './decap-config';

/** Where the editor is served, and the folder of static/ it is written to. */
export const ADMIN_PATH = '/admin/';
const ADMIN_DIR = `static${ADMIN_PATH}`;

async function writeIfChanged(file: string, content: string | Buffer) {
  if (existsSync(file) && Buffer.from(content).equals(readFileSync(file))) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** Decap's bundle, the chunks it loads on demand and their WebAssembly (no source maps). */
const bundleFile = /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$|\.wasm$/;

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
    <script src="manual-init.js"></script>
    <script src="decap-cms.js"></script>
    <script type="module" src="editor.js"></script>
  </head>
  <body></body>
</html>
`;
}

export async function writeAdmin(projectDir: string, env: NodeJS.ProcessEnv = process.env) {
  const target = path.join(projectDir, ADMIN_DIR);
  const modules = path.join(projectDir, 'node_modules');
  const company = parse(await readFile(path.join(projectDir, 'data/company.yaml'), 'utf8'));
  const config = decapConfig(projectDir, cmsBackend(env));
  await writeIfChanged(
    path.join(target, 'config.yml'),
    `# Written from the content model (gatsby/content/schemas.ts) by gatsby/admin/: do not edit.\n${stringify(config, { lineWidth: 0 })}`,
  );
  await writeIfChanged(path.join(target, 'index.html'), adminPage(company.brandName));

  const source = path.join(projectDir, 'src/admin');
  for (const file of ['manual-init.js', 'editor.js'])
    await writeIfChanged(path.join(target, file), await readFile(path.join(source, file)));
  // The formats import `yaml` by its package name (Node, the tests); the browser gets the
  // package's own browser build beside them.
  const formats = await readFile(path.join(source, 'formats.mjs'), 'utf8');
  const forBrowser = formats.replace("from 'yaml';", "from './yaml/index.js';");
  if (forBrowser === formats) throw new Error("src/admin/formats.mjs no longer imports 'yaml'");
  await writeIfChanged(path.join(target, 'formats.js'), forBrowser);
  await copyTree(path.join(modules, 'yaml/browser/dist'), path.join(target, 'yaml'));

  const dist = path.join(modules, 'decap-cms/dist');
  for (const file of (await readdir(dist)).filter((name) => bundleFile.test(name))) {
    const to = path.join(target, file);
    // The bundle is 5 MB: copied when its size says it changed (a new decap-cms version).
    const from = path.join(dist, file);
    if (!existsSync(to) || statSync(to).size !== statSync(from).size) await copyFile(from, to);
  }
}

async function copyTree(from: string, to: string) {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) await copyTree(source, target);
    else if (entry.name.endsWith('.js')) await writeIfChanged(target, await readFile(source));
  }
}
