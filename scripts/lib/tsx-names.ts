// The scripts run under tsx, whose esbuild transform wraps named functions in `__name(…)`
// (esbuild's keepNames; tsx issue #113). A function sent to a browser as its source text (a
// Playwright init script or evaluation, Lighthouse's page functions) then calls a `__name`
// the page does not have: "ReferenceError: __name is not defined". These give pages one that
// returns what it is given, as esbuild's own helper does.

const NAME_SHIM = 'const __name = (target) => target';

/** An init script that gives a page's global scope `__name`. */
export const GLOBAL_NAME_SHIM = 'globalThis.__name ??= (target) => target;';

/**
 * Lighthouse's page preamble (`ExecutionContext._cachedNativesPreamble`) with a `__name`
 * (./lighthouse.ts); unchanged if it has one already.
 */
export const withNameShim = (preamble: string): string =>
  preamble.includes(NAME_SHIM) ? preamble : `${preamble};\n${NAME_SHIM}`;
