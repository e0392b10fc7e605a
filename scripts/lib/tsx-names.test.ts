/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { GLOBAL_NAME_SHIM, withNameShim } from './tsx-names';

describe('page functions under tsx (./tsx-names.ts)', () => {
  it('Lighthouse still writes its preamble before every function it evaluates in a page', () => {
    // Lighthouse is ESM, which these tests do not load: its source is read instead.
    const source = readFileSync(
      require.resolve('lighthouse/core/gather/driver/execution-context.js'),
      'utf8',
    );
    const evaluateInContext = source.slice(source.indexOf('async _evaluateInContext('));
    expect(evaluateInContext.slice(0, 1500)).toContain(
      '${ExecutionContext._cachedNativesPreamble}',
    );
    expect(source).toContain('static _cachedNativesPreamble = [');
  });

  it('gives those functions a `__name` that does nothing, once', () => {
    const preamble = withNameShim(withNameShim('const Promise = globalThis.Promise'));
    expect(preamble.match(/const __name/g)).toHaveLength(1);
    // A page function as tsx hands it over: its inner named function wrapped in __name.
    const pageFunction =
      'function index() { const inner = __name(() => 42, "inner"); return inner(); }';
    const run = `(function () { ${preamble}; return (${pageFunction})(); })()`;
    expect(vm.runInNewContext(run, { globalThis: {} })).toBe(42);
    expect(() => vm.runInNewContext(`(${pageFunction})()`)).toThrow('__name is not defined');
  });

  it('gives the global scope of a page a `__name` for the functions sent to it', () => {
    const page = vm.createContext({});
    vm.runInContext(GLOBAL_NAME_SHIM, page);
    const probe =
      'function probe() { function inner() { return 7; } __name(inner, "inner"); return inner(); }';
    expect(vm.runInContext(`(${probe})()`, page)).toBe(7);
  });
});
