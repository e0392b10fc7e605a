import '@testing-library/jest-dom';

// The pages' own scripts, as a build defines them for PageScript and gatsby-ssr.tsx
// (jest/global-setup.ts).
Object.assign(globalThis, { PAGE_SCRIPTS: JSON.parse(process.env.PAGE_SCRIPTS ?? '{}') });

// jsdom lays nothing out, and has no ResizeObserver: one that never reports a size.
if (typeof window !== 'undefined' && !('ResizeObserver' in window))
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
