/** Counts React's commits on `window.__reactCommits` (an init script for Playwright). */
export declare function countReactCommits(): void;
