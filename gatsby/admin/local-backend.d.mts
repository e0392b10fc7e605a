export const DEFAULT_PROXY_PORT: number;
