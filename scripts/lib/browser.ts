// How every script and test starts Chromium: the system's own build, never one a test tool
// downloads, with the background services off (this machine has no network beyond
// localhost). CHROME_PATH names it; otherwise Chromium (or Chrome) on PATH, or Debian's.
import { existsSync } from 'node:fs';
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

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the same version as its
 * Chromium): the same engine without the browser's own layer around each page. The browser
 * suite ran in about three quarters of the time with it (0.73 alternated in one session, 0.76
 * in CI; stop 78, docs/results/test-time.md).
 * It lacks what belongs to that layer, the back/forward cache first, so the tests of a
 * visitor's browser features (e2e/tab-browser.ts), the benchmarks and the screenshots use
 * the full Chromium.
 */
export const headlessShellPath = findExecutable({
  variable: 'CHROME_HEADLESS_SHELL_PATH',
  names: ['chromium-headless-shell'],
  fallbacks: ['/usr/bin/chromium-headless-shell'],
});

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The full Chromium, as a visitor's browser: benchmarks, screenshots, browser features. */
export const launchOptions = { executablePath: chromiumPath, headless: true, args };

/** The browser suite's: the headless shell where it is installed, else the full Chromium. */
export const testLaunchOptions = {
  ...launchOptions,
  executablePath: existsSync(headlessShellPath) ? headlessShellPath : chromiumPath,
};
