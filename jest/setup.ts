import '@testing-library/jest-dom';

// The pages' own scripts, as a build defines them for PageScript and gatsby-ssr.tsx
// (jest/global-setup.ts).
Object.assign(globalThis, { PAGE_SCRIPTS: JSON.parse(process.env.PAGE_SCRIPTS ?? '{}') });
