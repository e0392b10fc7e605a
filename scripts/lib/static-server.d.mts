export function startStaticServer(
  root: string,
  options?: { port?: number; host?: string },
): Promise<{ url: string; close: () => Promise<void> }>;
