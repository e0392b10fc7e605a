// What to install, said once for every script that finds a tool missing: Debian's packages
// (installed by the scripts themselves when run as root), or Homebrew's on macOS.
export type Tool = 'chromium' | 'headless-shell' | 'java' | 'nginx' | 'poppler';

const debian: Record<Tool, string> = {
  chromium: 'chromium fonts-dejavu-core',
  'headless-shell': 'chromium-headless-shell',
  java: 'default-jre-headless',
  nginx: 'nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static',
  poppler: 'poppler-utils',
};
// Homebrew has no headless shell of Chromium; the tests use the full one there.
const macos: Partial<Record<Tool, string>> = {
  chromium: '--cask chromium',
  java: 'openjdk',
  nginx: 'nginx',
  poppler: 'poppler',
};

/** Debian's packages of `tools`, for apt-get install. */
export const debianPackages = (tools: Tool[]) => tools.map((tool) => debian[tool]).join(' ');

/** The command that installs `tools` on this system. */
export function installCommand(tools: Tool[]): string {
  if (process.platform === 'darwin')
    return tools
      .flatMap((tool) => (macos[tool] ? [`brew install ${macos[tool]}`] : []))
      .join(' && ');
  return `sudo apt-get install -y ${debianPackages(tools)}`;
}
