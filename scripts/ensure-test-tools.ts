// What the browser suite needs from the system: Chromium (never a browser a test tool
// downloads; its headless shell too where Debian has it, which runs the suite in about three
// quarters of the time), nginx (the production server, with brotli if available), Java (the
// Nu HTML Checker) and poppler's tools (pdfinfo, pdffonts, pdftotext: the terms' PDFs checked
// by a reader that is not their writer). Installs Debian's packages of what is missing when
// running as root on Debian; otherwise says what to install (scripts/lib/install-hints.ts).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as browserSettings from './lib/browser';
import { type Tool, debianPackages, installCommand } from './lib/install-hints';
import { NGINX, ensureNginx } from './lib/nginx';

const { chromiumPath, headlessShellPath } = browserSettings;
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
const has = (command: string) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const missing: Array<[Tool, string]> = [];
if (!existsSync(chromiumPath))
  missing.push(['chromium', `Chromium (${chromiumPath}; CHROME_PATH names another)`]);
if (!has('java')) missing.push(['java', 'Java, for the Nu HTML Checker']);
if (!has('pdfinfo')) missing.push(['poppler', "poppler's PDF tools, to read the terms' PDFs"]);

// Not needed, only faster: without it the tests run in the full Chromium.
const faster: Array<[Tool, string]> =
  process.platform === 'linux' && !existsSync(headlessShellPath)
    ? [['headless-shell', "Chromium's headless shell"]]
    : [];

const aptInstall = (tools: Array<[Tool, string]>) => {
  console.log(`Installing ${tools.map(([, what]) => what).join(', ')} from Debian…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackages(tools.map(([tool]) => tool))} >/dev/null`,
    { stdio: 'inherit' },
  );
};

if (missing.length > 0) {
  if (!canInstall) {
    console.error(
      `Missing for the browser tests: ${missing.map(([, what]) => what).join(', ')}.\n` +
        `Install: ${installCommand([...missing, ...faster].map(([tool]) => tool))}`,
    );
    process.exit(1);
  }
  aptInstall(missing);
}
if (faster.length > 0) {
  let installed = false;
  if (canInstall)
    try {
      aptInstall(faster);
      installed = true;
    } catch {
      // Said below: the suite runs as well in the full Chromium.
    }
  if (!installed)
    console.warn(
      `The browser tests run in the full Chromium; its headless shell runs them in about three\n` +
        `quarters of the time. Install: ${installCommand(['headless-shell'])}`,
    );
}
// nginx: installed when possible; the suite falls back, loudly, to the static server if not.
if (!ensureNginx())
  console.warn(
    `nginx (${NGINX}; NGINX_PATH names another) is missing: the tests run on a plain static server\n` +
      `without the site's headers, and the serving tests fail. Install: ${installCommand(['nginx'])}`,
  );
