// Unit tests, set up as Gatsby's unit-testing guide describes: Babel with Gatsby's preset
// transpiles TypeScript and JSX, and `gatsby` itself is replaced by jest/gatsby-mock.tsx.
module.exports = {
  testEnvironment: 'jsdom',
  // A worker on every core: Jest's default leaves one core to its own process, which mostly
  // waits. On the 2-core machine the whole run took 200 s with two workers against 275 s with
  // one (same sitting, 2026-11-27).
  maxWorkers: '100%',
  transform: { '^.+\\.(mjs|[jt]sx?)$': '<rootDir>/jest/preprocess.js' },
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/jest/gatsby-mock.tsx',
    // jsdom would pick yaml's ESM browser build; tests read files, so they want the Node one.
    '^yaml$': '<rootDir>/node_modules/yaml/dist/index.js',
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?)$': '<rootDir>/jest/file-mock.js',
  },
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/.cache/',
    '<rootDir>/public/',
    '<rootDir>/e2e/',
    // Reads a build of the project: run by e2e/tests/edited-content.spec.ts on its copy's.
    '<rootDir>/gatsby/content/built-pages\\.test\\.ts',
  ],
  // Build output and benchmark copies of the site are not source.
  modulePathIgnorePatterns: [
    '<rootDir>/public/',
    '<rootDir>/.cache/',
    '<rootDir>/bench-results/',
    '<rootDir>/.nginx/',
  ],
  // jose and Netlify's runtime helpers ship only ES modules.
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|jose|@netlify/runtime-utils)/)',
  ],
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
  testEnvironmentOptions: { url: 'http://localhost/' },
  globalSetup: '<rootDir>/jest/global-setup.ts',
  setupFiles: ['<rootDir>/jest/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
};
