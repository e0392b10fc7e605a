export function startProductionServer(
  projectDir: string,
  options?: { port?: number; publicDir?: string },
): Promise<{
  url: string;
  brotli: boolean;
  kind: 'nginx' | 'static';
  /** nginx's master process (not set for the static server). */
  pid?: number;
  close: () => Promise<void>;
}>;
