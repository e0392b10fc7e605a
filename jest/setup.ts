import '@testing-library/jest-dom';

// The page's inline script, as a build defines it for gatsby-ssr.tsx (jest/global-setup.ts).
Object.assign(globalThis, { PREFERENCES_BOOT_SCRIPT: process.env.PREFERENCES_BOOT_SCRIPT });
