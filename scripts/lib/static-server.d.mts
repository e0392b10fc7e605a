export function startStaticServer(
  root: string,
  options?: { port?: number; host?: string; headers?: Record<string, string> },
): Promise<{ url: string; close: () => Promise<void> }>;
