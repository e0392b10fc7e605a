export function startProductionServer(
  projectDir: string,
  options?: { port?: number; publicDir?: string },
): Promise<{ url: string; brotli: boolean; kind: 'nginx' | 'static'; close: () => Promise<void> }>;
