export function startProductionServer(
  projectDir: string,
  options?: { port?: number },
): Promise<{ url: string; brotli: boolean; kind: 'nginx' | 'static'; close: () => Promise<void> }>;
