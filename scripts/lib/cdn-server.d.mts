export const COMPATIBILITY_DATE: string;
export function startCdnServer(
  projectDir: string,
  options?: { port?: number; publicDir?: string },
): Promise<{ url: string; brotli: boolean; kind: 'cdn'; close: () => Promise<void> }>;
