export function htmlFiles(folder: string): Promise<string[]>;
