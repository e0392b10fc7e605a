export function filesBelow(
  folder: string,
  options?: { skip?: (folderPath: string) => boolean },
): Promise<string[]>;
