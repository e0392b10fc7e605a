/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { base64Of, base64urlOf, bytesOfBase64, bytesOfBase64url } from './base64';

describe('base64', () => {
  it('gives back the bytes it was given, as base64 and as base64url', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(bytesOfBase64(base64Of(bytes))).toEqual(bytes);
        expect(bytesOfBase64url(base64urlOf(bytes))).toEqual(bytes);
      }),
    );
  });

  it('writes what Node writes, base64url without padding or characters an address reserves', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(base64Of(bytes)).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64urlOf(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
  });

  it('takes megabytes, which a single spread of them could not', () => {
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, at) => at % 251);
    const base64 = base64Of(bytes);
    expect(base64).toBe(Buffer.from(bytes).toString('base64'));
    expect(Buffer.from(bytesOfBase64(base64)).equals(bytes)).toBe(true);
  });

  it('reads base64 broken into lines, as GitHub sends it, and refuses what is not base64', () => {
    expect(bytesOfBase64('aGVs\nbG8=\n')).toEqual(new Uint8Array(Buffer.from('hello')));
    expect(() => bytesOfBase64('not base64!')).toThrow();
  });
});
