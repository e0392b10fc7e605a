export function startCmsBackend(
  projectDir: string,
  options: { port: number; repoDir?: string },
): Promise<{ url: string; close: () => Promise<void> }>;
