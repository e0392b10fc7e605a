// How every script and test starts Chromium: Debian's own build, never a downloaded one,
// with the background services off (this machine has no network beyond localhost).
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

const launchOptions = {
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

module.exports = { chromiumPath, launchOptions };
