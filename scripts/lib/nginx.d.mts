export const NGINX: string;
export const BROTLI_MODULES: string[];
export function ensureNginx(): boolean;
export function writeNginxConfig(
  projectDir: string,
  port: number,
  publicDir?: string,
): Promise<{ prefix: string; brotli: boolean }>;
export function startNginx(
  projectDir: string,
  port: number,
  publicDir?: string,
): Promise<{ url: string; pid: number; brotli: boolean; close: () => Promise<void> }>;
