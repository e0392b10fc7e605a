/** What the Network Information API tells about the visitor's connection, where available. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether prefetching the pages a visitor might open next is worth its bytes: not when
 * they asked to save data, and not on a slow connection, where it would compete with what
 * they are reading now. Unknown connections (most browsers outside Chromium) prefetch.
 */
export function prefetchIsWorthIt(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}
