export const contentTypes: Record<string, string>;
export const textExtensions: string[];
export const cdnRuleFiles: string[];
export function contentTypeOf(fileName: string): string | undefined;
