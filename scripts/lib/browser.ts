// How every script and test starts Chromium: the system's own build, never one a test tool
// downloads, with the background services off (this machine has no network beyond
// localhost). CHROME_PATH names it; otherwise Chromium (or Chrome) on PATH, or Debian's.
import { findExecutable } from './executables';

export const chromiumPath = findExecutable({
  variable: 'CHROME_PATH',
  names: ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'],
  fallbacks: [
    '/usr/bin/chromium',
    // macOS: `brew install --cask chromium`, or Google Chrome.
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
});

export const launchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
