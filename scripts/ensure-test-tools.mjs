// What the browser suite needs from Debian: Chromium (never a browser a test tool
// downloads), nginx (the production server, with brotli if available) and Java (the Nu
// HTML Checker). Installs what is missing when running as root; otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import browserSettings from './lib/browser.cjs';
import { ensureNginx } from './lib/nginx.mjs';

const { chromiumPath } = browserSettings;
const isRoot = process.getuid?.() === 0;
const has = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const missing = [];
if (!existsSync(chromiumPath))
  missing.push(['chromium fonts-dejavu-core', `Chromium (${chromiumPath})`]);
if (!has('java')) missing.push(['default-jre-headless', 'Java, for the Nu HTML Checker']);

if (missing.length > 0) {
  if (!isRoot) {
    console.error(
      `Missing for the browser tests: ${missing.map(([, what]) => what).join(', ')}.\n` +
        `Install as root: sudo apt-get install -y ${missing.map(([packages]) => packages).join(' ')}\n` +
        '(CHROME_PATH may point at another Chromium binary.)',
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.map(([, what]) => what).join(', ')} from Debian…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.map(([p]) => p).join(' ')} >/dev/null`,
    {
      stdio: 'inherit',
    },
  );
}
// nginx: installed when possible; the suite falls back, loudly, to the static server if not.
ensureNginx();
