export const COMPRESSIBLE: RegExp;
export const MIN_BYTES: number;
export function precompress(
  folder: string,
  only?: string[],
  options?: { except?: string[] },
): Promise<void>;
