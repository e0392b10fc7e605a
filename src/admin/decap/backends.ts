// A backend of the editor's own is a class around one of Decap's, registered with Decap's
// documented CMS.registerBackend: Decap makes it with `new`, it makes Decap's backend
// inside with the same arguments, and it answers every call of Decap's backend interface
// (decap-cms-lib-util's Implementation) by passing it on, except the calls it extends.
// Nothing of Decap's backend is changed in place. Decap names the methods it calls in its
// core (backend.ts), some of them optional (`implementation.allEntriesByFolder?.()`): the
// methods passed on are exactly those Decap's backend has. Test: "around(): passes on every
// method of the backend…" (./backends.test.ts), and every editor browser test, which
// publishes through it.
import type { BackendImplementation } from './types';

type Methods = Record<string, (...args: unknown[]) => unknown>;

/** The names of the methods `backend` has, its own and its classes'. */
function methodNames(backend: object): string[] {
  const names = new Set<string>();
  for (
    let level = backend;
    level && level !== Object.prototype;
    level = Object.getPrototypeOf(level)
  )
    for (const name of Object.getOwnPropertyNames(level))
      if (name !== 'constructor' && typeof (backend as Methods)[name] === 'function')
        names.add(name);
  return [...names];
}

/** A backend that is `inner` with some of its methods in `extended`'s place. */
class BackendAround {
  constructor(inner: BackendImplementation, extended: Partial<BackendImplementation>) {
    const own = this as unknown as Methods;
    const from = inner as unknown as Methods;
    for (const name of methodNames(inner)) own[name] = (...args) => from[name].apply(inner, args);
    for (const [name, method] of Object.entries(extended)) own[name] = method as Methods[string];
  }
}

/**
 * `inner` with the methods of `extended` in place of its own; every other method goes to
 * `inner`, which is left as it is.
 */
export const around = (
  inner: BackendImplementation,
  extended: Partial<BackendImplementation>,
): BackendImplementation => new BackendAround(inner, extended) as unknown as BackendImplementation;

/**
 * Registers `name`: Decap's backend `base` with `extend` around it. `made` hears each
 * backend Decap makes (the editor keeps the one it works with).
 */
export function registerBackendAround(
  name: string,
  base: string,
  extend: (inner: BackendImplementation) => BackendImplementation,
  made: (backend: BackendImplementation) => void = () => undefined,
) {
  const decapBackend = window.CMS.getBackend(base);
  if (!decapBackend) throw new Error(`Decap CMS has no backend named ${base}`);
  class Extended {
    constructor(...args: unknown[]) {
      const backend = extend(decapBackend!.init(...args));
      made(backend);
      // A constructor that returns an object makes `new` give that object.
      return backend;
    }
  }
  window.CMS.registerBackend(name, Extended as unknown as new (...args: unknown[]) => object);
}
