/**
 * Gatsby's Node APIs, each handed off to one small module in `gatsby/`.
 */
export { onPreInit } from './gatsby/validate-content';
export { createSchemaCustomization } from './gatsby/schema';
export { createPages } from './gatsby/create-pages';
export { onPostBuild } from './gatsby/post-build';
