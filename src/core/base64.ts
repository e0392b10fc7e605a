// Bytes as base64 and back, one way for the editor's page and the host's functions alike
// (pictures sent to the content API, GitHub's blobs, the App's key, session cookies), over the
// web-standard btoa and atob, which speak text of one byte a character.

/** Bytes as base64 (RFC 4648 §4), read in slices: spreading megabytes at once overflows the stack. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/**
 * Base64's bytes. atob skips ASCII white space (GitHub breaks its base64 into lines) and
 * throws on anything else that is not base64.
 */
export const bytesOfBase64 = (text: string): Uint8Array =>
  Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

/** Bytes as base64url without padding (RFC 4648 §5): safe in a cookie or an address. */
export const base64urlOf = (bytes: Uint8Array): string =>
  base64Of(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Base64url's bytes; throws on text that is not base64url. */
export const bytesOfBase64url = (text: string): Uint8Array =>
  bytesOfBase64(text.replace(/-/g, '+').replace(/_/g, '/'));
