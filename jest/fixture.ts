import path from 'node:path';

/**
 * The tests' own content: a frozen data/ and locales/ (see jest/fixture/README.md), for tests
 * that need content of a known shape and must not break when editors change the real one.
 */
export const fixtureRoot = path.resolve(__dirname, 'fixture');
