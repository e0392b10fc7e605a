// Modules the editor's bundle gets from the build (gatsby/admin/bundle.ts), read off the
// project when it is bundled: the browser cannot read src/ or locales/ itself.
declare module 'site:text-keys' {
  import type { TextKeyUse } from '../content/source';
  const textKeys: TextKeyUse[];
  export default textKeys;
}

declare module 'site:locales' {
  /** Every locale file: by language, then by file: `{ en: { common: {…}, … }, … }`. */
  const locales: Record<string, Record<string, unknown>>;
  export default locales;
}
