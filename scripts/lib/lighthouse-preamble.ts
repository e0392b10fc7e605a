/** The shim: a `__name` that returns what it is given, as esbuild's own helper does. */
const NAME_SHIM = 'const __name = (target) => target';

/**
 * Lighthouse's page preamble (`ExecutionContext._cachedNativesPreamble`) with a `__name` for
 * page functions transformed by tsx (see ./lighthouse.ts); unchanged if it has one already.
 */
export const withNameShim = (preamble: string): string =>
  preamble.includes(NAME_SHIM) ? preamble : `${preamble};\n${NAME_SHIM}`;
