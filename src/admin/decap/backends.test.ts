import { around, registerBackendAround } from './backends';
import type { BackendImplementation } from './types';

/** A backend as Decap's are: a class whose methods use its own state through `this`. */
class FakeDecapBackend {
  calls: string[] = [];
  constructor(readonly config: unknown) {}
  async getEntry(path: string) {
    this.calls.push(`getEntry ${path}`);
    return { file: { path }, data: `text of ${path}` };
  }
  async persistEntry() {
    this.calls.push('persistEntry');
  }
  unpublishedEntries() {
    return Promise.resolve(['from', this.calls.length]);
  }
}

const decapBackend = (config: unknown = {}) =>
  new FakeDecapBackend(config) as unknown as BackendImplementation & FakeDecapBackend;

describe('around(): a backend of our own around one of Decap’s', () => {
  it('passes on every method of the backend, its class’s too, with the backend as `this`', async () => {
    const inner = decapBackend();
    const outer = around(inner, {}) as unknown as FakeDecapBackend;
    await expect(outer.getEntry('data/hubs.yaml')).resolves.toEqual({
      file: { path: 'data/hubs.yaml' },
      data: 'text of data/hubs.yaml',
    });
    await expect(outer.unpublishedEntries()).resolves.toEqual(['from', 1]);
    expect(inner.calls).toEqual(['getEntry data/hubs.yaml']);
  });

  it('answers the extended methods itself and leaves Decap’s backend as it was', async () => {
    const inner = decapBackend();
    const before = Object.getOwnPropertyNames(inner);
    const outer = around(inner, {
      async persistEntry() {
        inner.calls.push('checked first');
        await inner.persistEntry({ dataFiles: [], assets: [] }, {});
      },
    });
    await outer.persistEntry({ dataFiles: [], assets: [] }, {});
    expect(inner.calls).toEqual(['checked first', 'persistEntry']);
    expect(Object.getOwnPropertyNames(inner)).toEqual(before);
    expect(Object.hasOwn(inner, 'persistEntry')).toBe(false);
  });
});

describe('registerBackendAround()', () => {
  it('registers a class whose `new` makes Decap’s backend with the same arguments, extended', () => {
    const registered = new Map<string, new (...args: unknown[]) => object>();
    const made: BackendImplementation[] = [];
    window.CMS = {
      getBackend: (name: string) =>
        name === 'proxy' ? { init: (config: unknown) => decapBackend(config) } : undefined,
      registerBackend: (name: string, backend: new (...args: unknown[]) => object) =>
        registered.set(name, backend),
    } as unknown as typeof window.CMS;
    registerBackendAround(
      'checked-proxy',
      'proxy',
      (inner) => around(inner, { logout: () => undefined }),
      (backend) => made.push(backend),
    );
    const Backend = registered.get('checked-proxy')!;
    const backend = new Backend({ repo: 'site' }) as BackendImplementation;
    expect(made).toEqual([backend]);
    expect(backend.logout?.()).toBeUndefined();
    expect(() => registerBackendAround('checked-git', 'git', (inner) => inner)).toThrow(
      'Decap CMS has no backend named git',
    );
  });
});
