// The browser tests use Debian's Chromium, never a browser a test tool downloads.
// Installs it when it is missing and we may (root); otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import browser from './lib/browser.cjs';

const { chromiumPath } = browser;

if (!existsSync(chromiumPath)) {
  if (process.getuid?.() === 0) {
    console.log(`Chromium is not at ${chromiumPath}; installing Debian's chromium package…`);
    execSync('apt-get update -qq && apt-get install -y -qq chromium fonts-dejavu-core', {
      stdio: 'inherit',
    });
  } else {
    console.error(
      `Chromium is not at ${chromiumPath}. Install Debian's package as root:\n` +
        '  sudo apt-get install -y chromium\n' +
        'or point CHROME_PATH at a Chromium binary.',
    );
    process.exit(1);
  }
}
