// Counts React's commits on `window.__reactCommits`, for browser tests and the benchmark.
// React DOM (its production build too) reports every commit to the DevTools hook when a
// page has one; this stand-in only counts them. The first commit of the root means
// hydration has finished and React's handlers are attached; the root's container key
// appears earlier, when hydration starts. Should React stop calling the hook, whatever
// waits for a commit times out instead of passing by luck.
// Passed to Playwright's addInitScript, so it must be self-contained.
declare global {
  interface Window {
    __reactCommits: number;
    __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
  }
}

export function countReactCommits() {
  window.__reactCommits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => {
      window.__reactCommits += 1;
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };
}
