/**
 * localStorage access that never throws: private browsing, disabled cookies or a full
 * quota make the browser throw on any access, and a preference is never worth a crash.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The choice still applies to this page view; it just is not remembered.
  }
}
