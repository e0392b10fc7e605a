export function findExecutable(tool: {
  variable: string;
  names: string[];
  fallbacks: string[];
}): string;
