/** A temporary copy of the project at `root` (node_modules shared); returns its folder. */
export function copyProject(root: string, prefix?: string): string;
