export type Tool = 'chromium' | 'java' | 'nginx';
export function debianPackages(tools: Tool[]): string;
export function installCommand(tools: Tool[]): string;
