export const DEFAULT_PROXY_PORT: number;
export function startCmsBackend(
  projectDir: string,
  options: { port: number; repoDir?: string },
): Promise<{ url: string; close: () => Promise<void> }>;
