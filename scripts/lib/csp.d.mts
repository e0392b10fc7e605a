export function contentSecurityPolicy(projectDir: string): Promise<string>;
export function inlineScriptHashes(publicDir: string): Promise<string[]>;
export function mapsOrigin(projectDir: string): Promise<string | null>;
